import { decodeKeysetCursor } from '@hirerelay/nest-common';
import { describe, expect, it } from 'vitest';
import type { AdminUserRecord } from './admin-users.repository.js';
import { usersCsvLine, usersCsvPage } from './users-csv.mapper.js';

const row = {
  id: '7c1f3f2e-1111-4222-8333-944445555666',
  fullName: 'Doe, Jane',
  email: 'jane@example.com',
  status: 'active' as const,
  role: 'user' as const,
  plan: 'Professional',
  jobQuota: 25,
  jobsUsed: 3,
  subscriptionDate: '2026-03-05T10:00:00.000Z',
  lastLoginAt: null,
  createdAt: '2026-03-05T10:00:00.000Z',
};

describe('users CSV export', () => {
  it('writes the spec columns, quoting values with commas and showing usage as used/quota', () => {
    expect(usersCsvLine(row)).toBe(
      '7c1f3f2e-1111-4222-8333-944445555666,"Doe, Jane",jane@example.com,Professional,active,3/25,"Mar 5, 2026"',
    );
  });

  it('shows the unlimited quota as Unlimited', () => {
    expect(usersCsvLine({ ...row, plan: 'Unlimited', jobQuota: 999 })).toBe(
      '7c1f3f2e-1111-4222-8333-944445555666,"Doe, Jane",jane@example.com,Unlimited,active,3/Unlimited,"Mar 5, 2026"',
    );
  });

  it('leaves empty cells for a missing name and date', () => {
    expect(usersCsvLine({ ...row, fullName: null, subscriptionDate: null })).toBe(
      '7c1f3f2e-1111-4222-8333-944445555666,,jane@example.com,Professional,active,3/25,',
    );
  });
});

describe('a page of the users CSV', () => {
  const record = (n: number): AdminUserRecord => ({
    id: `7c1f3f2e-1111-4222-8333-${String(n).padStart(12, '0')}`,
    email: `user${n}@example.com`,
    fullName: `User ${n}`,
    status: 'active',
    role: 'user',
    lastLoginAt: null,
    createdAt: new Date(Date.UTC(2026, 2, 5, 10, 0, n)),
    billing: null,
  });
  const lines = (csv: string) => csv.split('\r\n').slice(0, -1);

  it('starts with the spec header on the first page only, every line ending in CRLF', () => {
    const first = usersCsvPage([record(1)], 5, true);
    expect(first.csv.endsWith('\r\n')).toBe(true);
    expect(lines(first.csv)).toEqual([
      'ID,NAME,EMAIL,PLAN,STATUS,USAGE,SUBSCRIPTION DATE',
      '7c1f3f2e-1111-4222-8333-000000000001,User 1,user1@example.com,Free,active,0/25,',
    ]);
    expect(first.nextCursor).toBeNull();
    expect(lines(usersCsvPage([record(1)], 5, false).csv)).toHaveLength(1);
  });

  it('holds `limit` rows and points after the last one when more were read', () => {
    const page = usersCsvPage([record(3), record(2), record(1)], 2, false);
    expect(page.rows).toBe(2);
    expect(decodeKeysetCursor(page.nextCursor!)).toEqual({ at: record(2).createdAt, id: record(2).id });
  });
});
