import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import {
  EVENTS_STREAM,
  GetUserRpc,
  ListUsersRpc,
  SubscriptionChangedEvent,
  UpdateUserRpc,
  UsageChangedEvent,
  type EventContract,
  type EventPayload,
  type RpcRequest,
  type TAdminUserRow,
  type TEventEnvelope,
} from '@hirerelay/contracts';
import { enqueueEvent, type SqlExecutor } from '@hirerelay/nest-common';
import {
  adminSession,
  identityDatabaseUrl,
  startGateway,
  testLogDir,
  waitFor,
  type HttpSession,
  type RunningApp,
} from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { z } from 'zod';
import { signup, startIdentityProcess, type IdentityHarness } from '../support/identity-process.js';

// billing's events reach identity's read copy: published on JetStream exactly as billing's outbox
// relay publishes them, seen through the admin RPCs and the gateway's users CSV.

const backing = inject('backing');
const logDir = testLogDir('identity-billing-copy');
const DURABLES = {
  [SubscriptionChangedEvent.subject]: 'identity-billing-subscription',
  [UsageChangedEvent.subject]: 'identity-billing-usage',
};
const MARCH = { periodStart: '2026-03-01T00:00:00.000Z', periodEnd: '2026-04-01T00:00:00.000Z' };
const STARTED_AT = '2026-03-05T10:00:00.000Z';

let identity: IdentityHarness;
let gateway: RunningApp & { url: string };
let admin: HttpSession;
let adminId: string;
let js: JetStreamClient;

beforeAll(async () => {
  // Not the shared system: it starts only what it checks (identity (and a gateway)), with settings of its own.
  identity = await startIdentityProcess(backing, 'identity-billing-copy');
  js = jetstream(identity.nc);
  gateway = await startGateway(backing, { logDir });
  await waitFor(async () => (await fetch(`${gateway.url}/api/health/live`).catch(() => null))?.ok, {
    timeoutMs: 30_000,
    description: 'the gateway answers',
  });
  ({ session: admin, id: adminId } = await adminSession(gateway.url, identityDatabaseUrl(backing)));
});

afterAll(async () => {
  await gateway?.stop();
  await identity?.stop();
});

/** An event as billing's outbox writes it: the real `enqueueEvent` checks the payload and builds the envelope. */
async function billingEvent<C extends EventContract<z.ZodType>>(
  contract: C,
  payload: EventPayload<C>,
): Promise<TEventEnvelope> {
  let written: TEventEnvelope | undefined;
  const outbox: SqlExecutor = {
    $executeRawUnsafe: (_query, ...values) => {
      written = JSON.parse(values[2] as string) as TEventEnvelope;
      return Promise.resolve(1);
    },
    $queryRawUnsafe: () => Promise.reject(new Error('the outbox only inserts')),
  };
  await enqueueEvent(outbox, 'billing', contract, payload);
  // Events written one after another carry distinct times, as billing's do (it writes a user's
  // subscription events under a lock, one change at a time).
  const writtenAt = Date.parse(written!.occurredAt);
  await waitFor(() => Date.now() > writtenAt, { intervalMs: 1, description: 'the next millisecond' });
  return written!;
}

const subscriptionEvent = (
  userId: string,
  overrides: Partial<EventPayload<typeof SubscriptionChangedEvent>> = {},
) =>
  billingEvent(SubscriptionChangedEvent, {
    userId,
    stripeCustomerId: `cus_${userId.slice(0, 8)}`,
    subscriptionId: `sub_${userId.slice(0, 8)}`,
    planId: 'professional',
    planName: 'Professional',
    status: 'active',
    quota: 25,
    ...MARCH,
    cancelAtPeriodEnd: false,
    startedAt: STARTED_AT,
    ...overrides,
  });

const usageEvent = (userId: string, used: number, quota = 25) =>
  billingEvent(UsageChangedEvent, { userId, used, quota, ...MARCH });

/**
 * Publishes as billing's relay does (the envelope id as message id; a different one re-publishes
 * the event past JetStream's de-duplication), and waits until identity's durable has acknowledged
 * it and everything before it: then its effect, if any, is committed.
 */
