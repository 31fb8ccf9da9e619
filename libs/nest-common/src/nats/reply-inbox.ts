import {
  createInbox,
  NoRespondersError,
  RequestError,
  TimeoutError,
  type Msg,
  type MsgHdrs,
  type NatsConnection,
} from '@nats-io/transport-node';

/** The part of a NATS connection the inbox uses (a fake one in unit tests). */
export type InboxConnection = Pick<NatsConnection, 'subscribe' | 'publish'>;

interface Waiting {
  subject: string;
  resolve: (message: Msg) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export interface InboxRequestOptions {
  headers?: MsgHdrs;
  timeoutMs: number;
}

/**
 * Request/reply over one reply subscription per connection: each request publishes with a reply
 * subject `<inbox>.<token>` and waits for the message that comes back there, or its deadline. This
 * is what nats.js's own `request()` does (its "mux" inbox), less one cost: nats.js settles every
 * request by also rejecting it with a freshly built `RequestError("cancelled")`, an Error with a
 * stack trace per request (4 % of the gateway's CPU on the jobs list). Failures read as nats.js's:
 * `TimeoutError` on silence, a `RequestError` caused by `NoRespondersError` when nobody serves the
 * subject (the server's 503 status message), a `RequestError` for every request still waiting when
 * the connection closes.
 */
export class ReplyInbox {
  private readonly prefix: string;
  private readonly waiting = new Map<string, Waiting>();
  private nextToken = 0;

  constructor(
    private readonly nc: InboxConnection,
    inboxPrefix?: string,
  ) {
    this.prefix = `${createInbox(inboxPrefix)}.`;
    nc.subscribe(`${this.prefix}*`, { callback: (error, message) => this.settle(error, message) });
  }

  request(subject: string, data: Uint8Array, options: InboxRequestOptions): Promise<Msg> {
    this.nextToken = (this.nextToken + 1) % Number.MAX_SAFE_INTEGER;
    const token = String(this.nextToken);
    return new Promise<Msg>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(token);
        reject(new TimeoutError());
      }, options.timeoutMs);
      this.waiting.set(token, { subject, resolve, reject, timer });
      try {
        this.nc.publish(subject, data, { reply: this.prefix + token, headers: options.headers });
      } catch (error) {
        this.take(token)?.reject(error instanceof Error ? error : new RequestError(String(error)));
      }
    });
  }

  /** How many requests wait for their reply (a test's check that none is left behind). */
  get pending(): number {
    return this.waiting.size;
  }

  /** Fails every request still waiting: the connection closed for good. */
  close(): void {
    for (const token of [...this.waiting.keys()])
      this.take(token)?.reject(new RequestError('connection closed'));
  }

  private settle(error: Error | null, message: Msg | undefined): void {
    const subject = message?.subject ?? '';
    if (!subject.startsWith(this.prefix)) return;
    const waiting = this.take(subject.slice(this.prefix.length));
    if (!waiting || !message) return;
    if (error) waiting.reject(error);
    else if (message.data.length === 0 && message.headers?.code === 503) {
      const cause = new NoRespondersError(waiting.subject);
      waiting.reject(new RequestError('no responders', { cause }));
    } else waiting.resolve(message);
  }

  /** The waiting request of `token`, no longer waiting (a late or repeated reply finds none). */
  private take(token: string): Waiting | undefined {
    const waiting = this.waiting.get(token);
    if (!waiting) return undefined;
    this.waiting.delete(token);
    clearTimeout(waiting.timer);
    return waiting;
  }
}
