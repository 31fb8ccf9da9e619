import { errors, type Msg, type MsgHdrs, type RequestOptions } from '@nats-io/transport-node';
import { AppError, defineRpc, ErrorCode } from '@hirerelay/contracts';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { requestContext } from '../logging/request-context.js';
import { RpcClient, type RpcConnection } from './rpc-client.js';

const EchoRpc = defineRpc(
  'test.echo.v1',
  z.object({ text: z.string().trim().min(1), times: z.number().int().default(1) }),
  z.object({ echoed: z.string() }),
);

interface Sent {
  subject: string;
  packet: { pattern: string; data: unknown; id: string };
  headers: MsgHdrs | undefined;
  timeout: number;
}

/** A connection whose `request` answers with `reply(sent)` (a Nest reply packet, or a thrown error). */
function fakeConnection(reply: (sent: Sent) => unknown) {
  const sent: Sent[] = [];
  const connection: RpcConnection = {
    request: vi.fn(async (subject: string, data?: unknown, options?: RequestOptions) => {
      const packet = JSON.parse(new TextDecoder().decode(data as Uint8Array)) as Sent['packet'];
      const entry = { subject, packet, headers: options?.headers, timeout: options?.timeout ?? 0 };
      sent.push(entry);
      const answer = reply(entry);
      return { data: new TextEncoder().encode(JSON.stringify(answer)) } as unknown as Msg;
    }),
    closed: () => new Promise(() => undefined),
    drain: vi.fn(async () => undefined),
    isClosed: () => false,
  };
  return { connection, sent };
}

describe('RpcClient', () => {
  it('sends Nest\u2019s request packet with the request id header, over one shared connection', async () => {
    const { connection, sent } = fakeConnection(({ packet }) => ({
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
    expect(sent[0]!.timeout).toBeGreaterThan(0);
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
    const silent = fakeConnection(() => {
      throw new errors.TimeoutError();
    });
    const timedOut = await new RpcClient(async () => silent.connection, 250)
      .request(EchoRpc, { text: 'x' })
      .catch((e: unknown) => e);
    expect(timedOut).toMatchObject({
      code: ErrorCode.ServiceUnavailable,
      message: 'No answer on test.echo.v1 within 250 ms',
    });

    const nobody = fakeConnection(() => {
      throw new errors.RequestError('no responders', { cause: new errors.NoRespondersError('test.echo.v1') });
    });
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
});
