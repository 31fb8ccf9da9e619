import { describe, expect, it } from 'vitest';
import { issuesByPath as issues } from './schema-issues.js';
import { ZChangeEmailForm, ZConfirmEmailChangePayload } from './email-change.js';

describe('ZChangeEmailForm', () => {
  it('requires a new address and the current password, each with its own message', () => {
    expect(issues(ZChangeEmailForm, { newEmail: '', currentPassword: '' })).toEqual({
      newEmail: ['Email is required'],
      currentPassword: ['Current password is required'],
    });
    expect(
      issues(ZChangeEmailForm, { newEmail: 'not-an-address', currentPassword: 'x'.repeat(257) }),
    ).toEqual({
      newEmail: ['Invalid email address'],
      currentPassword: ['Password must be at most 256 characters'],
    });
  });

  it('trims the address (identity lower-cases it, as at signup)', () => {
    expect(ZChangeEmailForm.parse({ newEmail: '  New@Example.com ', currentPassword: 'secret' })).toEqual({
      newEmail: 'New@Example.com',
      currentPassword: 'secret',
    });
  });
});

describe('ZConfirmEmailChangePayload', () => {
  const invalid = 'This email confirmation link is invalid or has expired.';

  it('refuses a missing, blank or overlong token with the link message', () => {
    expect(issues(ZConfirmEmailChangePayload, {})).toEqual({ token: [invalid] });
    expect(issues(ZConfirmEmailChangePayload, { token: '   ' })).toEqual({ token: [invalid] });
    expect(issues(ZConfirmEmailChangePayload, { token: 'a'.repeat(201) })).toEqual({ token: [invalid] });
    expect(ZConfirmEmailChangePayload.parse({ token: ' abc ' })).toEqual({ token: 'abc' });
  });
});
