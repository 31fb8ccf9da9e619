import { ZAdminUserDetail, ZAdminUserRow } from '@hirerelay/contracts';
import { describe, expect, it } from 'vitest';
import { profileWithUser } from '../../test/fixtures/accounts.js';
import { toAdminUserDetail, toAdminUserRow } from './admin-user.mapper.js';

const record = {
  id: '0b8f8a3e-5a7e-4a3b-9a55-3c1f6f0d7e21',
  email: 'ada@example.com',
  role: 'user' as const,
  status: 'unpaid' as const,
  fullName: 'Ada Lovelace',
  createdAt: new Date('2026-01-02T03:04:05.678Z'),
  lastLoginAt: new Date('2026-02-01T00:00:00.000Z'),
};

describe('admin user mappers', () => {
  it('maps a list row with the default plan until billing exists', () => {
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
      subscriptionDate: '2026-01-02T03:04:05.678Z',
      lastLoginAt: '2026-02-01T00:00:00.000Z',
      createdAt: '2026-01-02T03:04:05.678Z',
    });
    expect(ZAdminUserRow.parse(row)).toEqual(row);
  });

  it('maps a never-logged-in user', () => {
    expect(toAdminUserRow({ ...record, lastLoginAt: null }).lastLoginAt).toBeNull();
  });

  it('maps the detail: the row plus the full profile', () => {
    const detail = toAdminUserDetail(profileWithUser({ fullName: 'Ada Lovelace' }, { role: 'admin' }));
    expect(detail).toMatchObject({
      role: 'admin',
      fullName: 'Ada Lovelace',
      profile: { fullName: 'Ada Lovelace' },
    });
    expect(ZAdminUserDetail.parse(detail)).toEqual(detail);
  });
});
