import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Tx } from '../database.js';

/** RFC 4648 base32's letters and digits, lower-cased: safe in any mailbox, no look-alike 0/O, 1/l. */
const LOCAL_PART_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const LOCAL_PART_LENGTH = 16;

/** A fresh local part: 16 characters of 32, 80 random bits (never derived from the user). */
export function newReplyLocalPart(): string {
  let localPart = '';
  for (let i = 0; i < LOCAL_PART_LENGTH; i++) localPart += LOCAL_PART_ALPHABET[randomInt(32)];
  return localPart;
}

export interface ReplyAddressRow {
  localPart: string;
  userId: string;
  createdAt: Date;
}

/**
 * `reply_addresses`: each user's address in use (at most one, the partial unique index) and the
 * retired ones, which stay so that mail to them is refused and their local part is never reused.
 */
@Injectable()
export class ReplyAddressRepository {
  /** The user's address in use, or null when none was made yet. */
  async findActive(tx: Tx, userId: string): Promise<ReplyAddressRow | null> {
    return tx.replyAddress.findFirst({
      where: { userId, retiredAt: null },
      select: { localPart: true, userId: true, createdAt: true },
    });
  }

  /**
   * Whose address in use this local part is (lower-cased by the caller); null for an unknown or a
   * retired one: both are refused the same way.
   */
  async findActiveByLocalPart(tx: Tx, localPart: string): Promise<ReplyAddressRow | null> {
    return tx.replyAddress.findFirst({
      where: { localPart, retiredAt: null },
      select: { localPart: true, userId: true, createdAt: true },
    });
  }

  /**
   * The user's address in use, made now if they have none. Two first calls at once converge: the
   * loser's insert does nothing (the one-per-user index) and both read the winner's row.
   */
  async getOrCreate(tx: Tx, userId: string): Promise<ReplyAddressRow> {
    const existing = await this.findActive(tx, userId);
    if (existing) return existing;
    await tx.$executeRaw`
      INSERT INTO reply_addresses (local_part, user_id) VALUES (${newReplyLocalPart()}, ${userId}::uuid)
      ON CONFLICT DO NOTHING`;
    const created = await this.findActive(tx, userId);
    if (!created) throw new Error(`reply address for ${userId} neither found nor created`);
    return created;
  }

  /** Retires the user's address in use (if any) and gives them a new one, in the caller's transaction. */
  async rotate(tx: Tx, userId: string): Promise<ReplyAddressRow> {
    await tx.$queryRaw`SELECT local_part FROM reply_addresses WHERE user_id = ${userId}::uuid AND retired_at IS NULL FOR UPDATE`;
    await tx.replyAddress.updateMany({ where: { userId, retiredAt: null }, data: { retiredAt: new Date() } });
    return tx.replyAddress.create({
      data: { localPart: newReplyLocalPart(), userId },
      select: { localPart: true, userId: true, createdAt: true },
    });
  }
}
