import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  EmailChangeRequestedEvent,
  ErrorCode,
  IdentityMessages,
  type ConfirmEmailChangeRpc,
  type RequestEmailChangeRpc,
  type RpcReply,
  type TErrorCode,
} from '@hirerelay/contracts';
import { EMAIL_CHANGE_LINK_TTL_HOURS, normalizeEmail } from '@hirerelay/domain';
import {
  enqueueEvent,
  LOGGER,
  OUTBOX_RELAY,
  SERVICE_CONFIG,
  type OutboxRelay,
  type RpcInput,
} from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { generateOpaqueToken, hashOpaqueToken } from '../auth/opaque-token.util.js';
import type { TIdentityEnv } from '../config/env.js';
import { Transactions } from '../database.js';
import { OutstandingLinks } from '../password/outstanding-links.service.js';
import { AccountAccess } from '../users/account-access.service.js';
import { HOUR_MS, hourlyCapReached, startOfRollingHour } from '../users/account-access.rules.js';
import { CurrentPassword } from '../users/current-password.service.js';
import { UserRepository } from '../users/user.repository.js';
import { EmailChangeRepository } from './email-change.repository.js';

const EMAIL_CHANGE_TTL_MS = EMAIL_CHANGE_LINK_TTL_HOURS * HOUR_MS;

const refuse = (code: TErrorCode, message: string, field: string) =>
  new AppError(code, message, { [field]: message });

const linkInvalid = () => refuse(ErrorCode.Validation, IdentityMessages.emailChangeLinkInvalid, 'token');

/**
 * The address taken by another account: signup's own refusal (same code, same text). Anyone can
 * learn this much from the signup form without an account; here it also takes a session, the
 * current password and the per-account caps, so it tells nobody anything signup does not.
 */
const addressTaken = (field: string) => refuse(ErrorCode.Conflict, IdentityMessages.emailTaken, field);

/**
 * Changing the sign-in address: asked with the current password, confirmed by a link e-mailed to
 * the new address (a notice goes to the old one), applied when the link is opened. Sessions are
 * left alone: the person who opened the link is the owner of the new address, and the change ends
 * no one's access.
 */
@Injectable()
export class EmailChangeService {
  private readonly requestsPerHour: number;

  constructor(
    private readonly users: UserRepository,
    private readonly access: AccountAccess,
    private readonly requests: EmailChangeRepository,
    private readonly links: OutstandingLinks,
    private readonly currentPassword: CurrentPassword,
    private readonly transactions: Transactions,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
    @Inject(SERVICE_CONFIG) config: TIdentityEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.requestsPerHour = config.EMAIL_CHANGE_REQUESTS_PER_HOUR;
  }

  /**
   * The password is checked first, so a stolen session cannot learn which addresses have accounts
   * without it. Each request within the cap replaces the earlier links (only the latest works);
   * the request, its hashed token and the event for the two e-mails are written in one transaction.
   */
  async request(
    request: RpcInput<typeof RequestEmailChangeRpc>,
  ): Promise<RpcReply<typeof RequestEmailChangeRpc>> {
    const user = await this.currentPassword.verify(request.userId, request.currentPassword);
    const newEmail = normalizeEmail(request.newEmail);
    if (newEmail === user.email) {
      throw refuse(ErrorCode.Validation, IdentityMessages.emailUnchanged, 'newEmail');
    }
    // Not the user's own address (checked above), so any account with it is another one.
    if (await this.users.findByEmail(newEmail)) throw addressTaken('newEmail');

    const token = generateOpaqueToken();
    const expiresAt = new Date(Date.now() + EMAIL_CHANGE_TTL_MS);
    const within = await this.transactions.run(async (tx) => {
      // The lock makes concurrent requests of one account count one after another.
      if (!(await this.access.lockUsable(tx, user.id))) {
        throw new AppError(ErrorCode.Unauthenticated, IdentityMessages.sessionExpired);
      }
      const recent = await this.requests.countRequestedSince(tx, user.id, startOfRollingHour(new Date()));
      if (hourlyCapReached(recent, this.requestsPerHour)) return false;
      await this.requests.discardOutstanding(tx, user.id);
      await this.requests.create(tx, {
        userId: user.id,
        newEmail,
        tokenHash: hashOpaqueToken(token),
        expiresAt,
      });
      await enqueueEvent(tx, 'identity', EmailChangeRequestedEvent, {
        userId: user.id,
        oldEmail: user.email,
        newEmail,
        token,
        expiresAt: expiresAt.toISOString(),
      });
      return true;
    });
    if (!within) {
      this.logger.warn(
        { userId: user.id, limitPerHour: this.requestsPerHour },
        'e-mail change cap reached; nothing sent',
      );
      throw new AppError(ErrorCode.RateLimited, IdentityMessages.emailChangeTooMany);
    }
    this.relay.kick();
    return { newEmail, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Single use and 24 hours; the address must still be free (checked, and decided by the unique
   * index when another account takes it at the same moment: the loser changes nothing and its link
   * stays unused). A confirmed change ends every other open request of the account, and every
   * password-reset and sign-in link not yet used: those went to the old address, which no longer
   * opens the account (whoever still reads that mailbox must not take it back).
   */
  async confirm(
    request: RpcInput<typeof ConfirmEmailChangeRpc>,
  ): Promise<RpcReply<typeof ConfirmEmailChangeRpc>> {
    const tokenHash = hashOpaqueToken(request.token);
    return this.transactions.run(async (tx) => {
      const claim = await this.requests.consume(tx, tokenHash);
      if (!claim) throw linkInvalid();
      if (!(await this.access.lockUsable(tx, claim.userId))) throw linkInvalid();
      if ((await this.requests.setEmail(tx, claim.userId, claim.newEmail)) === 'taken') {
        throw addressTaken('token');
      }
      await this.links.endAll(tx, claim.userId);
      return { userId: claim.userId, email: claim.newEmail };
    });
  }
}
