import {
  AppError,
  ErrorCode,
  IdentityMessages,
  LoginRpc,
  RequestLoginLinkRpc,
  RequestPasswordResetRpc,
} from '@hirerelay/contracts';
import type { RpcClient } from '@hirerelay/nest-common';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { RateLimiter } from '../common/security/rate-limit.service.js';
import { testGatewayConfig } from '../../test/fixtures/gateway-env.js';
import { AuthController } from './auth.controller.js';

const config = testGatewayConfig();

function controllerWith(rpcRequest: () => Promise<unknown>) {
  const rpc = { request: vi.fn(rpcRequest) };
  const limiter = { hit: vi.fn(async () => undefined) };
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
  const controller = new AuthController(
    rpc as unknown as RpcClient,
    {} as never,
    {} as never,
    limiter as unknown as RateLimiter,
    {} as never,
    config,
    logger as unknown as Logger,
  );
  return { controller, rpc, limiter, logger };
}

const request = { ip: '192.0.2.7' } as FastifyRequest;
// Resolves once the microtasks queued so far have run: anything still waiting on identity loses.
const stillWaiting = () => new Promise((resolve) => setImmediate(() => resolve('still waiting')));

describe('forgot password', () => {
  it('answers before identity has done anything, so timing cannot tell known addresses from unknown', async () => {
    // Identity never answers.
    const { controller, rpc, limiter } = controllerWith(() => new Promise(() => undefined));
    const answer = controller.forgotPassword({ email: 'someone@example.com' }, request);
    await expect(Promise.race([answer, stillWaiting()])).resolves.toEqual({ ok: true });
    expect(rpc.request).toHaveBeenCalledWith(RequestPasswordResetRpc, { email: 'someone@example.com' });
    // Limited per client address only: never per e-mail, which would let anyone block the owner.
    expect(limiter.hit).toHaveBeenCalledTimes(1);
    expect(limiter.hit).toHaveBeenCalledWith(
      'forgot-password:ip',
      '192.0.2.7',
      config.RATE_LIMIT_FORGOT_PASSWORD,
    );
  });

  it('logs a request identity did not take, without failing the answer', async () => {
    const { controller, logger } = controllerWith(() => Promise.reject(new Error('no responders')));
    await expect(controller.forgotPassword({ email: 'someone@example.com' }, request)).resolves.toEqual({
      ok: true,
    });
    await stillWaiting();
    expect(logger.error).toHaveBeenCalledWith(
      { err: 'no responders' },
      'password reset request not delivered to identity; no e-mail will be sent',
    );
  });
});

describe('login', () => {
  const session = {
    user: { id: 'u', email: 'someone@example.com' },
    sessionId: 's',
    refreshToken: 'r',
    refreshExpiresAt: '2030-01-01T00:00:00.000Z',
  };

  function loginController(accountLimitExceeded: boolean, login: () => Promise<unknown>) {
    const rpc = {
      request: vi.fn(async (contract: unknown) => (contract === LoginRpc ? login() : { accepted: true })),
    };
    const limiter = {
      hit: vi.fn(async () => undefined),
      count: vi.fn(async () => ({ exceeded: accountLimitExceeded, retryAfterSeconds: 60 })),
      refund: vi.fn(async () => undefined),
    };
    const controller = new AuthController(
      rpc as unknown as RpcClient,
      { issue: async () => 'access-token' } as never,
      { set: vi.fn(), csrfOf: () => undefined } as never,
      limiter as unknown as RateLimiter,
      {} as never,
      config,
      { error: vi.fn() } as unknown as Logger,
    );
    return { controller, rpc, limiter };
  }
  const reply = { header: vi.fn() } as never;
  const loginRequest = { ip: '192.0.2.7', headers: {} } as FastifyRequest;
  const counters = [
    ['login:ip', '192.0.2.7'],
    ['login', '192.0.2.7|someone@example.com'],
    ['login:account', 'someone@example.com'],
  ];
  const credentials = { email: ' Someone@Example.com', password: 'whatever password' };

  it('past the account limit, e-mails a sign-in link without checking the password', async () => {
    const { controller, rpc, limiter } = loginController(true, async () => session);
    await expect(controller.login(credentials, loginRequest, reply)).rejects.toMatchObject({
      code: ErrorCode.LoginStepUpRequired,
      message: IdentityMessages.loginStepUpRequired,
    });
    expect(rpc.request).toHaveBeenCalledTimes(1);
    expect(rpc.request).toHaveBeenCalledWith(RequestLoginLinkRpc, { email: 'someone@example.com' });
    // Not charged to the address, which a victim's colleagues share.
    expect(limiter.refund).toHaveBeenCalledWith(counters[0]);
  });

  it('gives a successful login back to every limit', async () => {
    const { controller, limiter } = loginController(false, async () => session);
    await expect(controller.login(credentials, loginRequest, reply)).resolves.toEqual({ user: session.user });
    expect(limiter.refund).toHaveBeenCalledWith(...counters);
  });

  it('sends the login with a key of its own, so the RPC client may send it again (one session)', async () => {
    const { controller, rpc } = loginController(false, async () => session);
    await controller.login(credentials, loginRequest, reply);
    await controller.login(credentials, loginRequest, reply);
    const keys = rpc.request.mock.calls.map(
      (call) => (call as unknown[])[1] as { idempotencyKey?: string } | undefined,
    );
    expect(keys.map((payload) => payload?.idempotencyKey)).toEqual([
      expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    ]);
    expect(keys[0]?.idempotencyKey).not.toBe(keys[1]?.idempotencyKey);
    // What identity parses keeps it (the contract declares it).
    expect(LoginRpc.request.parse({ ...credentials, idempotencyKey: keys[0]?.idempotencyKey })).toMatchObject(
      {
        idempotencyKey: keys[0]?.idempotencyKey,
      },
    );
  });

  it('keeps a wrong password counted', async () => {
    const { controller, limiter } = loginController(false, async () => {
      throw new AppError(ErrorCode.Unauthenticated, IdentityMessages.invalidCredentials);
    });
    await expect(controller.login(credentials, loginRequest, reply)).rejects.toMatchObject({
      code: ErrorCode.Unauthenticated,
    });
    expect(limiter.refund).not.toHaveBeenCalled();
  });
});