async function publishAndSettle(envelope: TEventEnvelope, msgID = envelope.id): Promise<void> {
  const ack = await js.publish(envelope.subject, JSON.stringify(envelope), { msgID });
  const jsm = await jetstreamManager(identity.nc);
  const durable = DURABLES[envelope.subject]!;
  await waitFor(
    async () => (await jsm.consumers.info(EVENTS_STREAM.name, durable)).ack_floor.stream_seq >= ack.seq,
    { timeoutMs: 15_000, description: `${durable} has handled message ${String(ack.seq)}` },
  );
}

async function publishAll(...envelopes: TEventEnvelope[]): Promise<void> {
  for (const envelope of envelopes) await publishAndSettle(envelope);
}

async function row(userId: string): Promise<TAdminUserRow> {
  const { email } = await identity.rpc.request(GetUserRpc, { actorId: adminId, userId });
  const page = await identity.rpc.request(ListUsersRpc, { actorId: adminId, search: email });
  return page.items.find((item) => item.id === userId)!;
}

const statusOf = async (userId: string) =>
  (await identity.rpc.request(GetUserRpc, { actorId: adminId, userId })).status;

const ids = async (filters: Omit<RpcRequest<typeof ListUsersRpc>, 'actorId'>) =>
  (await identity.rpc.request(ListUsersRpc, { actorId: adminId, ...filters })).items.map((item) => item.id);

describe('the admin user list from billing events', () => {
  it('shows plan, quota, usage, subscription date and Stripe customer; filters, searches and exports them', async () => {
    const marker = `b${randomUUID().slice(0, 8)}`;
    const subscriber = (await signup(identity.rpc, { email: `${marker}-unlimited@example.com` })).user.id;
    const free = (await signup(identity.rpc, { email: `${marker}-free@example.com` })).user.id;
    const unlimited = await subscriptionEvent(subscriber, {
      planId: 'unlimited',
      planName: 'Unlimited',
      quota: 999,
    });
    await publishAll(unlimited, await usageEvent(subscriber, 3, 999));

    expect(await row(subscriber)).toMatchObject({
      plan: 'Unlimited',
      jobQuota: 999,
      jobsUsed: 3,
      subscriptionDate: STARTED_AT,
      status: 'active',
    });
    expect(await row(free)).toMatchObject({
      plan: 'Free',
      jobQuota: 25,
      jobsUsed: 0,
      subscriptionDate: null,
    });
    expect(await identity.rpc.request(GetUserRpc, { actorId: adminId, userId: subscriber })).toMatchObject({
      plan: 'Unlimited',
      stripeCustomerId: `cus_${subscriber.slice(0, 8)}`,
    });
    expect(
      (await identity.rpc.request(GetUserRpc, { actorId: adminId, userId: free })).stripeCustomerId,
    ).toBeNull();

    // The Plan filter works on the server, and the plan's name is searchable.
    expect(await ids({ search: marker, planType: 'Unlimited' })).toEqual([subscriber]);
    expect(await ids({ search: marker, planType: 'Free' })).toEqual([free]);
    expect(await ids({ search: marker, planType: 'Custom Plan' })).toEqual([]);
    const byPlanName = await identity.rpc.request(ListUsersRpc, {
      actorId: adminId,
      search: 'nLIMITe',
      limit: 200,
    });
    expect(byPlanName.items.map((item) => item.id)).toContain(subscriber);
    expect(byPlanName.items.map((item) => item.id)).not.toContain(free);
    // The date range is the subscription's start, whole days inclusive.
    expect(await ids({ search: marker, from: '2026-03-05', to: '2026-03-05' })).toEqual([subscriber]);
    expect(await ids({ search: marker, from: '2026-03-06' })).toEqual([]);

    const csv = await admin.get(`/api/admin/users/export.csv?search=${marker}`);
    expect(csv.status).toBe(200);
    const lines = csv.text.trim().split('\r\n');
    expect(lines).toContain(
      `${subscriber},,${marker}-unlimited@example.com,Unlimited,active,3/Unlimited,"Mar 5, 2026"`,
    );
    expect(lines).toContain(`${free},,${marker}-free@example.com,Free,active,0/25,`);
  });

  it('shows Free again once the subscription has ended', async () => {
    const { user } = await signup(identity.rpc);
    await publishAll(
      await subscriptionEvent(user.id),
      await subscriptionEvent(user.id, { status: 'canceled' }),
    );
    expect(await row(user.id)).toMatchObject({
      plan: 'Free',
      jobQuota: 25,
      jobsUsed: 0,
      subscriptionDate: null,
    });
    expect(await ids({ search: user.email, planType: 'Free' })).toEqual([user.id]);
  });
});

