import type { z } from 'zod';

/**
 * Subjects carry a version suffix so a breaking change ships as a new subject beside the old one.
 * Request/reply subjects are `<service>.<area>.<verb>.vN`; events live under `events.` so the
 * JetStream stream that captures them never swallows a request/reply subject.
 */
const RPC_SUBJECT = /^[a-z]+(\.[a-z0-9-]+)+\.v\d+$/;
const EVENT_SUBJECT = /^events(\.[a-z0-9-]+)+\.v\d+$/;

export interface RpcContract<Req extends z.ZodType, Res extends z.ZodType> {
  readonly kind: 'rpc';
  readonly subject: string;
  readonly request: Req;
  readonly reply: Res;
  /**
   * Safe to send twice: a read (lists, details, gets, lookups) that changes nothing. The RPC client
   * may send it again to another replica when the first asked died or stayed silent
   * (`withRpcRetry`); any other RPC is sent once, unless its request carries an `idempotencyKey`.
   */
  readonly idempotent: boolean;
}

export interface RpcOptions {
  /** See `RpcContract.idempotent`. */
  idempotent?: boolean;
}

export interface EventContract<Payload extends z.ZodType> {
  readonly kind: 'event';
  readonly subject: string;
  readonly payload: Payload;
}

export function defineRpc<Req extends z.ZodType, Res extends z.ZodType>(
  subject: string,
  request: Req,
  reply: Res,
  options: RpcOptions = {},
): RpcContract<Req, Res> {
  if (!RPC_SUBJECT.test(subject)) throw new Error(`Invalid RPC subject "${subject}"`);
  return { kind: 'rpc', subject, request, reply, idempotent: options.idempotent ?? false };
}

export function defineEvent<Payload extends z.ZodType>(
  subject: string,
  payload: Payload,
): EventContract<Payload> {
  if (!EVENT_SUBJECT.test(subject)) throw new Error(`Invalid event subject "${subject}"`);
  return { kind: 'event', subject, payload };
}

export type RpcRequest<C> = C extends RpcContract<infer Req, z.ZodType> ? z.input<Req> : never;
export type RpcReply<C> = C extends RpcContract<z.ZodType, infer Res> ? z.output<Res> : never;
export type EventPayload<C> = C extends EventContract<infer P> ? z.output<P> : never;
