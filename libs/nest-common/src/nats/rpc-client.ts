import { connect, headers, TimeoutError, type NatsConnection } from '@nats-io/transport-node';
import {
  AppError,
  ErrorCode,
  REQUEST_ID_HEADER,
  type RpcContract,
  type RpcReply,
  type RpcRequest,
} from '@hirerelay/contracts';
import type { z } from 'zod';
import { currentRequestId } from '../logging/request-context.js';
import { natsConnectionOptions } from './nats-options.js';

type AnyRpc = RpcContract<z.ZodType, z.ZodType>;

export interface RpcRequestOptions {
  timeoutMs?: number;
}

/** The part of a NATS connection the client uses (a fake one in unit tests). */
export type RpcConnection = Pick<NatsConnection, 'request' | 'closed' | 'drain' | 'isClosed'>;

/**
 * What a Nest microservice answers on NATS (`@nestjs/microservices` ServerNats): the handler's
 * value, or the error it failed with (our RPC edge sends AppError data), and whether the stream is
 * over. A handler's single value and the end of its stream arrive in one message.
 */
interface NestReplyPacket {
  response?: unknown;
  err?: unknown;
  isDisposed?: boolean;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * The one way to ask a service something. Each message is parsed once, by the side that receives
 * it: the service parses the request with the contract (`@RpcPayload`, whose refusal comes back as
 * the same VALIDATION AppError), this client parses the reply. What goes out is typed by the
 * contract's input and not parsed again here: a second zod pass per hop cost CPU on every request
 * and proved nothing the receiver does not prove. Forwards the current request id as a NATS header,
 * and turns every failure into an AppError (a remote AppError is rebuilt as itself; silence becomes
 * SERVICE_UNAVAILABLE).
 *
 * It speaks the packet format of Nest's NATS transport (`{ pattern, data, id }` out, `{ id,
 * response | err, isDisposed }` back) over the connection's own request/reply, which shares one
 * reply subscription among all requests. Nest's ClientNats subscribed and unsubscribed a fresh
 * inbox for every request (two more protocol messages and socket writes each) and wrapped each in
 * several RxJS operators.
 */
export class RpcClient {
  private connection: Promise<RpcConnection> | undefined;
  /** The connection once open (while it stays open): requests then skip the wait below. */
  private ready: RpcConnection | undefined;
  private nextId = 0;
  private closing = false;

  constructor(
    private readonly open: () => Promise<RpcConnection>,
    private readonly defaultTimeoutMs = 5_000,
  ) {}

  /**
   * Connects on the first request (waiting for NATS if it is not up yet, within that request's
   * deadline), reconnecting for ever with the system's policy; a connection that closes for good
   * is replaced by a new one on the next request.
   */
  static connect(natsUrl: string, name: string, defaultTimeoutMs?: number): RpcClient {
    // No async traces: nats.js would otherwise build two Errors (stack traces) for every request,
    // only to improve the stack of a timeout; the AppError says which subject timed out.
    return new RpcClient(
      () => connect({ ...natsConnectionOptions(natsUrl, name), noAsyncTraces: true }),
      defaultTimeoutMs,
    );
  }

  async request<C extends AnyRpc>(
    contract: C,
    payload: RpcRequest<C>,
    options: RpcRequestOptions = {},
  ): Promise<RpcReply<C>> {
    const waitMs = options.timeoutMs ?? this.defaultTimeoutMs;
    const started = performance.now();
    let packet: NestReplyPacket;
    try {
      const nc = await this.connected(waitMs);
      const natsHeaders = headers();
      const requestId = currentRequestId();
      if (requestId) natsHeaders.set(REQUEST_ID_HEADER, requestId);
      this.nextId = (this.nextId + 1) % Number.MAX_SAFE_INTEGER;
      const body = JSON.stringify({ pattern: contract.subject, data: payload, id: String(this.nextId) });
      const message = await nc.request(contract.subject, encoder.encode(body), {
        timeout: Math.max(1, Math.round(waitMs - (performance.now() - started))),
        headers: natsHeaders,
      });
      packet = JSON.parse(decoder.decode(message.data)) as NestReplyPacket;
    } catch (error) {
      throw toCallerError(error, contract.subject, waitMs);
    }
    if (packet.err !== undefined && packet.err !== null) {
      throw toCallerError(packet.err, contract.subject, waitMs);
    }
    const parsed = contract.reply.safeParse(packet.response);
    if (!parsed.success) {
      throw new AppError(ErrorCode.Internal, `Malformed reply on ${contract.subject}`);
    }
    return parsed.data as RpcReply<C>;
  }

  async close(): Promise<void> {
    this.closing = true;
    const connection = this.connection;
    this.connection = undefined;
    this.ready = undefined;
    const nc = await connection?.catch(() => undefined);
    if (nc && !nc.isClosed()) await nc.drain().catch(() => undefined);
  }

  /** The open connection, or one being opened; a wait for NATS counts against the request's deadline. */
  private async connected(waitMs: number): Promise<RpcConnection> {
    if (this.ready) return this.ready;
    if (!this.connection) {
      const opening = this.open();
      this.connection = opening;
      opening.then(
        (nc) => {
          if (this.connection === opening) this.ready = nc;
          void nc.closed().then(() => {
            if (this.connection !== opening || this.closing) return;
            this.connection = undefined;
            this.ready = undefined;
          });
        },
        () => {
          if (this.connection === opening) this.connection = undefined;
        },
      );
    }
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new TimeoutError()), waitMs);
    });
    try {
      return await Promise.race([this.connection, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }
}

function toCallerError(error: unknown, subject: string, waitMs: number): AppError {
  const remote = AppError.tryFromUnknown(error);
  if (remote) return remote;
  if (error instanceof TimeoutError) {
    return new AppError(ErrorCode.ServiceUnavailable, `No answer on ${subject} within ${waitMs} ms`);
  }
  const detail = error instanceof Error ? error.message : JSON.stringify(error);
  return new AppError(ErrorCode.ServiceUnavailable, `Request on ${subject} failed: ${detail}`);
}
