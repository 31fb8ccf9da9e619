import { Injectable } from '@nestjs/common';
import { mayUseAccount, normalizeEmail } from '@hirerelay/domain';
import type { Tx } from '../database.js';
import { UserRepository, type UserWithProfile } from './user.repository.js';

/**
 * The preamble of every request that acts on an account by its address or by a link (sign-in
 * links, password resets, e-mail changes): find the account, and go on only while it may still be
 * used (a cancelled one is treated as no account). Each caller turns "no" into its own answer: the
 * same reply as for an unknown address, or its link's refusal.
 */
@Injectable()
export class AccountAccess {
  constructor(private readonly users: UserRepository) {}

  /** The account of this address (as typed: normalised here), when it may be used; else null. */
  async usableByEmail(email: string): Promise<UserWithProfile | null> {
    return usable(await this.users.findByEmail(normalizeEmail(email)));
  }

  /** The account, read in the transaction, when it may be used; else null. */
  async usableInTx(tx: Tx, userId: string): Promise<UserWithProfile | null> {
    return usable(await this.users.findByIdInTx(tx, userId));
  }

  /**
   * Locks the account for the rest of the transaction (concurrent requests of one account take
   * turns, so a cap counted next cannot be passed twice) and answers whether it may be used.
   */
  async lockUsable(tx: Tx, userId: string): Promise<boolean> {
    const account = await this.users.lockAccess(tx, userId);
    return account !== null && mayUseAccount(account.status);
  }
}

const usable = (user: UserWithProfile | null): UserWithProfile | null =>
  user && mayUseAccount(user.status) ? user : null;
