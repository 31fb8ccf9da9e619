import { ZAdminUserDetail, ZAdminUserRow } from '@hirerelay/contracts';
import { describe, expect, it } from 'vitest';
import { profileWithUser } from '../../test/support/accounts.js';
import { EMPTY_COPY, type BillingCopy } from '../billing-copy/billing-copy.rules.js';
import { toAdminUserDetail, toAdminUserRow } from './admin-user.mapper.js';

const record = {
  id: '0b8f8a3e-5a7e-4a3b-9a55-3c1f6f0d7e21',
  email: 'ada@example.com',
  role: 'user' as const,
  status: 'unpaid' as const,
  fullName: 'Ada Lovelace',
  createdAt: new Date('2026-01-02T03:04:05.678Z'),
  lastLoginAt: new Date('2026-02-01T00:00:00.000Z'),
  billing: null,
};

const unlimited: BillingCopy = {
  ...EMPTY_COPY,
  stripeCustomerId: 'cus_123',
  subscriptionId: 'sub_123',
  planId: 'unlimited',
  planName: 'Unlimited',
  subscriptionStatus: 'active',
  planQuota: 999,
  periodStart: new Date('2026-03-01T00:00:00.000Z'),
  periodEnd: new Date('2026-04-01T00:00:00.000Z'),
  startedAt: new Date('2026-02-01T10:00:00.000Z'),
  usagePeriodStart: new Date('2026-03-01T00:00:00.000Z'),
  usagePeriodEnd: new Date('2026-04-01T00:00:00.000Z'),
  usageQuota: 999,
  used: 3,
};

describe('admin user mappers', () => {
  it('maps a list row without billing as plan Free, quota 25, nothing used and no subscription date', () => {
    const row = toAdminUserRow(record);
    expect(row).toEqual({
      id: record.id,
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      status: 'unpaid',
      role: 'user',
      plan: 'Free',
      jobQuota: 25,
      jobsUsed: 0,
      subscriptionDate: null,
      lastLoginAt: '2026-02-01T00:00:00.000Z',
      createdAt: '2026-01-02T03:04:05.678Z',
    });
    expect(ZAdminUserRow.parse(row)).toEqual(row);
  });

  it('maps a subscriber: plan, quota, used and subscription date from the read copy', () => {
    expect(toAdminUserRow({ ...record, billing: unlimited })).toMatchObject({
      plan: 'Unlimited',
      jobQuota: 999,
      jobsUsed: 3,
      subscriptionDate: '2026-02-01T10:00:00.000Z',
    });
  });

  it('maps a never-logged-in user', () => {
    expect(toAdminUserRow({ ...record, lastLoginAt: null }).lastLoginAt).toBeNull();
  });

  it('maps the detail: the row, the Stripe customer and the full profile', () => {
    const detail = toAdminUserDetail(
      profileWithUser({ fullName: 'Ada Lovelace' }, { role: 'admin' }),
      unlimited,
    );
    expect(detail).toMatchObject({
      role: 'admin',
      fullName: 'Ada Lovelace',
      plan: 'Unlimited',
      stripeCustomerId: 'cus_123',
      profile: { fullName: 'Ada Lovelace' },
    });
    expect(ZAdminUserDetail.parse(detail)).toEqual(detail);
  });

  it('shows no Stripe customer for a user who never checked out, and keeps it after a subscription ends', () => {
    const profile = profileWithUser();
    expect(toAdminUserDetail(profile, null).stripeCustomerId).toBeNull();
    const ended = toAdminUserDetail(profile, { ...unlimited, subscriptionStatus: 'canceled' });
    expect(ended).toMatchObject({ plan: 'Free', jobQuota: 25, jobsUsed: 0, stripeCustomerId: 'cus_123' });
  });
});
