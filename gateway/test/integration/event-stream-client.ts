import type { HttpSession } from '@hirerelay/testing';

/** One server-sent event as the browser's EventSource would see it. */
export interface ReceivedEvent {
  id: string | undefined;
  data: { type: string; jobId?: string; payload?: Record<string, unknown> };
}

export interface EventStream {
  status: number;
  headers: Headers;
  /** A refused stream's body (the house error shape); undefined for an open one. */
  refusal: unknown;
  /** Every event received so far, in order. */
  events: ReceivedEvent[];
  /** How many comment lines (heartbeats) arrived. */
  comments: number;
  /** The first event (already received or still to come) that matches, or a timeout error. */
  waitFor(match: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Whether the server ended the stream. */
  ended(): boolean;
  close(): void;
}

/**
 * GET /api/events read the way EventSource reads it (text/event-stream framing), with the
 * session's cookies. Tests look at what arrived and wait for what should.
 */
export async function openEventStream(
  session: HttpSession,
  options: { lastEventId?: string; lastEventIdIn?: 'header' | 'query' } = {},
): Promise<EventStream> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream', 'accept-encoding': 'gzip, br' };
  const cookie = session.cookieHeaderFor('/api/events');
  if (cookie) headers.cookie = cookie;
  const url = new URL('/api/events', session.baseUrl);
  if (options.lastEventId !== undefined) {
    if (options.lastEventIdIn === 'query') url.searchParams.set('lastEventId', options.lastEventId);
    else headers['last-event-id'] = options.lastEventId;
  }
  const response = await fetch(url, { headers, signal: abort.signal });
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  let comments = 0;
  let done = false;
  const stream: EventStream = {
    status: response.status,
    headers: response.headers,
    refusal: undefined,
    events,
    get comments() {
      return comments;
    },
    ended: () => done,
    close: () => abort.abort(),
    waitFor: (match, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching event within ${String(timeoutMs)} ms; got ${JSON.stringify(events)}`),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
  };
  if (!response.ok || !response.body) {
    stream.refusal = await response.json().catch(() => undefined);
    done = true;
    return stream;
  }
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const lines = block.split('\n');
          if (lines.every((line) => line.startsWith(':'))) comments += 1;
          const id = lines.find((line) => line.startsWith('id: '))?.slice(4);
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
          if (data !== undefined) events.push({ id, data: JSON.parse(data) as ReceivedEvent['data'] });
          for (const waiter of [...waiters]) waiter();
        }
      }
    } catch {
      // aborted by close()
    } finally {
      done = true;
    }
  })();
  return stream;
}
