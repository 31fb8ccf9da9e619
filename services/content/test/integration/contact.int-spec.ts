import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import {
  ContactMessageReceivedEvent,
  ErrorCode,
  EVENTS_STREAM,
  SubmitContactMessageRpc,
  type TEventEnvelope,
} from '@hirerelay/contracts';
import { MSG_CONTACT_REASON_REQUIRED, MSG_INVALID_CHARACTERS, MSG_NAME_REQUIRED } from '@hirerelay/domain';
import { type RunningApp, testLogDir, uniqueEmail, waitFor } from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  connectContent,
  rawRequest,
  startContentProcess,
  type ContentHarness,
} from '../support/content-process.js';

const backing = inject('backing');
let content: ContentHarness;
let contentApp: RunningApp | undefined;

beforeAll(async () => {
  content = await connectContent(backing);
  // Not the shared system: it starts only what it checks (content), with settings of its own.
  contentApp = await startContentProcess(backing, content.rpc, testLogDir('content-contact'));
});

afterAll(async () => {
  await contentApp?.stop();
  await content?.stop();
});

async function storedMessage(id: string) {
  const { rows } = await content.db.query(
    `SELECT reason::text AS reason, name, email, message, user_id::text AS user_id, created_at
       FROM contact_messages WHERE id = $1`,
    [id],
  );
  return rows[0];
}

async function outboxRows(messageId: string) {
  const { rows } = await content.db.query<{ envelope: TEventEnvelope; published_at: Date | null }>(
    `SELECT envelope, published_at FROM outbox_events
      WHERE subject = $1 AND envelope->'payload'->>'messageId' = $2`,
    [ContactMessageReceivedEvent.subject, messageId],
  );
  return rows;
}

describe('contact messages', () => {
  it('stores the message and publishes the fact through the outbox', async () => {
    const userId = randomUUID();
    const email = uniqueEmail('contact');
    const before = Date.now();
    const reply = await content.rpc.request(SubmitContactMessageRpc, {
      reason: 'support',
      name: '  Jane Doe ',
      email,
      message: 'My <b>resume</b> upload fails.',
      userId,
    });
    expect(Date.parse(reply.receivedAt)).toBeGreaterThanOrEqual(before);

    expect(await storedMessage(reply.id)).toEqual({
      reason: 'support',
      name: 'Jane Doe',
      email,
      message: 'My <b>resume</b> upload fails.',
      user_id: userId,
      created_at: new Date(reply.receivedAt),
    });

    const [row, ...others] = await outboxRows(reply.id);
    expect(others).toEqual([]);
    expect(row?.envelope).toMatchObject({
      subject: ContactMessageReceivedEvent.subject,
      producer: 'content',
      payload: {
        messageId: reply.id,
        reason: 'support',
        name: 'Jane Doe',
        email,
        message: 'My <b>resume</b> upload fails.',
        userId,
        receivedAt: reply.receivedAt,
      },
    });
    await waitFor(async () => (await outboxRows(reply.id))[0]?.published_at, {
      description: 'the relay publishes the event',
    });
    const jsm = await jetstreamManager(content.nc);
    const published = await jsm.streams.getMessage(EVENTS_STREAM.name, {
      last_by_subj: ContactMessageReceivedEvent.subject,
    });
    expect(published?.json<TEventEnvelope>()).toEqual(row!.envelope);
  });

  it('stores a message from a visitor who is not signed in without a user', async () => {
    const reply = await content.rpc.request(SubmitContactMessageRpc, {
      reason: 'general',
      name: 'Visitor',
      email: uniqueEmail('visitor'),
      message: 'Hello',
    });
    expect(await storedMessage(reply.id)).toMatchObject({ reason: 'general', user_id: null });
    expect((await outboxRows(reply.id))[0]?.envelope.payload).toMatchObject({ userId: null });
  });

  it("refuses a message with missing fields in the service itself, with the spec's messages", async () => {
    const email = uniqueEmail('refused');
    const refusal = await rawRequest(content.nc, SubmitContactMessageRpc, {
      reason: 'complaints',
      name: '  ',
      email,
      message: 'Hello',
    });
    expect(refusal).toMatchObject({
      code: ErrorCode.Validation,
      fields: { reason: MSG_CONTACT_REASON_REQUIRED, name: MSG_NAME_REQUIRED },
    });
    const { rowCount } = await content.db.query('SELECT 1 FROM contact_messages WHERE email = $1', [email]);
    expect(rowCount).toBe(0);
  });

  it('refuses a message with a NUL byte in the service itself, and stores nothing', async () => {
    const email = uniqueEmail('nul');
    const refusal = await rawRequest(content.nc, SubmitContactMessageRpc, {
      reason: 'general',
      name: 'Nul',
      email,
      message: 'a\u0000b',
    });
    expect(refusal).toMatchObject({
      code: ErrorCode.Validation,
      fields: { message: MSG_INVALID_CHARACTERS },
    });
    const { rowCount } = await content.db.query('SELECT 1 FROM contact_messages WHERE email = $1', [email]);
    expect(rowCount).toBe(0);
  });
});
