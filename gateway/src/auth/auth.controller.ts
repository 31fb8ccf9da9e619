import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AppError,
  ChangePasswordRpc,
  ErrorCode,
  IdentityMessages,
  LoginRpc,
  LoginWithLinkRpc,
  LogoutRpc,
  RefreshSessionRpc,
  RequestLoginLinkRpc,
  RequestPasswordResetRpc,
  ResetPasswordRpc,
  SignupRpc,
  type TIssuedSession,
  ZCsrfTokenReply,
  ZOkReply,
  ZSessionUserReply,
} from '@hirerelay/contracts';
import {
  ZChangePasswordPayload,
  type TChangePasswordPayload,
  ZForgotPasswordForm,
  type TForgotPasswordForm,
  ZLoginForm,
  type TLoginForm,
  ZLoginLinkPayload,
  ZResetPasswordPayload,
  ZSignupPayload,
  normalizeEmail,
} from '@hirerelay/domain';
import { RpcClient } from '@hirerelay/nest-common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { clientInfo } from '../common/http/client-info.util.js';
import { BodyInput } from '../common/http/body-input.decorator.js';
import { parseInput } from '../common/http/parse-input.util.js';
import { RateLimiter } from '../common/security/rate-limit.service.js';
import { GATEWAY_LOGGER } from '../common/infra/infra.providers.js';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import { ApiErrors, ApiJsonBody, ApiJsonResponse } from '../openapi/zod-openapi.util.js';
import { AccessTokens } from './access-tokens.service.js';
import { CurrentUser, type AuthUser } from './auth-user.decorator.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { ACCESS_COOKIE, REFRESH_COOKIE, SessionCookies } from './session-cookies.service.js';
import { SessionRevocations } from './session-revocations.service.js';
import { JsonRoute } from '../common/http/json-route.decorator.js';

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly tokens: AccessTokens,
    private readonly cookies: SessionCookies,
    private readonly limiter: RateLimiter,
    private readonly revocations: SessionRevocations,
    @Inject(GATEWAY_CONFIG) private readonly config: TGatewayEnv,
    @Inject(GATEWAY_LOGGER) private readonly logger: Logger,
  ) {}

  @JsonRoute('GET', 'csrf', 'getCsrfToken', {
    summary: 'Sets the csrf cookie; send its value as X-CSRF-Token',
    reply: ZCsrfTokenReply,
  })
  csrf(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    // Bound to the session the access cookie names (none when signed out); kept if it fits already.
    const sessionId = this.tokens.sessionIdOf(request.cookies?.[ACCESS_COOKIE]) ?? null;
    const token = this.cookies.bindCsrf(reply, sessionId, this.cookies.csrfOf(request.cookies));
    void reply.header('cache-control', 'no-store');
    return { token };
  }

  @Post('signup')
  @HttpCode(201)
  @ApiOperation({ operationId: 'signup', summary: 'Creates an account and signs it in' })
  @ApiJsonBody(ZSignupPayload)
  @ApiJsonResponse(201, ZSessionUserReply)
  @ApiErrors(400, 403, 409, 429)
  async signup(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    // Counted before the body is read, so malformed attempts count too (hence not @BodyInput).
    await this.limiter.hit('signup', request.ip, this.config.RATE_LIMIT_SIGNUP);
    const input = parseInput(ZSignupPayload, body);
    const session = await this.rpc.request(SignupRpc, { ...input, ...clientInfo(request) });
    return this.startSession(request, reply, session);
  }

  @JsonRoute('POST', 'login', 'login', {
    summary:
      'Signs in with e-mail and password; past the per-account limit of failed logins, answers 403 LOGIN_STEP_UP_REQUIRED and e-mails a sign-in link',
    reply: ZSessionUserReply,
    errors: [400, 401, 403, 429],
    httpCode: 200,
  })
  async login(
    @BodyInput(ZLoginForm) input: TLoginForm,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    // Failed logins are limited per address, per address and account, and per account (see
    // RATE_LIMIT_LOGIN* for the numbers), so neither trying many accounts from one address nor one
    // account from many addresses goes on. Only wrong passwords count: each attempt is counted
    // before the password is checked (parallel guesses cannot slip past the limit together) and
    // given back unless the password was wrong, so colleagues signing in from one office address
    // never use up its budget. An attempt refused by an earlier limit does not count towards the
    // later ones, so an attacker stopped at their own address spends nothing of the account's.
    const email = normalizeEmail(input.email);
    const counters = [
      ['login:ip', request.ip],
      ['login', `${request.ip}|${email}`],
      ['login:account', email],
    ] as const;
    await this.limiter.hit('login:ip', request.ip, this.config.RATE_LIMIT_LOGIN_ADDRESS);
    await this.limiter.hit('login', `${request.ip}|${email}`, this.config.RATE_LIMIT_LOGIN);
    const account = await this.limiter.count('login:account', email, this.config.RATE_LIMIT_LOGIN_ACCOUNT);
    if (account.exceeded) {
      // Strangers can spend this limit, so it refuses nobody for good: the owner is e-mailed a
      // one-time sign-in link (useless to anyone without the mailbox). The password is not checked
      // and the answer is the same for a right, a wrong or an unknown address, so it tells nothing.
      // Not charged to the address (colleagues of a victim share it); it stays counted for the
      // address and account pair, which bounds how often one address repeats it.
      await this.limiter.refund(counters[0]);
      this.requestLoginLinkLater(email);
      throw new AppError(ErrorCode.LoginStepUpRequired, IdentityMessages.loginStepUpRequired);
    }
    let session: TIssuedSession;
    try {
      // One key for every attempt of this login: identity opens one session for it, so the RpcClient
      // may send it again when the replica that had it died (see LoginRpc).
      session = await this.rpc.request(LoginRpc, {
        ...input,
        ...clientInfo(request),
        idempotencyKey: randomUUID(),
      });
    } catch (error) {
      const wrongPassword = error instanceof AppError && error.code === ErrorCode.Unauthenticated;
      if (!wrongPassword) await this.limiter.refund(...counters);
      throw error;
    }
    await this.limiter.refund(...counters);
    return this.startSession(request, reply, session);
  }

  private requestLoginLinkLater(email: string): void {
    // Not awaited, as the reset request: the answer's timing says nothing about the address.
    this.rpc.request(RequestLoginLinkRpc, { email }).catch((error: unknown) => {
      this.logger.error(
        { err: error instanceof Error ? error.message : String(error) },
        'sign-in link request not delivered to identity; no e-mail will be sent',
      );
    });
  }

  @Post('login-link')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'loginWithLink',
    summary: 'Signs in with the token of an e-mailed one-time sign-in link',
  })
  @ApiJsonBody(ZLoginLinkPayload)
  @ApiJsonResponse(200, ZSessionUserReply)
  @ApiErrors(400, 403, 429)
  async loginWithLink(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    // Counted before the body is read, so malformed attempts count too (hence not @BodyInput).
    await this.limiter.hit('login-link', request.ip, this.config.RATE_LIMIT_LOGIN_LINK);
    const input = parseInput(ZLoginLinkPayload, body);
    const session = await this.rpc.request(LoginWithLinkRpc, { ...input, ...clientInfo(request) });
    // The owner has proved the mailbox: the step-up ends, and their password works again at once
    // (also from this address, whose tries at the step-up counted for the address and e-mail pair).
    const email = normalizeEmail(session.user.email);
    await this.limiter.clear(['login:account', email], ['login', `${request.ip}|${email}`]);
    return this.startSession(request, reply, session);
  }

  @JsonRoute('POST', 'refresh', 'refreshSession', {
    summary: 'Renews the access cookie with the refresh cookie',
    reply: ZSessionUserReply,
    errors: [401, 403],
    httpCode: 200,
  })
  async refresh(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    try {
      // Inside the try: without a refresh cookie the browser is signed out too, and a stale hint
      // cookie goes with the answer, so the SPA stops asking after one failed check.
      const refreshToken = request.cookies?.[REFRESH_COOKIE];
      if (!refreshToken) throw new AppError(ErrorCode.Unauthenticated, IdentityMessages.sessionExpired);
      const result = await this.rpc.request(RefreshSessionRpc, { refreshToken, ...clientInfo(request) });
      if ('reuseDetected' in result) {
        // Theft detected: identity ended the session; its access tokens must stop working now too.
        await this.revocations.revoke(result.revokedSessionIds, 'refresh token reused');
        throw new AppError(ErrorCode.Unauthenticated, IdentityMessages.sessionExpired);
      }
      return await this.startSession(request, reply, result);
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.Unauthenticated)
        this.cookies.clear(reply, this.cookies.csrfOf(request.cookies));
      throw error;
    }
  }

  @JsonRoute('POST', 'logout', 'logout', {
    summary: 'Ends the session (works even when already signed out)',
    errors: [403, 503],
    httpCode: 204,
  })
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    // The browser is signed out whatever happens next: the cookies go first, even when identity
    // or Redis fails below (the error answer carries the clearing cookies too).
    this.cookies.clear(reply, this.cookies.csrfOf(request.cookies));
    const ended = new Set<string>();
    const fromAccess = this.tokens.sessionIdOf(request.cookies?.[ACCESS_COOKIE]);
    if (fromAccess) ended.add(fromAccess);
    const refreshToken = request.cookies?.[REFRESH_COOKIE];
    if (refreshToken) {
      const { sessionId } = await this.rpc.request(LogoutRpc, { refreshToken });
      if (sessionId) ended.add(sessionId);
    }
    // Identity has ended the session (the refresh token is dead); without Redis only the listing
    // of the access token is lost, which revoke() logs as an error. The logout itself succeeded.
    await this.revocations.revoke([...ended], 'logout');
  }

  @JsonRoute('POST', 'forgot-password', 'forgotPassword', {
    summary: 'E-mails a reset link when the account exists; answers the same either way',
    reply: [202, ZOkReply],
    errors: [400, 403, 429],
    httpCode: 202,
  })
  async forgotPassword(
    @BodyInput(ZForgotPasswordForm) { email }: TForgotPasswordForm,
    @Req() request: FastifyRequest,
  ) {
    // Per client address only: a limit per e-mail would let anyone block the owner's own request.
    // Identity caps the e-mails each account is sent instead.
    await this.limiter.hit('forgot-password:ip', request.ip, this.config.RATE_LIMIT_FORGOT_PASSWORD);
    // Answered before identity looks the address up, so the answer's timing cannot tell a known
    // address from an unknown one; the outcome is identity's to log.
    this.requestResetLater(email);
    return { ok: true as const };
  }

  private requestResetLater(email: string): void {
    this.rpc.request(RequestPasswordResetRpc, { email }).catch((error: unknown) => {
      this.logger.error(
        { err: error instanceof Error ? error.message : String(error) },
        'password reset request not delivered to identity; no e-mail will be sent',
      );
    });
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ operationId: 'resetPassword', summary: 'Sets a new password with the e-mailed token' })
  @ApiJsonBody(ZResetPasswordPayload)
  @ApiJsonResponse(200, ZOkReply)
  @ApiErrors(400, 403, 429)
  async resetPassword(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    // Counted before the body is read, so malformed attempts count too (hence not @BodyInput).
    await this.limiter.hit('reset-password', request.ip, this.config.RATE_LIMIT_RESET_PASSWORD);
    const input = parseInput(ZResetPasswordPayload, body);
    const { revokedSessionIds } = await this.rpc.request(ResetPasswordRpc, input);
    await this.revocations.revoke(revokedSessionIds, 'password reset');
    this.cookies.clear(reply, this.cookies.csrfOf(request.cookies));
    return { ok: true as const };
  }

  @JsonRoute('POST', 'change-password', 'changePassword', {
    summary: 'Changes the password; the current one is required',
    reply: ZOkReply,
    errors: [400, 401, 403, 429],
    httpCode: 200,
    guards: [JwtAuthGuard],
  })
  async changePassword(
    @BodyInput(ZChangePasswordPayload) input: TChangePasswordPayload,
    @CurrentUser() user: AuthUser,
  ) {
    // The current password is a secret a stolen session must not be able to guess at will.
    await this.limiter.hit('change-password:session', user.sessionId, this.config.RATE_LIMIT_CHANGE_PASSWORD);
    await this.limiter.hit(
      'change-password:user',
      user.userId,
      this.config.RATE_LIMIT_CHANGE_PASSWORD_ACCOUNT,
    );
    const { revokedSessionIds } = await this.rpc.request(ChangePasswordRpc, {
      userId: user.userId,
      sessionId: user.sessionId,
      ...input,
    });
    await this.revocations.revoke(revokedSessionIds, 'password change');
    return { ok: true as const };
  }

  private async startSession(request: FastifyRequest, reply: FastifyReply, session: TIssuedSession) {
    const accessToken = await this.tokens.issue(session);
    this.cookies.set(
      reply,
      {
        sessionId: session.sessionId,
        accessToken,
        refreshToken: session.refreshToken,
        refreshExpiresAt: session.refreshExpiresAt,
      },
      this.cookies.csrfOf(request.cookies),
    );
    void reply.header('cache-control', 'no-store');
    return { user: session.user };
  }
}
