import { RequestError, TimeoutError, type Msg, type SubscriptionOptions } from '@nats-io/transport-node';
import { describe, expect, it, vi } from 'vitest';
import { ReplyInbox, type InboxConnection } from './reply-inbox.js';

/** A connection that records publishes; the test answers them with `answer(replySubject, text)`. */
function fakeConnection(publish: InboxConnection['publish'] = () => undefined) {
  let deliver: SubscriptionOptions['callback'];
  const connection = {
    subscribe: vi.fn((_subject: string, options?: SubscriptionOptions) => {
      deliver = options?.callback;
      return {};
    }),
    publish: vi.fn(publish),
  } as unknown as InboxConnection;
  const answer = (subject: string, text: string) =>
    deliver?.(null, { subject, data: new TextEncoder().encode(text) } as unknown as Msg);
  const replySubject = (index: number) =>
    (vi.mocked(connection.publish).mock.calls[index]?.[2] as { reply: string }).reply;
  return { connection, answer, replySubject };
}

const bytes = new Uint8Array([123, 125]);

describe('ReplyInbox', () => {
  it('settles each request with the reply on its own subject, whatever the order', async () => {
    const { connection, answer, replySubject } = fakeConnection();
    const inbox = new ReplyInbox(connection);
    const first = inbox.request('a.b.v1', bytes, { timeoutMs: 1_000 });
    const second = inbox.request('a.b.v1', bytes, { timeoutMs: 1_000 });

    answer(replySubject(1), 'two');
    answer(replySubject(0), 'one');

    expect(new TextDecoder().decode((await first).data)).toBe('one');
    expect(new TextDecoder().decode((await second).data)).toBe('two');
    expect(inbox.pending).toBe(0);
  });

  it('times out on silence, and a reply that comes too late is dropped', async () => {
    const { connection, answer, replySubject } = fakeConnection();
    const inbox = new ReplyInbox(connection);

    await expect(inbox.request('a.b.v1', bytes, { timeoutMs: 10 })).rejects.toBeInstanceOf(TimeoutError);
    expect(inbox.pending).toBe(0);
    expect(() => answer(replySubject(0), 'late')).not.toThrow();
  });

  it('ignores messages for other inboxes and repeated replies', async () => {
    const { connection, answer, replySubject } = fakeConnection();
    const inbox = new ReplyInbox(connection);
    const asked = inbox.request('a.b.v1', bytes, { timeoutMs: 1_000 });

    answer('_INBOX.someone-else.1', 'not ours');
    answer(replySubject(0), 'ours');
    answer(replySubject(0), 'again');

    expect(new TextDecoder().decode((await asked).data)).toBe('ours');
  });

  it('fails a request whose publish throws, and every waiting one when the connection closes', async () => {
    const refused = new ReplyInbox(
      fakeConnection(() => {
        throw new Error('connection draining');
      }).connection,
    );
    await expect(refused.request('a.b.v1', bytes, { timeoutMs: 1_000 })).rejects.toThrow(
      'connection draining',
    );
    expect(refused.pending).toBe(0);

    const inbox = new ReplyInbox(fakeConnection().connection);
    const waiting = inbox.request('a.b.v1', bytes, { timeoutMs: 60_000 });
    inbox.close();
    await expect(waiting).rejects.toBeInstanceOf(RequestError);
    expect(inbox.pending).toBe(0);
  });
});
