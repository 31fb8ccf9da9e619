import type { ExecutionContext } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { AppError, ErrorCode } from '@hirerelay/contracts';
import type { Logger } from 'pino';
import { firstValueFrom, of, throwError } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { metricsRegistry } from '../metrics/metrics-registry.js';
import { RpcEdgeInterceptor, SLOW_RPC_MS } from './rpc-edge.interceptor.js';

function context(subject: string): ExecutionContext {
  const nats = { getSubject: () => subject, getHeaders: () => ({ get: () => 'req-1' }) };
  return { switchToRpc: () => ({ getContext: () => nats }) } as unknown as ExecutionContext;
}

async function wireErrorOf(error: unknown) {
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const edge = new RpcEdgeInterceptor(logger as unknown as Logger);
  const result = edge.intercept(context('identity.auth.login.v1'), { handle: () => throwError(() => error) });
  const thrown = await firstValueFrom(result).catch((e: unknown) => e);
  expect(thrown).toBeInstanceOf(RpcException);
  return { wire: (thrown as RpcException).getError(), logger };
}

describe('RpcEdgeInterceptor', () => {
  it('answers SERVICE_UNAVAILABLE with a fixed message when the database cannot be reached', async () => {
    const unreachable = Object.assign(new Error("Can't reach database server at 127.0.0.1:5433"), {
      code: 'P1001',
      meta: { driverAdapterError: { cause: { kind: 'DatabaseNotReachable' } } },
    });
    const { wire, logger } = await wireErrorOf(unreachable);
    expect(wire).toEqual({
      appError: true,
      code: ErrorCode.ServiceUnavailable,
      message: 'Service temporarily unavailable',
    });
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ subject: 'identity.auth.login.v1', err: unreachable }),
      'rpc failed: database unreachable',
    );
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('keeps other unknown errors INTERNAL, logged in full', async () => {
    const bug = new TypeError('x is undefined');
    const { wire, logger } = await wireErrorOf(bug);
    expect(wire).toMatchObject({
      code: ErrorCode.Internal,
      message: 'Something went wrong. Please try again.',
    });
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ err: bug }), 'rpc failed');
  });

  it('passes an AppError through as itself', async () => {
    const { wire } = await wireErrorOf(new AppError(ErrorCode.NotFound, 'No such user'));
    expect(wire).toMatchObject({ code: ErrorCode.NotFound, message: 'No such user' });
  });
});

describe('RpcEdgeInterceptor logging of handled requests', () => {
  /** Handles one request that takes `ms` (by the interceptor's clock) and returns the logger. */
  async function handledIn(ms: number) {
    const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const edge = new RpcEdgeInterceptor(logger as unknown as Logger);
    const clock = vi
      .spyOn(performance, 'now')
      .mockReturnValueOnce(1_000)
      .mockReturnValue(1_000 + ms);
    try {
      const reply = await firstValueFrom(
        edge.intercept(context('content.blog.list-published.v1'), { handle: () => of({ items: [] }) }),
      );
      expect(reply).toEqual({ items: [] });
    } finally {
      clock.mockRestore();
    }
    return logger;
  }

  it('logs a quick success at debug only: the gateway access log is the info line of a request', async () => {
    const logger = await handledIn(3);
    expect(logger.info).not.toHaveBeenCalled();
    expect(logger.debug).toHaveBeenCalledWith(
      { subject: 'content.blog.list-published.v1', ms: 3 },
      'rpc handled',
    );
  });

  it(`logs a success that took ${SLOW_RPC_MS} ms or more at info, marked slow`, async () => {
    const logger = await handledIn(SLOW_RPC_MS);
    expect(logger.debug).not.toHaveBeenCalled();
    expect(logger.info).toHaveBeenCalledWith(
      { subject: 'content.blog.list-published.v1', ms: SLOW_RPC_MS, slow: true },
      'rpc handled',
    );
  });

  it('keeps refusals at info', async () => {
    const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const edge = new RpcEdgeInterceptor(logger as unknown as Logger);
    const refused = edge.intercept(context('identity.auth.login.v1'), {
      handle: () => throwError(() => new AppError(ErrorCode.Validation, 'Invalid email or password')),
    });
    await firstValueFrom(refused).catch(() => undefined);
    expect(logger.info).toHaveBeenCalledWith(
      expect.objectContaining({ subject: 'identity.auth.login.v1', code: ErrorCode.Validation }),
      'rpc refused',
    );
  });
});

describe('RpcEdgeInterceptor metrics', () => {
  it('counts each handled request by subject and the code it answered (OK, or the refusal or failure code)', async () => {
    const subject = 'test.edge-metrics.v1';
    const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const edge = new RpcEdgeInterceptor(logger as unknown as Logger);
    await firstValueFrom(edge.intercept(context(subject), { handle: () => of({ ok: true }) }));
    for (const error of [new AppError(ErrorCode.NotFound, 'No such user'), new TypeError('bug')]) {
      await firstValueFrom(edge.intercept(context(subject), { handle: () => throwError(() => error) })).catch(
        () => undefined,
      );
    }
    const counts = (await metricsRegistry.getSingleMetric('hirerelay_rpc_server_requests_total')!.get())
      .values;
    expect(
      counts.filter((sample) => sample.labels.subject === subject).map((s) => [s.labels.code, s.value]),
    ).toEqual([
      ['OK', 1],
      [ErrorCode.NotFound, 1],
      [ErrorCode.Internal, 1],
    ]);
  });
});
