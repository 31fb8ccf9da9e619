import { ZSessionUser, ZUserSummary } from '@hirerelay/contracts';
import { describe, expect, it } from 'vitest';
import { userWithProfile } from '../../test/support/accounts.js';
import { toSessionUser, toUserSummary } from './user.mapper.js';

describe('toSessionUser', () => {
  it('maps the account and its profile to the session shape', () => {
    const user = toSessionUser(
      userWithProfile(
        { role: 'admin', status: 'pending' },
        { fullName: 'Ada Lovelace', onboardingCompleted: true },
      ),
    );
    expect(user).toEqual({
      id: '0b8f8a3e-5a7e-4a3b-9a55-3c1f6f0d7e21',
      email: 'ada@example.com',
      role: 'admin',
      status: 'pending',
      fullName: 'Ada Lovelace',
      onboardingCompleted: true,
    });
    expect(ZSessionUser.parse(user)).toEqual(user);
  });

  it('never carries the password hash', () => {
    expect(JSON.stringify(toSessionUser(userWithProfile()))).not.toContain('argon2');
  });

  it('reads a missing profile as not onboarded', () => {
    expect(toSessionUser(userWithProfile({}, null))).toMatchObject({
      fullName: null,
      onboardingCompleted: false,
    });
  });
});

describe('toUserSummary', () => {
  it('carries the name, role and status only', () => {
    const summary = toUserSummary({
      id: '0b8f8a3e-5a7e-4a3b-9a55-3c1f6f0d7e21',
      fullName: null,
      role: 'admin',
      status: 'cancelled',
    });
    expect(summary).toEqual({
      id: '0b8f8a3e-5a7e-4a3b-9a55-3c1f6f0d7e21',
      fullName: null,
      role: 'admin',
      status: 'cancelled',
    });
    expect(ZUserSummary.parse(summary)).toEqual(summary);
  });
});
