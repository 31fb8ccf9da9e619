import type {
  Msg,
  MsgHdrs,
  Payload,
  PublishOptions,
  Subscription,
  SubscriptionOptions,
} from '@nats-io/transport-node';
import { AppError, defineRpc, ErrorCode } from '@hirerelay/contracts';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { requestContext } from '../logging/request-context.js';
import { metricsRegistry } from '../metrics/metrics-registry.js';
import { RpcClient, type RpcConnection } from './rpc-client.js';
import { RpcReplySerializer } from './rpc-reply-serializer.js';

const EchoRpc = defineRpc(
  'test.echo.v1',
  z.object({ text: z.string().trim().min(1), times: z.number().int().default(1) }),
  z.object({ echoed: z.string() }),
);

interface Sent {
  subject: string;
  packet: { pattern: string; data: unknown; id: string };
  headers: MsgHdrs | undefined;
  reply: string;
}

/** What the fake service does with a request: answer (a reply packet or its text), stay silent, or say nobody serves it. */
type Answer = object | string | typeof SILENT | typeof NO_RESPONDERS;
const SILENT = Symbol('silent');
const NO_RESPONDERS = Symbol('no responders');

/**
 * A connection on which every publish is answered on its reply subject through the one reply
 * subscription, as NATS does: `reply(sent)` gives a Nest reply packet, the text of one as a
 * service's `RpcReplySerializer` writes it, silence, or the server's no-responders status.
 */
function fakeConnection(reply: (sent: Sent) => Answer) {
  const sent: Sent[] = [];
  const subscriptions: string[] = [];
  let deliver: ((error: Error | null, message: Msg) => void) | undefined;
  const connection: RpcConnection = {
    subscribe: vi.fn((subject: string, options?: SubscriptionOptions) => {
      subscriptions.push(subject);
      deliver = options?.callback;
      return {} as Subscription;
    }),
    publish: vi.fn((subject: string, data?: Payload, options?: PublishOptions) => {
      const packet = JSON.parse(new TextDecoder().decode(data as Uint8Array)) as Sent['packet'];
      const entry = { subject, packet, headers: options?.headers, reply: options?.reply ?? '' };
      sent.push(entry);
      const answer = reply(entry);
      if (answer === SILENT) return;
      const message =
        answer === NO_RESPONDERS
          ? { subject: entry.reply, data: new Uint8Array(), headers: { code: 503 } }
          : {
              subject: entry.reply,
              data: new TextEncoder().encode(typeof answer === 'string' ? answer : JSON.stringify(answer)),
            };
      setImmediate(() => deliver?.(null, message as unknown as Msg));
    }),
    closed: () => new Promise(() => undefined),
    drain: vi.fn(async () => undefined),
    isClosed: () => false,
  };
  return { connection, sent, subscriptions };
}

