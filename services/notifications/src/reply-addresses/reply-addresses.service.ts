import { Inject, Injectable } from '@nestjs/common';
import { GetReplyAddressRpc, RotateReplyAddressRpc } from '@hirerelay/contracts';
import { SERVICE_CONFIG, type RpcInput, type RpcReply } from '@hirerelay/nest-common';
import type { TNotificationsEnv } from '../config/env.js';
import { Transactions } from '../database.js';
import { toReplyAddress } from './reply-address.mapper.js';
import { ReplyAddressRepository } from './reply-address.repository.js';

/** A user's reply address as shown: the full address and when it was made. */
export interface ReplyAddressView {
  userId: string;
  address: string;
  createdAt: Date;
}

/**
 * Users' private reply addresses on REPLY_DOMAIN (issue 29): the one place that turns a stored local
 * part into an address and an envelope recipient back into its user. Every other feature (the
 * settings RPCs, the SMTP listener's `RCPT TO`, the inbound webhook, follow-ups sent from the
 * address) goes through it.
 */
@Injectable()
export class ReplyAddresses {
  private readonly domain: string;

  constructor(
    @Inject(SERVICE_CONFIG) config: TNotificationsEnv,
    private readonly transactions: Transactions,
    private readonly repository: ReplyAddressRepository,
  ) {
    this.domain = config.REPLY_DOMAIN;
  }

  /** The user's address in use, made on first ask. */
  async addressOf(userId: string): Promise<ReplyAddressView> {
    const row = await this.transactions.run((tx) => this.repository.getOrCreate(tx, userId));
    return this.view(row);
  }

  /** A new address for the user; the old one is refused from now on. */
  async rotate(userId: string): Promise<ReplyAddressView> {
    const row = await this.transactions.run((tx) => this.repository.rotate(tx, userId));
    return this.view(row);
  }

  /** `GetReplyAddressRpc`: the user's address in use as Settings and the packet show it. */
  async get({ userId }: RpcInput<typeof GetReplyAddressRpc>): Promise<RpcReply<typeof GetReplyAddressRpc>> {
    return toReplyAddress(await this.addressOf(userId));
  }

  /** `RotateReplyAddressRpc`: the user's new address; mail to the old one is refused from now on. */
  async rotateAddress({
    userId,
  }: RpcInput<typeof RotateReplyAddressRpc>): Promise<RpcReply<typeof RotateReplyAddressRpc>> {
    return toReplyAddress(await this.rotate(userId));
  }

  /**
   * The user an envelope recipient belongs to: an address in use on REPLY_DOMAIN (any letter case),
   * else null (unknown, retired, another domain, or not an address at all: all refused alike).
   */
  async userOfRecipient(recipient: string): Promise<ReplyAddressView | null> {
    const localPart = this.localPartOf(recipient);
    if (localPart === null) return null;
    const row = await this.transactions.run((tx) => this.repository.findActiveByLocalPart(tx, localPart));
    return row ? this.view(row) : null;
  }

  /** The local part of an address on REPLY_DOMAIN, lower-cased; null for anything else. */
  localPartOf(recipient: string): string | null {
    const match = /^<?([a-z2-7]{16})@([^@<>\s]+?)>?$/i.exec(recipient.trim());
    if (!match || match[2]!.toLowerCase() !== this.domain) return null;
    return match[1]!.toLowerCase();
  }

  private view(row: { localPart: string; userId: string; createdAt: Date }): ReplyAddressView {
    return { userId: row.userId, address: `${row.localPart}@${this.domain}`, createdAt: row.createdAt };
  }
}
