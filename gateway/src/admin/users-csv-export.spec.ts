import { describe, expect, it } from 'vitest';
import { usersCsvFileName, usersCsvLine } from './users-csv-export.js';

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

  it('leaves empty cells for a missing name and date', () => {
    expect(usersCsvLine({ ...row, fullName: null, subscriptionDate: null })).toBe(
      '7c1f3f2e-1111-4222-8333-944445555666,,jane@example.com,Professional,active,3/25,',
    );
  });

  it('names the file after the day', () => {
    expect(usersCsvFileName(new Date('2026-11-22T23:59:00Z'))).toBe('users-export-2026-11-22.csv');
  });
});
