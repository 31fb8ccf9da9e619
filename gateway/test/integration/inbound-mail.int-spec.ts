import { createHmac, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import {
  InboundMailMessages,
  ReplyReceivedEvent,
  type EventPayload,
  type TEventEnvelope,
} from '@hirerelay/contracts';
import { createS3Client } from '@hirerelay/nest-common';
import {
  signedUpSession,
  startHealthyGateway,
  testLogDir,
  useSharedSystem,
  waitFor,
  waitForMail,
  type RunningApp,
  type SharedSystem,
} from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/*
 * The signed inbound mail webhook end to end: a gateway of its own with the secret, in front of the
 * run's services; the message staged in the object store, taken by notifications, and the
 * reply-received event seen on NATS; the forward in the mail sink. Bad signatures and unknown
 * recipients keep nothing (no event, no object).
 */
const shared = inject('shared');
const logDir = testLogDir('gateway-inbound-mail');
const SECRET = 'inbound-mail-webhook-secret-for-the-integration-test';
const REPLY_DOMAIN = 'reply.hirerelay.local';
let system: SharedSystem;
let gateway: RunningApp & { url: string };
let nc: NatsConnection;
let events: Subscription;
const seen: EventPayload<typeof ReplyReceivedEvent>[] = [];

beforeAll(async () => {
  system = await useSharedSystem(shared);
  gateway = await startHealthyGateway(system.backing, {
    logDir,
    env: { INBOUND_MAIL_WEBHOOK_SECRET: SECRET },
  });
  nc = await connect({ servers: system.backing.NATS_URL });
  events = nc.subscribe(ReplyReceivedEvent.subject);
  void (async () => {
    for await (const msg of events) {
      seen.push((msg.json() as TEventEnvelope).payload as EventPayload<typeof ReplyReceivedEvent>);
    }
  })();
}, 60_000);
afterAll(async () => {
  events?.unsubscribe();
  await nc?.close();
  await gateway?.stop();
});

/** A new user and their reply address, asked of the gateway as Settings does. */
async function userWithReplyAddress(): Promise<{ id: string; email: string; address: string }> {
  const user = await signedUpSession(system.url);
  const answer = await user.session.get<{ address: string }>('/api/me/reply-address');
  expect(answer.status).toBe(200);
  expect(answer.body.address.endsWith(`@${REPLY_DOMAIN}`)).toBe(true);
  return { id: user.id, email: user.email, address: answer.body.address };
}

const sign = (body: Buffer, t = Math.floor(Date.now() / 1000), secret = SECRET) =>
  `t=${t},v1=${createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex')}`;

const mail = (subject: string) =>
  Buffer.from(
    [
      'From: Jane Roe <jane@acme.example>',
      `Subject: ${subject}`,
      `Message-ID: <${randomUUID()}@acme.example>`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Thank you for applying. Unfortunately we will not be moving forward with your application.',
      '',
    ].join('\r\n'),
  );

function post(body: Buffer, headers: Record<string, string>, query = '') {
  return fetch(`${gateway.url}/api/webhooks/inbound-mail${query}`, {
    method: 'POST',
    headers: { 'content-type': 'message/rfc822', ...headers },
    body,
  });
}

async function objectsUnder(prefix: string): Promise<string[]> {
  const s3 = createS3Client(system.backing);
  try {
    const listed = await s3.send(
      new ListObjectsV2Command({ Bucket: system.backing.S3_BUCKET, Prefix: prefix }),
    );
    return (listed.Contents ?? []).map((object) => object.Key ?? '');
  } finally {
    s3.destroy();
  }
}

describe('POST /api/webhooks/inbound-mail', () => {
  it('takes a signed message: the event on NATS with the classification, the raw message kept, the forward sent, the staging emptied', async () => {
    const user = await userWithReplyAddress();
    const { address } = user;
    const body = mail(`Your application ${randomUUID()}`);
    const answer = await post(body, {
      'x-hirerelay-signature': sign(body),
      'x-hirerelay-recipient': address,
    });
    expect(answer.status).toBe(200);
    const { replyId, duplicate } = (await answer.json()) as { replyId: string; duplicate: boolean };
    expect(duplicate).toBe(false);

    const event = await waitFor(() => seen.find((e) => e.replyId === replyId), {
      timeoutMs: 15_000,
      description: 'the reply-received event on NATS',
    });
    expect(event).toMatchObject({
      userId: user.id,
      replyAddress: address,
      from: { address: 'jane@acme.example' },
      classification: { kind: 'rejection', suggestedStatus: 'Rejected' },
    });
    expect(event.body).toContain('we will not be moving forward');
    expect(await objectsUnder(`inbound-mail/${user.id}/${replyId}/`)).toEqual([
      `inbound-mail/${user.id}/${replyId}/message.eml`,
    ]);
    expect(await objectsUnder('inbound-mail/incoming/')).toEqual([]);
    const forward = await waitForMail(system.backing.MAIL_INBOX_URL, {
      to: user.email,
      subjectIncludes: 'Fwd: Your application',
      timeoutMs: 20_000,
    });
    expect(forward.subject).toContain('Fwd: Your application');

    // The provider retries: the same message is taken once.
    const again = await post(
      body,
      { 'x-hirerelay-signature': sign(body) },
      `?recipient=${encodeURIComponent(address)}`,
    );
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ replyId, duplicate: true });
  });

  it.each([
    ['no signature', () => ({})],
    ['a wrong secret', (body: Buffer) => ({ 'x-hirerelay-signature': sign(body, undefined, `${SECRET}x`) })],
    [
      'a stale timestamp',
      (body: Buffer) => ({ 'x-hirerelay-signature': sign(body, Math.floor(Date.now() / 1000) - 301) }),
    ],
    ['a signature of other bytes', () => ({ 'x-hirerelay-signature': sign(Buffer.from('other')) })],
  ])('refuses %s with 401 and keeps nothing', async (_what, headers) => {
    const { id: userId, address } = await userWithReplyAddress();
    const body = mail('Unsigned');
    const answer = await post(body, { ...headers(body), 'x-hirerelay-recipient': address });
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(
      InboundMailMessages.invalidSignature,
    );
    expect(await objectsUnder(`inbound-mail/${userId}/`)).toEqual([]);
    expect(await objectsUnder('inbound-mail/incoming/')).toEqual([]);
    expect(seen.filter((e) => e.userId === userId)).toEqual([]);
  });

  it('refuses an unknown recipient with 404 and keeps nothing', async () => {
    const body = mail('Nobody');
    const answer = await post(body, {
      'x-hirerelay-signature': sign(body),
      'x-hirerelay-recipient': `cccccccccccccccc@${REPLY_DOMAIN}`,
    });
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(
      InboundMailMessages.noSuchUser,
    );
    expect(await objectsUnder('inbound-mail/incoming/')).toEqual([]);
  });

  it('refuses a rotated address like an unknown one: 404, nothing kept, while the new one is taken', async () => {
    const user = await signedUpSession(system.url);
    const old = await user.session.get<{ address: string }>('/api/me/reply-address');
    const rotated = await user.session.post<{ address: string }>('/api/me/reply-address/rotate');
    expect(rotated.status).toBe(200);

    const body = mail('To the old address');
    const refused = await post(body, {
      'x-hirerelay-signature': sign(body),
      'x-hirerelay-recipient': old.body.address,
    });
    expect(refused.status).toBe(404);
    expect(await objectsUnder(`inbound-mail/${user.id}/`)).toEqual([]);

    const fresh = mail('To the new address');
    const taken = await post(fresh, {
      'x-hirerelay-signature': sign(fresh),
      'x-hirerelay-recipient': rotated.body.address,
    });
    expect(taken.status).toBe(200);
  });

  it('refuses a body over 10 MiB with 413 from its declared length, before reading it', async () => {
    // Declares 10 MiB + 1 and sends 1 KiB: an answer before the rest is proof it was not read.
    const { hostname, port } = new URL(gateway.url);
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          host: hostname,
          port,
          method: 'POST',
          path: '/api/webhooks/inbound-mail',
          headers: {
            'content-type': 'message/rfc822',
            'content-length': String(10 * 1024 * 1024 + 1),
            'x-hirerelay-signature': 't=1,v1=00',
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          request.destroy();
        },
      );
      request.on('error', reject);
      request.write(Buffer.alloc(1024));
    });
    expect(status).toBe(413);
  });

  it('is 404 on a gateway without the secret', async () => {
    const body = mail('No secret');
    const answer = await fetch(`${system.url}/api/webhooks/inbound-mail`, {
      method: 'POST',
      headers: { 'content-type': 'message/rfc822', 'x-hirerelay-signature': sign(body) },
      body,
    });
    expect(answer.status).toBe(404);
  });
});
