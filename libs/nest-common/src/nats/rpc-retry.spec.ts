import {
  NoRespondersError,
  RequestError,
  TimeoutError,
  type Msg,
  type Payload,
  type PublishOptions,
  type Subscription,
  type SubscriptionOptions,
} from '@nats-io/transport-node';
import { AppError, defineRpc, ErrorCode } from '@hirerelay/contracts';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { metricsRegistry } from '../metrics/metrics-registry.js';
import { RpcClient, type RpcConnection } from './rpc-client.js';
import {
  rpcAttemptShare,
  RPC_KEYED_WRITE_ATTEMPT_SHARE,
  RPC_READ_ATTEMPT_SHARE,
  withRpcRetry,
} from './rpc-retry.js';

const noResponders = () => new RequestError('no responders', { cause: new NoRespondersError('x') });

describe('withRpcRetry', () => {
  it('sends a retryable request again after "no responders" and after a timeout', async () => {
    const send = vi
      .fn<(timeoutMs: number) => Promise<string>>()
      .mockRejectedValueOnce(noResponders())
      .mockRejectedValueOnce(new TimeoutError())
      .mockResolvedValueOnce('answered');

    await expect(withRpcRetry(RPC_READ_ATTEMPT_SHARE, 5_000, send)).resolves.toBe('answered');
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('gives the first send a share of the deadline and the last what remains', async () => {
    const waits: number[] = [];
    const send = vi.fn(async (timeoutMs: number) => {
      waits.push(timeoutMs);
      if (waits.length === 3) return 'late';
      await new Promise((resolve) => setTimeout(resolve, timeoutMs));
      throw new TimeoutError();
    });

    const started = performance.now();
    await expect(withRpcRetry(RPC_READ_ATTEMPT_SHARE, 1_500, send)).resolves.toBe('late');

    expect(waits.slice(0, 2)).toEqual([600, 600]);
    expect(waits[2]).toBeGreaterThanOrEqual(250);
    expect(waits[2]).toBeLessThanOrEqual(300);
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('never sends a non-retryable request twice, and gives it the whole deadline', async () => {
    const send = vi.fn(async (_timeoutMs: number): Promise<string> => {
      throw new TimeoutError();
    });
    await expect(withRpcRetry(null, 5_000, send)).rejects.toBeInstanceOf(TimeoutError);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(5_000);

    const unserved = vi.fn(async (_timeoutMs: number): Promise<string> => {
      throw noResponders();
    });
    await expect(withRpcRetry(null, 5_000, unserved)).rejects.toBeInstanceOf(RequestError);
    expect(unserved).toHaveBeenCalledTimes(1);
  });

  it('does not retry an answer, even an error one, and stops after three sends', async () => {
    const refused = vi.fn(async (_timeoutMs: number): Promise<string> => {
      throw new AppError(ErrorCode.ServiceUnavailable, 'billing away');
    });
    await expect(withRpcRetry(RPC_READ_ATTEMPT_SHARE, 5_000, refused)).rejects.toBeInstanceOf(AppError);
    expect(refused).toHaveBeenCalledTimes(1);

    const nobody = vi.fn(async (_timeoutMs: number): Promise<string> => {
      throw noResponders();
    });
    await expect(withRpcRetry(RPC_READ_ATTEMPT_SHARE, 5_000, nobody)).rejects.toBeInstanceOf(RequestError);
    expect(nobody).toHaveBeenCalledTimes(3);
  });
});

describe('rpcAttemptShare', () => {
  const Read = defineRpc('test.thing.get.v1', z.object({}), z.object({}), { idempotent: true });
  const Write = defineRpc('test.thing.create.v1', z.object({}), z.object({}));

  it('retries reads and writes that carry an idempotency key (with a longer first wait), nothing else', () => {
    expect(rpcAttemptShare(Read, {})).toBe(RPC_READ_ATTEMPT_SHARE);
    expect(rpcAttemptShare(Write, { idempotencyKey: 'k-1' })).toBe(RPC_KEYED_WRITE_ATTEMPT_SHARE);
    expect(rpcAttemptShare(Write, {})).toBeNull();
    expect(rpcAttemptShare(Write, { idempotencyKey: '' })).toBeNull();
  });
});

/**
 * Two replicas in one queue group: the first dies holding the request (never answers), the second
 * answers. NATS gives each send to the next replica.
 */
function twoReplicas() {
  let deliver: ((error: Error | null, message: Msg) => void) | undefined;
  let sends = 0;
  const connection: RpcConnection = {
    subscribe: vi.fn((_subject: string, options?: SubscriptionOptions) => {
      deliver = options?.callback;
      return {} as Subscription;
    }),
    publish: vi.fn((_subject: string, data?: Payload, options?: PublishOptions) => {
      sends += 1;
      if (sends === 1) return; // the replica that was killed
      const packet = JSON.parse(new TextDecoder().decode(data as Uint8Array)) as { id: string };
      const reply = { id: packet.id, response: { ok: true }, isDisposed: true };
      const message = {
        subject: options?.reply ?? '',
        data: new TextEncoder().encode(JSON.stringify(reply)),
      };
      setImmediate(() => deliver?.(null, message as unknown as Msg));
    }),
    closed: () => new Promise(() => undefined),
    drain: vi.fn(async () => undefined),
    isClosed: () => false,
  };
  return { connection, sends: () => sends };
}

describe('RpcClient with a responder that died', () => {
  const GetThing = defineRpc('test.thing.get.v1', z.object({}), z.object({ ok: z.boolean() }), {
    idempotent: true,
  });
  const CreateThing = defineRpc(
    'test.thing.create.v1',
    z.object({ idempotencyKey: z.string().optional() }),
    z.object({ ok: z.boolean() }),
  );

  it('answers a read from another replica within the deadline', async () => {
    const replicas = twoReplicas();
    const started = performance.now();
    const reply = await new RpcClient(async () => replicas.connection, 1_000).request(GetThing, {});
    expect(reply).toEqual({ ok: true });
    expect(replicas.sends()).toBe(2);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('counts a retried request once, and each of its sends apart', async () => {
    const CountedRpc = defineRpc('test.thing.counted.v1', z.object({}), z.object({ ok: z.boolean() }), {
      idempotent: true,
    });
    const replicas = twoReplicas();
    await new RpcClient(async () => replicas.connection, 1_000).request(CountedRpc, {});
    const mine = async (name: string) =>
      (await metricsRegistry.getSingleMetric(name)!.get()).values
        .filter((sample) => sample.labels.subject === CountedRpc.subject)
        .map((sample) => [sample.labels.outcome, sample.value]);
    expect(await mine('hirerelay_rpc_client_requests_total')).toEqual([['ok', 1]]);
    expect(await mine('hirerelay_rpc_client_attempts_total')).toEqual([
      ['timeout', 1],
      ['ok', 1],
    ]);
  });

  it('retries a write only when it carries an idempotency key', async () => {
    const unkeyed = twoReplicas();
    const refusal = await new RpcClient(async () => unkeyed.connection, 300)
      .request(CreateThing, {})
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: ErrorCode.ServiceUnavailable });
    expect(unkeyed.sends()).toBe(1);

    const keyed = twoReplicas();
    await expect(
      new RpcClient(async () => keyed.connection, 2_000).request(CreateThing, { idempotencyKey: 'k-1' }),
    ).resolves.toEqual({ ok: true });
    expect(keyed.sends()).toBe(2);
  });
});
