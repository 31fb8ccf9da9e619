import { ACCOUNT_STATUSES, ROLES, type TAccountStatus, type TRole } from '@hirerelay/domain';
import { describe, expect, it } from 'vitest';
import { changeEndsSessions } from './account-change.rules.js';

const account = (role: TRole, status: TAccountStatus) => ({ role, status });

describe('changeEndsSessions', () => {
  it('ends the sessions of an admin who is demoted, whatever their status', () => {
    for (const status of ACCOUNT_STATUSES.filter((s) => s !== 'cancelled')) {
      expect(changeEndsSessions(account('admin', status), account('user', status))).toBe(true);
    }
  });

  it('ends the sessions of any account that is cancelled', () => {
    for (const role of ROLES) {
      expect(changeEndsSessions(account(role, 'active'), account(role, 'cancelled'))).toBe(true);
      expect(changeEndsSessions(account(role, 'unpaid'), account(role, 'cancelled'))).toBe(true);
    }
  });

  it('keeps them for a promotion, a change that takes nothing away, or no change', () => {
    expect(changeEndsSessions(account('user', 'active'), account('admin', 'active'))).toBe(false);
    expect(changeEndsSessions(account('admin', 'active'), account('admin', 'pending'))).toBe(false);
    expect(changeEndsSessions(account('user', 'active'), account('user', 'unpaid'))).toBe(false);
    expect(changeEndsSessions(account('user', 'cancelled'), account('user', 'active'))).toBe(false);
    for (const role of ROLES) {
      for (const status of ACCOUNT_STATUSES) {
        expect(changeEndsSessions(account(role, status), account(role, status))).toBe(false);
      }
    }
  });
});