describe('the account status with the subscription', () => {
  it('moves active → unpaid when a renewal fails and back to active when paid', async () => {
    const { user } = await signup(identity.rpc);
    await publishAll(await subscriptionEvent(user.id));
    expect(await statusOf(user.id)).toBe('active');
    await publishAll(await subscriptionEvent(user.id, { status: 'past_due' }));
    expect(await statusOf(user.id)).toBe('unpaid');
    expect(await ids({ search: user.email, status: 'unpaid' })).toEqual([user.id]);
    await publishAll(await subscriptionEvent(user.id, { status: 'active' }));
    expect(await statusOf(user.id)).toBe('active');
  });

  it('leaves a status staff set: pending through a failure and a payment, unpaid through a payment', async () => {
    const pending = (await signup(identity.rpc)).user.id;
    await identity.rpc.request(UpdateUserRpc, { userId: pending, actorId: adminId, status: 'pending' });
    await publishAll(
      await subscriptionEvent(pending, { status: 'past_due' }),
      await subscriptionEvent(pending, { status: 'active' }),
    );
    expect(await statusOf(pending)).toBe('pending');

    const unpaid = (await signup(identity.rpc)).user.id;
    await publishAll(await subscriptionEvent(unpaid, { status: 'past_due' }));
    expect(await statusOf(unpaid)).toBe('unpaid');
    // Staff confirm the unpaid status by hand: it is theirs now, and a payment leaves it.
    await identity.rpc.request(UpdateUserRpc, { userId: unpaid, actorId: adminId, status: 'unpaid' });
    await publishAll(await subscriptionEvent(unpaid, { status: 'active' }));
    expect(await statusOf(unpaid)).toBe('unpaid');
  });
});

describe('replays and late events', () => {
  it('change nothing: a replayed event, an older subscription event, an older count', async () => {
    const { user } = await signup(identity.rpc);
    const active = await subscriptionEvent(user.id);
    const pastDue = await subscriptionEvent(user.id, { status: 'past_due' });
    const fiveUsed = await usageEvent(user.id, 5);
    const sixUsed = await usageEvent(user.id, 6);
    await publishAll(pastDue, sixUsed);
    const settled = await row(user.id);
    expect(settled).toMatchObject({ plan: 'Professional', jobsUsed: 6, status: 'unpaid' });

    // Written earlier, delivered later: neither moves the account back to active nor the count back.
    await publishAll(active, fiveUsed);
    expect(await row(user.id)).toEqual(settled);

    // Staff give the account a grace period; the failure's event delivered again changes nothing.
    await identity.rpc.request(UpdateUserRpc, { userId: user.id, actorId: adminId, status: 'active' });
    await publishAndSettle(pastDue, randomUUID());
    await publishAndSettle(sixUsed, randomUUID());
    expect(await row(user.id)).toEqual({ ...settled, status: 'active' });
    const processed = await identity.db.query(
      'SELECT consumer FROM processed_events WHERE event_id = ANY($1::uuid[]) ORDER BY consumer',
      [[pastDue.id, sixUsed.id]],
    );
    expect(processed.rows).toEqual([
      { consumer: 'identity-billing-subscription' },
      { consumer: 'identity-billing-usage' },
    ]);
  });

  it('after a renewal, ignores a count of the previous period that arrives late', async () => {
    const { user } = await signup(identity.rpc);
    const APRIL = { periodStart: '2026-04-01T00:00:00.000Z', periodEnd: '2026-05-01T00:00:00.000Z' };
    await publishAll(await subscriptionEvent(user.id), await usageEvent(user.id, 9));
    await publishAll(
      await subscriptionEvent(user.id, APRIL),
      await billingEvent(UsageChangedEvent, { userId: user.id, used: 2, quota: 25, ...APRIL }),
    );
    // A reservation of March given back after the renewal: billing announces March's new count.
    await publishAll(await usageEvent(user.id, 8));
    // April's count stays (a new period starts at 0; two applications taken since).
    expect(await row(user.id)).toMatchObject({ plan: 'Professional', jobQuota: 25, jobsUsed: 2 });
  });
});
