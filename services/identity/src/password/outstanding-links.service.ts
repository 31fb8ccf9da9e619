import { Injectable } from '@nestjs/common';
import { LoginLinkRepository } from '../auth/login-link.repository.js';
import type { Tx } from '../database.js';
import { EmailChangeRepository } from '../email-change/email-change.repository.js';
import { PasswordResetRepository } from './password-reset.repository.js';

/**
 * The links e-mailed for an account and not used yet (password resets, e-mail changes, sign-in
 * links). They all end when the account's credentials change (a new password, by change or reset,
 * or a new address): they were asked for with the old password or went to the old address, and
 * whoever still holds one must not use it to take the account back.
 */
@Injectable()
export class OutstandingLinks {
  constructor(
    private readonly resets: PasswordResetRepository,
    private readonly emailChanges: EmailChangeRepository,
    private readonly loginLinks: LoginLinkRepository,
  ) {}

  /** Ends them all, in the transaction of the change. */
  async endAll(tx: Tx, userId: string): Promise<void> {
    await this.resets.discardOutstanding(tx, userId);
    await this.emailChanges.discardOutstanding(tx, userId);
    await this.loginLinks.discardOutstanding(tx, userId, new Date());
  }
}
