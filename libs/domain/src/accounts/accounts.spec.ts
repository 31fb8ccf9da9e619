import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUSES, isActiveAdmin, mayUseAccount, ROLES } from './accounts.js';

describe('accounts', () => {
  it('has two roles and four statuses', () => {
    expect(ROLES).toEqual(['user', 'admin']);
    expect(ACCOUNT_STATUSES).toEqual(['active', 'pending', 'cancelled', 'unpaid']);
  });

  it('lets every status but cancelled use the account', () => {
    expect(ACCOUNT_STATUSES.filter(mayUseAccount)).toEqual(['active', 'pending', 'unpaid']);
  });

  it('counts as staff only an admin whose account is not cancelled', () => {
    for (const status of ACCOUNT_STATUSES) {
      expect(isActiveAdmin({ role: 'admin', status })).toBe(status !== 'cancelled');
      expect(isActiveAdmin({ role: 'user', status })).toBe(false);
    }
  });
});
