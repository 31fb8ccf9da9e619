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
import { recordRpcAttempt, recordRpcCall } from '../metrics/rpc-metrics.js';
import { injectTraceContext, inSpan, natsAttributes, SpanKind } from '../tracing/trace-context.js';
import { natsConnectionOptions } from './nats-options.js';
import { ReplyInbox, type InboxConnection } from './reply-inbox.js';
import { relayedReplyJson } from './rpc-reply-serializer.js';
import { rpcAttemptShare, withRpcRetry } from './rpc-retry.js';

type AnyRpc = RpcContract<z.ZodType, z.ZodType>;

export interface RpcRequestOptions {
  timeoutMs?: number;
}

/** The part of a NATS connection the client uses (a fake one in unit tests). */
export type RpcConnection = InboxConnection & Pick<NatsConnection, 'closed' | 'drain' | 'isClosed'>;

/** An open connection and the one reply inbox all requests over it share. */
interface Line {
  nc: RpcConnection;
  inbox: ReplyInbox;
}

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

/**
 * A reply's JSON text, typed with the value it holds, for a route that sends it to the browser as it
 * is (`RpcClient.relay`).
 */
export class RelayedJson<Reply> {
  /** Only carries the type: a relayed reply is never parsed into one. */
  declare readonly reply?: Reply;

  constructor(readonly json: string) {}
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
 * response | err, isDisposed }` back) over one reply subscription per connection shared by all
 * requests (`ReplyInbox`). Nest's ClientNats subscribed and unsubscribed a fresh inbox for every
 * request (two more protocol messages and socket writes each) and wrapped each in several RxJS
 * operators.
 */
export class RpcClient {
  private connection: Promise<Line> | undefined;
  /** The connection once open (while it stays open): requests then skip the wait below. */
  private ready: Line | undefined;
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
    const text = await this.exchange(contract, payload, waitMs);
    return this.replyOf(contract, text, waitMs);
  }

  /**
   * For a reply that goes on to a browser unchanged (a list page): the handler's value as the JSON
   * text the service wrote (`RpcReplySerializer`), neither parsed nor validated nor written again
   * here. Parsing, checking and re-writing a page of 50 jobs was a quarter of the gateway's CPU on
   * the jobs list. What it gives up is this hop's check of the reply's shape: the sender's types
   * make it (the handler returns the contract's reply type), and the route's integration tests
   * parse what the browser gets with the contract. Refusals are AppErrors as with `request`; a
   * reply written otherwise (an older service) is parsed, checked and written once here.
   */
  async relay<C extends AnyRpc>(
    contract: C,
    payload: RpcRequest<C>,
    options: RpcRequestOptions = {},
  ): Promise<RelayedJson<RpcReply<C>>> {
    const waitMs = options.timeoutMs ?? this.defaultTimeoutMs;
    const text = await this.exchange(contract, payload, waitMs);
    const json = relayedReplyJson(text);
    if (json !== undefined) return new RelayedJson(json);
    return new RelayedJson(JSON.stringify(this.replyOf(contract, text, waitMs)));
  }

  /**
   * Sends the request packet and answers the reply message's text; any failure is an AppError.
   * With tracing on, inside a CLIENT span named after the subject whose `traceparent` goes in the
   * headers, so the service's server span is its child.
   */
  private exchange(contract: AnyRpc, payload: unknown, waitMs: number): Promise<string> {
    return inSpan(
      contract.subject,
      { kind: SpanKind.CLIENT, attributes: natsAttributes(contract.subject, 'send') },
      () => this.send(contract, payload, waitMs),
    );
  }

  private async send(contract: AnyRpc, payload: unknown, waitMs: number): Promise<string> {
    const started = performance.now();
    try {
      const { inbox } = await this.connected(waitMs);
      const natsHeaders = headers();
      const requestId = currentRequestId();
      if (requestId) natsHeaders.set(REQUEST_ID_HEADER, requestId);
      injectTraceContext(natsHeaders);
      this.nextId = (this.nextId + 1) % Number.MAX_SAFE_INTEGER;
      const body = JSON.stringify({ pattern: contract.subject, data: payload, id: String(this.nextId) });
      const data = encoder.encode(body);
      const message = await withRpcRetry(
        rpcAttemptShare(contract, payload),
        Math.max(1, Math.round(waitMs - (performance.now() - started))),
        (timeoutMs) =>
          inbox.request(contract.subject, data, { timeoutMs, headers: natsHeaders }).then(
            (reply) => {
              recordRpcAttempt(contract.subject);
              return reply;
            },
            (error: unknown) => {
              recordRpcAttempt(contract.subject, error);
              throw error;
            },
          ),
      );
      // The request once, whatever its sends (counted apart above).
      recordRpcCall(contract.subject, started);
      return decoder.decode(message.data);
    } catch (error) {
      recordRpcCall(contract.subject, started, error);
      throw toCallerError(error, contract.subject, waitMs);
    }
  }

  /** The reply packet's value checked with the contract, or its error as an AppError. */
  private replyOf<C extends AnyRpc>(contract: C, text: string, waitMs: number): RpcReply<C> {
    let packet: NestReplyPacket;
    try {
      packet = JSON.parse(text) as NestReplyPacket;
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
    const line = await connection?.catch(() => undefined);
    if (line && !line.nc.isClosed()) await line.nc.drain().catch(() => undefined);
  }

  /** The open connection, or one being opened; a wait for NATS counts against the request's deadline. */
  private async connected(waitMs: number): Promise<Line> {
    if (this.ready) return this.ready;
    if (!this.connection) {
      const opening = this.open().then((nc): Line => ({ nc, inbox: new ReplyInbox(nc) }));
      this.connection = opening;
      opening.then(
        (line) => {
          if (this.connection === opening) this.ready = line;
          void line.nc.closed().then(() => {
            line.inbox.close();
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
