import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  IdentityMessages,
  type GetSessionRpc,
  type LoginRpc,
  type LogoutRpc,
  type RefreshSessionRpc,
  type RpcReply,
  type SignupRpc,
  type TIssuedSession,
} from '@hirerelay/contracts';
import { mayUseAccount, normalizeEmail, type TRole } from '@hirerelay/domain';
import { LOGGER, SERVICE_CONFIG, type RpcInput } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import type { TIdentityEnv } from '../config/env.js';
import { Transactions, type Tx } from '../database.js';
import { toSessionUser } from '../users/user.mapper.js';
import { PasswordHasher } from '../users/password-hasher.js';
import { assertPasswordPolicy } from '../users/password-policy.js';
import { UserRepository, type UserWithProfile } from '../users/user.repository.js';
import { generateOpaqueToken, hashOpaqueToken, REFRESH_TOKEN_TTL_MS } from './opaque-token.js';
import { SessionRepository, type ClientInfo } from './session.repository.js';

const invalidCredentials = () => new AppError(ErrorCode.Unauthenticated, IdentityMessages.invalidCredentials);
const sessionExpired = () => new AppError(ErrorCode.Unauthenticated, IdentityMessages.sessionExpired);

@Injectable()
export class AuthService {
  private readonly adminEmails: ReadonlySet<string>;
  private readonly reuseGraceMs: number;

  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly hasher: PasswordHasher,
    private readonly transactions: Transactions,
    @Inject(SERVICE_CONFIG) config: TIdentityEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.adminEmails = new Set(config.ADMIN_EMAILS);
    this.reuseGraceMs = config.REFRESH_REUSE_GRACE_SECONDS * 1000;
  }

  async signup(request: RpcInput<typeof SignupRpc>): Promise<TIssuedSession> {
    const email = normalizeEmail(request.email);
    assertPasswordPolicy(request.password, 'password');
    const passwordHash = await this.hasher.hash(request.password);
    const role: TRole = this.adminEmails.has(email) ? 'admin' : 'user';
    return this.transactions.run(async (tx) => {
      const user = await this.users.createWithProfile(tx, {
        email,
        passwordHash,
        role,
        smsConsent: request.smsConsent,
      });
      if (!user) {
        throw new AppError(ErrorCode.Conflict, IdentityMessages.emailTaken, {
          email: IdentityMessages.emailTaken,
        });
      }
      return this.openSession(tx, user, request);
    });
  }

  async login(request: RpcInput<typeof LoginRpc>): Promise<TIssuedSession> {
    const user = await this.users.findByEmail(normalizeEmail(request.email));
    if (!user) {
      await this.hasher.verifyAgainstNothing(request.password);
      throw invalidCredentials();
    }
    if (!(await this.hasher.verify(user.passwordHash, request.password))) throw invalidCredentials();
    // Only after the password matched, so the refusal reveals nothing to someone guessing.
    if (!mayUseAccount(user.status)) {
      throw new AppError(ErrorCode.Forbidden, IdentityMessages.accountDisabled);
    }
    // ADMIN_EMAILS also promotes accounts that existed before the address was listed; it never demotes.
    const role: TRole = this.adminEmails.has(user.email) ? 'admin' : user.role;
    return this.transactions.run(async (tx) => {
      const updated = await this.users.recordLogin(tx, user.id, role);
      return this.openSession(tx, updated, request);
    });
  }

  async refresh(request: RpcInput<typeof RefreshSessionRpc>): Promise<RpcReply<typeof RefreshSessionRpc>> {
    const token = await this.sessions.findToken(hashOpaqueToken(request.refreshToken));
    if (!token || token.family.revokedAt) throw sessionExpired();
    if (token.expiresAt.getTime() <= Date.now() || !mayUseAccount(token.user.status)) {
      await this.sessions.revoke(token.familyId);
      throw sessionExpired();
    }
    if (token.usedAt) {
      if (Date.now() - token.usedAt.getTime() <= this.reuseGraceMs) return this.issueSibling(token, request);
      return this.refuseReuse(token.familyId, token.userId);
    }
    const next = this.newToken(token.userId, request);
    const rotated = await this.transactions.run(async (tx) => {
      if (!(await this.sessions.markRotated(tx, token.id))) return false;
      await this.sessions.issue(tx, token.familyId, next);
      return true;
    });
    // Lost a race with a refresh of the same token a moment ago: the same browser, twice.
    if (!rotated) return this.issueSibling(token, request);
    return this.issued(token.user, token.familyId, next.token, next.expiresAt);
  }

  /**
   * Two tabs of one browser refreshing at once present the same token; the second one gets its own
   * token in the same session instead of ending it. That is one sibling per rotated token: a
   * further replay, even inside the grace window, is a copy of the token in other hands and is
   * treated as theft (otherwise each replay would open another parallel session).
   */
  private async issueSibling(
    token: { id: string; familyId: string; userId: string; user: Parameters<AuthService['issued']>[0] },
    request: RpcInput<typeof RefreshSessionRpc>,
  ): Promise<RpcReply<typeof RefreshSessionRpc>> {
    const next = this.newToken(token.userId, request);
    const issued = await this.transactions.run(async (tx) => {
      if (!(await this.sessions.claimSibling(tx, token.id))) return false;
      await this.sessions.issue(tx, token.familyId, next);
      return true;
    });
    if (!issued) return this.refuseReuse(token.familyId, token.userId);
    return this.issued(token.user, token.familyId, next.token, next.expiresAt);
  }

  async logout(request: RpcInput<typeof LogoutRpc>): Promise<RpcReply<typeof LogoutRpc>> {
    const token = await this.sessions.findToken(hashOpaqueToken(request.refreshToken));
    if (!token) return { sessionId: null };
    await this.sessions.revoke(token.familyId);
    return { sessionId: token.familyId };
  }

  async getSession(request: RpcInput<typeof GetSessionRpc>): Promise<RpcReply<typeof GetSessionRpc>> {
    const session = await this.sessions.findWithLiveToken(request.sessionId);
    const active =
      session !== null &&
      session.revokedAt === null &&
      session.tokens.length > 0 &&
      mayUseAccount(session.user.status);
    return { active, user: active ? toSessionUser(session.user) : null };
  }

  /**
   * A rotated token came back: either it was stolen or a client replayed it. Either way nobody
   * can tell which holder is legitimate, so the whole session ends (the revocation is committed
   * before the refusal is sent, and the refusal names the session for the gateway to list).
   */
  private async refuseReuse(familyId: string, userId: string): Promise<RpcReply<typeof RefreshSessionRpc>> {
    await this.sessions.revoke(familyId);
    this.logger.warn({ sessionId: familyId, userId }, 'refresh token reused; session revoked');
    return { reuseDetected: true, revokedSessionIds: [familyId] };
  }

  private async openSession(tx: Tx, user: UserWithProfile, client: ClientInfo): Promise<TIssuedSession> {
    const first = this.newToken(user.id, client);
    const sessionId = await this.sessions.open(tx, first);
    return this.issued(user, sessionId, first.token, first.expiresAt);
  }

  private newToken(userId: string, client: ClientInfo) {
    const token = generateOpaqueToken();
    return {
      token,
      userId,
      tokenHash: hashOpaqueToken(token),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
      userAgent: client.userAgent,
      ip: client.ip,
    };
  }

  private issued(
    user: UserWithProfile,
    sessionId: string,
    refreshToken: string,
    expiresAt: Date,
  ): TIssuedSession {
    return {
      user: toSessionUser(user),
      sessionId,
      refreshToken,
      refreshExpiresAt: expiresAt.toISOString(),
    };
  }
}
