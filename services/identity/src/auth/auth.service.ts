import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  IdentityMessages,
  LoginLinkRequestedEvent,
  type GetSessionRpc,
  type LoginRpc,
  type LoginWithLinkRpc,
  type RequestLoginLinkRpc,
  type LogoutRpc,
  type RefreshSessionRpc,
  type RpcReply,
  type SignupRpc,
  type TIssuedSession,
} from '@hirerelay/contracts';
import { LOGIN_LINK_TTL_MINUTES, mayUseAccount, normalizeEmail, type TRole } from '@hirerelay/domain';
import {
  enqueueEvent,
  LOGGER,
  OUTBOX_RELAY,
  SERVICE_CONFIG,
  type OutboxRelay,
  type RpcInput,
} from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import type { TIdentityEnv } from '../config/env.js';
import { Transactions, type Tx } from '../database.js';
import { AccountAccess } from '../users/account-access.service.js';
import { issuedWithin } from '../users/account-access.rules.js';
import { toSessionUser } from '../users/user.mapper.js';
import { PasswordHasher } from '../users/password-hasher.service.js';
import { assertPasswordPolicy } from '../users/password-policy.rules.js';
import { UserRepository, type UserWithProfile } from '../users/user.repository.js';
import { LoginLinkRepository } from './login-link.repository.js';
import { generateOpaqueToken, hashOpaqueToken, REFRESH_TOKEN_TTL_MS } from './opaque-token.util.js';
import { SessionRepository, type ClientInfo } from './session.repository.js';

const invalidCredentials = () => new AppError(ErrorCode.Unauthenticated, IdentityMessages.invalidCredentials);
const sessionExpired = () => new AppError(ErrorCode.Unauthenticated, IdentityMessages.sessionExpired);
const loginLinkInvalid = () =>
  new AppError(ErrorCode.Validation, IdentityMessages.loginLinkInvalid, {
    token: IdentityMessages.loginLinkInvalid,
  });
const LOGIN_LINK_TTL_MS = LOGIN_LINK_TTL_MINUTES * 60 * 1000;
/** How long a keyed login's session answers a repeat of it: well past any RPC deadline. */
const KEYED_LOGIN_REPEAT_MS = 5 * 60 * 1000;

@Injectable()
export class AuthService {
  private readonly adminEmails: ReadonlySet<string>;
  private readonly reuseGraceMs: number;
  private readonly loginLinkIntervalMs: number;

  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly loginLinks: LoginLinkRepository,
    private readonly access: AccountAccess,
    private readonly hasher: PasswordHasher,
    private readonly transactions: Transactions,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
    @Inject(SERVICE_CONFIG) config: TIdentityEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.adminEmails = new Set(config.ADMIN_EMAILS);
    this.reuseGraceMs = config.REFRESH_REUSE_GRACE_SECONDS * 1000;
    this.loginLinkIntervalMs = config.LOGIN_LINK_EMAIL_INTERVAL_SECONDS * 1000;
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
    return this.transactions.run(async (tx) => {
      const updated = await this.users.recordLogin(tx, user.id, this.roleAtLogin(user));
      if (request.idempotencyKey) return this.openKeyedSession(tx, updated, request.idempotencyKey, request);
      return this.openSession(tx, updated, request);
    });
  }

  /**
   * A keyed login (`LoginRpc`): its key is the session's id. A repeat of it (the gateway's
   * RpcClient sending again after a replica died with the first attempt) answers that session with
   * a fresh refresh token and retires the earlier attempts' tokens, which never reached anyone. A
   * key naming another user's session, an ended one or an old one is not a repeat: a new session
   * with its own id.
   */
  private async openKeyedSession(
    tx: Tx,
    user: UserWithProfile,
    key: string,
    client: ClientInfo,
  ): Promise<TIssuedSession> {
    const first = this.newToken(user.id, client);
    const opened = await this.sessions.openKeyed(tx, key, first);
    if (opened === 'opened') return this.issued(user, key, first.token, first.expiresAt);
    const repeat =
      opened.userId === user.id &&
      opened.revokedAt === null &&
      Date.now() - opened.createdAt.getTime() <= KEYED_LOGIN_REPEAT_MS;
    if (!repeat) return this.openSession(tx, user, client);
    await this.sessions.retireUnused(tx, key);
    await this.sessions.issue(tx, key, first);
    return this.issued(user, key, first.token, first.expiresAt);
  }

  /** ADMIN_EMAILS also promotes accounts that existed before the address was listed; it never demotes. */
  private roleAtLogin(user: { email: string; role: TRole }): TRole {
    return this.adminEmails.has(user.email) ? 'admin' : user.role;
  }

  /**
   * The step-up past the per-account limit of failed logins (the gateway counts them): e-mails
   * the owner a one-time sign-in link. Answers the same whatever the address; only an existing,
   * usable account gets a link, and at most one per LOGIN_LINK_EMAIL_INTERVAL_SECONDS, decided
   * under the user's row lock, so a stranger repeating the login cannot flood the inbox (the link
   * already sent keeps working). The token and its event are written in one transaction.
   */
  async requestLoginLink(
    request: RpcInput<typeof RequestLoginLinkRpc>,
  ): Promise<RpcReply<typeof RequestLoginLinkRpc>> {
    const user = await this.access.usableByEmail(request.email);
    if (!user) return { accepted: true };
    const token = generateOpaqueToken();
    const sent = await this.transactions.run(async (tx) => {
      if (!(await this.access.lockUsable(tx, user.id))) return false;
      const now = new Date();
      const last = await this.loginLinks.lastIssuedAt(tx, user.id);
      if (issuedWithin(last, now, this.loginLinkIntervalMs)) return false;
      const expiresAt = new Date(now.getTime() + LOGIN_LINK_TTL_MS);
      await this.loginLinks.create(tx, { userId: user.id, tokenHash: hashOpaqueToken(token), expiresAt });
      await enqueueEvent(tx, 'identity', LoginLinkRequestedEvent, {
        userId: user.id,
        email: user.email,
        token,
        expiresAt: expiresAt.toISOString(),
      });
      return true;
    });
    if (sent) {
      this.relay.kick();
      this.logger.info({ userId: user.id }, 'sign-in link e-mailed after too many failed logins');
    }
    return { accepted: true };
  }

  /**
   * Signs in with an e-mailed link: single use (consumed in one UPDATE), until it expires. The
   * session starts as a login's (last login recorded, ADMIN_EMAILS applied), and the user's other
   * open links are spent with it.
   */
  async loginWithLink(request: RpcInput<typeof LoginWithLinkRpc>): Promise<TIssuedSession> {
    const tokenHash = hashOpaqueToken(request.token);
    return this.transactions.run(async (tx) => {
      const now = new Date();
      const userId = await this.loginLinks.consume(tx, tokenHash, now);
      if (!userId) throw loginLinkInvalid();
      const user = await this.users.findByIdInTx(tx, userId);
      if (!user) throw loginLinkInvalid();
      if (!mayUseAccount(user.status)) {
        throw new AppError(ErrorCode.Forbidden, IdentityMessages.accountDisabled);
      }
      await this.loginLinks.discardOutstanding(tx, userId, now);
      const updated = await this.users.recordLogin(tx, userId, this.roleAtLogin(user));
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
