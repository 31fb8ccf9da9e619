import { jetstream } from '@nats-io/jetstream';
import { connect, headers, type NatsConnection } from '@nats-io/transport-node';
import { EmitSystemPingRpc, GetReceivedPingRpc, SystemPingEvent } from '@hirerelay/contracts';
import type { RpcClient } from '@hirerelay/nest-common';
import {
  findPublishedEventById,
  startIdentity,
  startService,
  testLogDir,
  testRpcClient,
  waitFor,
  type RunningApp,
} from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const backing = inject('backing');
const logDir = testLogDir('event-delivery');
let identity: RunningApp;
let notifications: RunningApp | undefined;
let rpc: RpcClient;
let nc: NatsConnection;

async function startNotifications(): Promise<void> {
  // Not the shared system: it starts only what it checks (notifications (and later identity)), with settings of its own.
  notifications = startService('notifications', backing, { logDir });
  await waitFor(
    async () => rpc.request(GetReceivedPingRpc, { eventId: crypto.randomUUID() }).then(() => true),
    {
      timeoutMs: 30_000,
      description: 'notifications answers',
    },
  );
}

async function timesHandled(eventId: string): Promise<number> {
  return (await rpc.request(GetReceivedPingRpc, { eventId })).timesHandled;
}

beforeAll(async () => {
  rpc = testRpcClient(backing);
  nc = await connect({ servers: backing.NATS_URL });
  identity = await startIdentity(backing, rpc, { logDir });
  await startNotifications();
});

afterAll(async () => {
  await Promise.all([identity?.stop(), notifications?.stop()]);
  await rpc?.close();
  await nc?.drain();
});

describe('events through the outbox and JetStream', () => {
  it('delivers a fact from identity to notifications, relayed from a committed outbox row', async () => {
    const { eventId } = await rpc.request(EmitSystemPingRpc, { note: 'live delivery' });
    await waitFor(async () => (await timesHandled(eventId)) === 1, {
      timeoutMs: 10_000,
      description: 'notifications records the ping',
    });
    const reply = await rpc.request(GetReceivedPingRpc, { eventId });
    expect(reply.note).toBe('live delivery');
    // Published under its subject, with the outbox row's id and identity as its producer.
    expect(await findPublishedEventById(nc, SystemPingEvent.subject, eventId)).toMatchObject({
      id: eventId,
      subject: SystemPingEvent.subject,
      producer: 'identity',
    });
  });

  it('handles an event published while the consumer was stopped exactly once after it restarts', async () => {
    await notifications!.stop();
    const { eventId } = await rpc.request(EmitSystemPingRpc, { note: 'while you were away' });
    await waitFor(async () => (await findPublishedEventById(nc, SystemPingEvent.subject, eventId)) !== null, {
      timeoutMs: 10_000,
      description: 'the relay publishes the event while notifications is down',
    });

    await startNotifications();
    await waitFor(async () => (await timesHandled(eventId)) >= 1, {
      timeoutMs: 15_000,
      description: 'the restarted consumer catches up',
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await timesHandled(eventId)).toBe(1);
  });

  it('gives a redelivered event no second effect', async () => {
    const { eventId } = await rpc.request(EmitSystemPingRpc, { note: 'only once' });
    await waitFor(async () => (await timesHandled(eventId)) === 1, {
      timeoutMs: 10_000,
      description: 'first delivery handled',
    });
    const envelope = await findPublishedEventById(nc, SystemPingEvent.subject, eventId);
    expect(envelope).not.toBeNull();
    const js = jetstream(nc);

    // Same Nats-Msg-Id within the duplicate window: JetStream itself drops it.
    const duplicate = await js.publish(SystemPingEvent.subject, JSON.stringify(envelope), {
      msgID: eventId,
    });
    expect(duplicate.duplicate).toBe(true);

    // A re-publish that JetStream cannot recognise (new message id, same event id), as after a
    // relay crash outside the duplicate window: the consumer's processed-events record stops it.
    const republish = await js.publish(SystemPingEvent.subject, JSON.stringify(envelope), {
      msgID: crypto.randomUUID(),
      headers: headers(),
    });
    expect(republish.duplicate).toBe(false);

    const marker = await rpc.request(EmitSystemPingRpc, { note: 'after the duplicate' });
    await waitFor(async () => (await timesHandled(marker.eventId)) === 1, {
      timeoutMs: 10_000,
      description: 'a later event is handled, so the duplicate was consumed before it',
    });
    expect(await timesHandled(eventId)).toBe(1);
  });
});
