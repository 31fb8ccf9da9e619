import { randomUUID } from 'node:crypto';
import {
  BillingMessages,
  ErrorCode,
  GetUsageRpc,
  ReserveQuotaRpc,
  UsageChangedEvent,
} from '@hirerelay/contracts';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { expectRefusal, rawRequest } from '@hirerelay/testing';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBillingProcess, type BillingProcess } from '../support/billing-process.js';

const backing = inject('backing');
let billing: BillingProcess | undefined;
let rpc: BillingProcess['rpc'];
let sql: pg.Client;
let nc: NatsConnection;

beforeAll(async () => {
  // Not the shared system: it starts only what it checks (billing), with settings of its own.
  billing = await startBillingProcess('billing-quota');
  ({ rpc, sql } = billing);
  nc = await connect({ servers: backing.NATS_URL });
});
afterAll(async () => {
  await billing?.stop();
  await nc?.close();
});

describe('the quota RPCs on the wire', () => {
  it('refuse a user without a subscription with the spec text', async () => {
    await expectRefusal(rpc.request(ReserveQuotaRpc, { userId: randomUUID(), jobId: randomUUID() }), {
      code: ErrorCode.Forbidden,
      message: BillingMessages.subscriptionRequired,
    });
    expect(await rpc.request(GetUsageRpc, { userId: randomUUID() })).toEqual({ usage: null });
  });

  it('refuse malformed ids before anything is stored', async () => {
    const refusal = await rawRequest(nc, ReserveQuotaRpc, { userId: 'me', jobId: 'job' });
    expect(refusal).toMatchObject({ code: ErrorCode.Validation });
  });

  it('reserve for a subscriber and record the usage event', async () => {
    const userId = randomUUID();
    const start = new Date(Date.now() - 86_400_000);
    await sql.query(
      `INSERT INTO subscriptions (id, user_id, stripe_customer_id, status, plan_id, plan_name, price_id,
         unit_amount, currency, quota, current_period_start, current_period_end, cancel_at_period_end,
         started_at, stripe_updated_at, updated_at)
       VALUES ($1, $2, 'cus_wire', 'active', 'starter', 'Starter', 'price_wire', 3000, 'usd', 10, $3,
         $3::timestamptz + interval '30 days', false, $3, $3, now())`,
      [`sub_wire_${userId.slice(0, 8)}`, userId, start],
    );
    const reply = await rpc.request(ReserveQuotaRpc, { userId, jobId: randomUUID() });
    expect(reply).toMatchObject({ state: 'reserved', usage: { used: 1, quota: 10 } });
    const { rows } = await sql.query(
      'SELECT 1 FROM outbox_events WHERE subject = $1 AND envelope::text LIKE $2',
      [UsageChangedEvent.subject, `%${userId}%`],
    );
    expect(rows).toHaveLength(1);
  });
});
