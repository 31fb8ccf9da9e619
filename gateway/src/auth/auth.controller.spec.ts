import { RequestPasswordResetRpc } from '@hirerelay/contracts';
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