describe('RpcClient', () => {
  it('sends Nest\u2019s request packet with the request id header, over one shared connection', async () => {
    const { connection, sent, subscriptions } = fakeConnection(({ packet }) => ({
      id: packet.id,
      response: { echoed: 'hi' },
      isDisposed: true,
    }));
    const open = vi.fn(async () => connection);
    const client = new RpcClient(open, 1_000);

    const reply = await requestContext.run({ requestId: 'req-42' }, () =>
      client.request(EchoRpc, { text: 'hi' }),
    );
    await client.request(EchoRpc, { text: 'again', times: 2 });

    expect(reply).toEqual({ echoed: 'hi' });
    expect(open).toHaveBeenCalledTimes(1);
    expect(sent[0]).toMatchObject({
      subject: 'test.echo.v1',
      packet: { pattern: 'test.echo.v1', data: { text: 'hi' } },
    });
    expect(sent[0]!.headers?.get('x-request-id')).toBe('req-42');
    expect(sent[0]!.packet.id).not.toBe(sent[1]!.packet.id);
    // Both replies came back through one subscription on the connection's inbox.
    expect(subscriptions).toHaveLength(1);
    expect(sent[0]!.reply.startsWith(subscriptions[0]!.slice(0, -1))).toBe(true);
    expect(sent[0]!.reply).not.toBe(sent[1]!.reply);
  });

  it('leaves the request\u2019s validation to the receiving service (one zod pass per hop)', async () => {
    const parse = vi.spyOn(EchoRpc.request, 'safeParse');
    const { connection, sent } = fakeConnection(() => ({
      err: new AppError(ErrorCode.Validation, 'Too small', { text: 'Too small' }).toWire(),
      isDisposed: true,
    }));
    const client = new RpcClient(async () => connection);

    const refusal = await client.request(EchoRpc, { text: '' }).catch((error: unknown) => error);

    expect(parse).not.toHaveBeenCalled();
    expect(sent[0]!.packet.data).toEqual({ text: '' });
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: ErrorCode.Validation,
      message: 'Too small',
      fields: { text: 'Too small' },
    });
    parse.mockRestore();
  });

  it('refuses a reply that breaks the contract as INTERNAL', async () => {
    const { connection } = fakeConnection(() => ({ response: { echoed: 42 }, isDisposed: true }));
    const error = await new RpcClient(async () => connection)
      .request(EchoRpc, { text: 'x' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: ErrorCode.Internal, message: 'Malformed reply on test.echo.v1' });
  });

  it('turns silence and transport failures into SERVICE_UNAVAILABLE naming the subject', async () => {
    const silent = fakeConnection(() => SILENT);
    const timedOut = await new RpcClient(async () => silent.connection, 250)
      .request(EchoRpc, { text: 'x' })
      .catch((e: unknown) => e);
    expect(timedOut).toMatchObject({
      code: ErrorCode.ServiceUnavailable,
      message: 'No answer on test.echo.v1 within 250 ms',
    });

    const nobody = fakeConnection(() => NO_RESPONDERS);
    const unserved = await new RpcClient(async () => nobody.connection)
      .request(EchoRpc, { text: 'x' })
      .catch((e: unknown) => e);
    expect(unserved).toMatchObject({
      code: ErrorCode.ServiceUnavailable,
      message: 'Request on test.echo.v1 failed: no responders',
    });
  });

  it('gives up within the request\u2019s deadline while NATS cannot be reached, and connects again later', async () => {
    const { connection } = fakeConnection(() => ({ response: { echoed: 'back' }, isDisposed: true }));
    const open = vi
      .fn<() => Promise<RpcConnection>>()
      .mockImplementationOnce(() => new Promise(() => undefined)) // NATS away: never connects
      .mockImplementationOnce(async () => {
        throw new Error('connection refused');
      })
      .mockImplementation(async () => connection);
    const client = new RpcClient(open);

    const waited = await client.request(EchoRpc, { text: 'x' }, { timeoutMs: 20 }).catch((e: unknown) => e);
    expect(waited).toMatchObject({
      code: ErrorCode.ServiceUnavailable,
      message: 'No answer on test.echo.v1 within 20 ms',
    });
    // The first attempt is still pending; a later client (a restart) gets a fresh one.
    const again = new RpcClient(open);
    const refused = await again.request(EchoRpc, { text: 'x' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: ErrorCode.ServiceUnavailable });
    expect(await again.request(EchoRpc, { text: 'x' })).toEqual({ echoed: 'back' });
  });

  describe('relaying a reply that goes to the browser as it is', () => {
    const serializer = new RpcReplySerializer();
    const written = (packet: object) => {
      const { data } = serializer.serialize(packet);
      return typeof data === 'string' ? data : new TextDecoder().decode(data);
    };

    it('hands over the JSON text the service wrote, without parsing or checking it', async () => {
      const parse = vi.spyOn(EchoRpc.reply, 'safeParse');
      const response = { echoed: 'caf\u00e9 "quoted" } {', extra: [1, { nested: null }] };
      const { connection } = fakeConnection(({ packet }) =>
        written({ id: packet.id, response, isDisposed: true }),
      );

      const relayed = await new RpcClient(async () => connection).relay(EchoRpc, { text: 'x' });

      expect(relayed.json).toBe(JSON.stringify(response));
      expect(parse).not.toHaveBeenCalled();
      parse.mockRestore();
    });

    it('turns a refusal into the same AppError as a request does', async () => {
      const { connection } = fakeConnection(({ packet }) =>
        written({
          id: packet.id,
          err: new AppError(ErrorCode.NotFound, 'Job not found').toWire(),
          isDisposed: true,
        }),
      );
      const refusal = await new RpcClient(async () => connection)
        .relay(EchoRpc, { text: 'x' })
        .catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({ code: ErrorCode.NotFound, message: 'Job not found' });
    });

    it('parses, checks and writes once a reply written another way (Nest\u2019s own key order)', async () => {
      const { connection } = fakeConnection(() => ({
        response: { echoed: 'hi', dropped: true },
        isDisposed: true,
      }));
      const relayed = await new RpcClient(async () => connection).relay(EchoRpc, { text: 'x' });
      expect(relayed.json).toBe('{"echoed":"hi"}');

      const broken = fakeConnection(() => ({ response: { echoed: 42 }, isDisposed: true }));
      const error = await new RpcClient(async () => broken.connection)
        .relay(EchoRpc, { text: 'x' })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ code: ErrorCode.Internal, message: 'Malformed reply on test.echo.v1' });
    });
  });
});

describe('RpcClient metrics', () => {
  it('counts each request by subject and transport outcome (a refusal is a reply) and times it', async () => {
    const MetricsRpc = defineRpc('test.client-metrics.v1', z.object({ text: z.string() }), z.object({}));
    let answer: Answer = { response: {}, isDisposed: true };
    const { connection } = fakeConnection(() => answer);
    const client = new RpcClient(async () => connection, 100);
    await client.request(MetricsRpc, { text: 'x' });
    answer = { err: new AppError(ErrorCode.NotFound, 'No such thing').toWire(), isDisposed: true };
    await client.request(MetricsRpc, { text: 'x' }).catch(() => undefined);
    answer = NO_RESPONDERS;
    await client.request(MetricsRpc, { text: 'x' }).catch(() => undefined);
    answer = SILENT;
    await client.request(MetricsRpc, { text: 'x' }).catch(() => undefined);

    const mine = async (name: string) =>
      (await metricsRegistry.getSingleMetric(name)!.get()).values.filter(
        (sample) => sample.labels.subject === MetricsRpc.subject,
      );
    expect(
      (await mine('hirerelay_rpc_client_requests_total')).map((sample) => [
        sample.labels.outcome,
        sample.value,
      ]),
    ).toEqual([
      ['ok', 2],
      ['no_responders', 1],
      ['timeout', 1],
    ]);
    const timed = (await mine('hirerelay_rpc_client_duration_seconds')).find((sample) =>
      (sample as { metricName?: string }).metricName?.endsWith('_count'),
    );
    expect(timed?.value).toBe(4);
  });
});
