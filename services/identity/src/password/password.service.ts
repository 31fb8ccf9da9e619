import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  IdentityMessages,
  PasswordResetRequestedEvent,
  type ChangePasswordRpc,
  type RequestPasswordResetRpc,
  type ResetPasswordRpc,
  type RpcReply,
} from '@hirerelay/contracts';
import {
  enqueueEvent,
  LOGGER,
  OUTBOX_RELAY,
  SERVICE_CONFIG,
  type OutboxRelay,
  type RpcInput,
} from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { generateOpaqueToken, hashOpaqueToken, PASSWORD_RESET_TTL_MS } from '../auth/opaque-token.util.js';
import { SessionRepository } from '../auth/session.repository.js';
import type { TIdentityEnv } from '../config/env.js';
import { Transactions } from '../database.js';
import { AccountAccess } from '../users/account-access.service.js';
import { hourlyCapReached, startOfRollingHour } from '../users/account-access.rules.js';
import { CurrentPassword } from '../users/current-password.service.js';
import { PasswordHasher } from '../users/password-hasher.service.js';
import { assertPasswordPolicy } from '../users/password-policy.rules.js';
import { UserRepository } from '../users/user.repository.js';
import { OutstandingLinks } from './outstanding-links.service.js';
import { PasswordResetRepository } from './password-reset.repository.js';

const resetLinkInvalid = () =>
  new AppError(ErrorCode.Validation, IdentityMessages.resetLinkInvalid, {
    token: IdentityMessages.resetLinkInvalid,
  });

@Injectable()
export class PasswordService {
  private readonly emailsPerHour: number;

  constructor(
    private readonly users: UserRepository,
    private readonly access: AccountAccess,
    private readonly resets: PasswordResetRepository,
    private readonly sessions: SessionRepository,
    private readonly links: OutstandingLinks,
    private readonly hasher: PasswordHasher,
    private readonly currentPassword: CurrentPassword,
    private readonly transactions: Transactions,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
    @Inject(SERVICE_CONFIG) config: TIdentityEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.emailsPerHour = config.PASSWORD_RESET_EMAILS_PER_HOUR;
  }

  /**
   * Answers the same whatever the address: only when an account exists (and is not cancelled) is a
   * link stored and the e-mail requested, through the outbox in the same transaction.
   *
   * Anyone may ask for anyone's reset, so it is capped per account (PASSWORD_RESET_EMAILS_PER_HOUR)
   * and never refused: each request within the cap e-mails a new link and leaves the earlier ones
   * valid (so a stranger's requests cannot spoil the link the owner is about to use, and every
   * e-mail the owner receives works); beyond the cap nothing is sent and the request is logged.
   * Links are stored hashed only: re-issuing keeps no usable token at rest, and the cap bounds how
   * many are live (any one of them used discards the rest).
   */
  async requestReset(
    request: RpcInput<typeof RequestPasswordResetRpc>,
  ): Promise<RpcReply<typeof RequestPasswordResetRpc>> {
    const user = await this.access.usableByEmail(request.email);
    if (user) {
      const token = generateOpaqueToken();
      const expiresAt = new Date(Date.now() + PASSWORD_RESET_TTL_MS);
      const sent = await this.transactions.run(async (tx) => {
        // Cancelled meanwhile: nothing to send, and no cap to tell of.
        if (!(await this.access.lockUsable(tx, user.id))) return null;
        const recent = await this.resets.countIssuedSince(tx, user.id, startOfRollingHour(new Date()));
        if (hourlyCapReached(recent, this.emailsPerHour)) return false;
        await this.resets.create(tx, { userId: user.id, tokenHash: hashOpaqueToken(token), expiresAt });
        await enqueueEvent(tx, 'identity', PasswordResetRequestedEvent, {
          userId: user.id,
          email: user.email,
          token,
          expiresAt: expiresAt.toISOString(),
        });
        return true;
      });
      if (sent) this.relay.kick();
      else if (sent === false) {
        this.logger.warn(
          { userId: user.id, limitPerHour: this.emailsPerHour },
          'password reset e-mail cap reached; nothing sent',
        );
      }
    }
    return { accepted: true };
  }

  /** Single use; success revokes every session of the user (whoever knew the old password). */
  async reset(request: RpcInput<typeof ResetPasswordRpc>): Promise<RpcReply<typeof ResetPasswordRpc>> {
    assertPasswordPolicy(request.password, 'password');
    const tokenHash = hashOpaqueToken(request.token);
    // Checked before the (deliberately slow) hashing so junk links cost nothing; re-checked below.
    if (!(await this.resets.findUsable(tokenHash))) throw resetLinkInvalid();
    const passwordHash = await this.hasher.hash(request.password);
    return this.transactions.run(async (tx) => {
      const userId = await this.resets.consume(tx, tokenHash);
      if (!userId || !(await this.access.usableInTx(tx, userId))) throw resetLinkInvalid();
      await this.users.setPasswordHash(tx, userId, passwordHash);
      await this.links.endAll(tx, userId);
      const revokedSessionIds = await this.sessions.revokeAllOfUser(tx, userId);
      return { userId, revokedSessionIds };
    });
  }

  /** Requires the current password; keeps the session that asked and revokes the others. */
  async change(request: RpcInput<typeof ChangePasswordRpc>): Promise<RpcReply<typeof ChangePasswordRpc>> {
    const user = await this.currentPassword.verify(request.userId, request.currentPassword);
    assertPasswordPolicy(request.newPassword, 'newPassword');
    const passwordHash = await this.hasher.hash(request.newPassword);
    return this.transactions.run(async (tx) => {
      await this.users.setPasswordHash(tx, user.id, passwordHash);
      await this.links.endAll(tx, user.id);
      const revokedSessionIds = await this.sessions.revokeAllOfUser(tx, user.id, request.sessionId);
      return { revokedSessionIds };
    });
  }
}
