import { describe, expect, it } from 'vitest';
import { issuesByPath as issues } from './schema-issues.js';
import {
  ZChangePasswordForm,
  ZChangePasswordPayload,
  ZForgotPasswordForm,
  ZLoginForm,
  ZResetPasswordForm,
  ZResetPasswordPayload,
  ZSignupForm,
  ZSignupPayload,
} from './auth.js';

const STRONG = 'Tr0ub4dor&3x';

describe('login form', () => {
  it('requires email and password', () => {
    expect(issues(ZLoginForm, { email: '', password: '' })).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });

  it('refuses a malformed email', () => {
    expect(issues(ZLoginForm, { email: 'nope', password: 'x' })).toEqual({
      email: ['Invalid email address'],
    });
  });

  it('does not apply the signup length rule to login', () => {
    expect(issues(ZLoginForm, { email: 'a@example.com', password: 'short' })).toEqual({});
  });

  it("refuses a password longer than the policy's maximum with the policy's message", () => {
    expect(issues(ZLoginForm, { email: 'a@example.com', password: 'x'.repeat(256) })).toEqual({});
    expect(issues(ZLoginForm, { email: 'a@example.com', password: 'x'.repeat(257) })).toEqual({
      password: ['Password must be at most 256 characters'],
    });
    expect(
      issues(ZChangePasswordPayload, { currentPassword: 'x'.repeat(2000), newPassword: STRONG }),
    ).toEqual({ currentPassword: ['Password must be at most 256 characters'] });
  });
});

describe('signup form', () => {
  const valid = { email: 'a@example.com', password: STRONG, confirmPassword: STRONG, smsConsent: true };

  it('accepts a valid form and keeps the consent', () => {
    expect(ZSignupForm.parse(valid)).toEqual(valid);
  });

  it('leaves SMS consent off unless ticked', () => {
    expect(
      ZSignupForm.parse({ email: valid.email, password: STRONG, confirmPassword: STRONG }).smsConsent,
    ).toBe(false);
  });

  it('applies the password policy', () => {
    expect(issues(ZSignupForm, { ...valid, password: '123456789', confirmPassword: '123456789' })).toEqual({
      password: ['Password must be at least 10 characters'],
    });
    expect(
      issues(ZSignupForm, { ...valid, password: 'password123', confirmPassword: 'password123' }),
    ).toEqual({
      password: ['This password is too common. Please choose a different one.'],
    });
  });

  it('asks for the confirmation', () => {
    expect(issues(ZSignupForm, { ...valid, confirmPassword: '' })).toEqual({
      confirmPassword: ['Please confirm your password'],
    });
  });

  it('reports a mismatch on the confirmation field, alongside other errors', () => {
    expect(issues(ZSignupForm, { ...valid, email: '', confirmPassword: `${STRONG}!` })).toEqual({
      email: ['Email is required'],
      confirmPassword: ['Passwords do not match'],
    });
    expect(issues(ZSignupForm, { ...valid, password: 'short', confirmPassword: 'other' })).toEqual({
      password: ['Password must be at least 10 characters'],
      confirmPassword: ['Passwords do not match'],
    });
  });

  it('reports every required field of an empty submission', () => {
    expect(issues(ZSignupForm, {})).toEqual({
      email: ['Email is required'],
      password: ['Password must be at least 10 characters'],
      confirmPassword: ['Please confirm your password'],
    });
  });
});

describe('signup payload', () => {
  it('carries email, password and smsConsent without a confirmation', () => {
    expect(ZSignupPayload.parse({ email: ' a@example.com ', password: STRONG, smsConsent: false })).toEqual({
      email: 'a@example.com',
      password: STRONG,
      smsConsent: false,
    });
  });

  it('applies the same password policy as the form', () => {
    expect(issues(ZSignupPayload, { email: 'a@example.com', password: 'qwertyuiop' })).toEqual({
      password: ['This password is too common. Please choose a different one.'],
    });
  });
});

describe('forgot password form', () => {
  it('requires a valid email', () => {
    expect(issues(ZForgotPasswordForm, { email: '' })).toEqual({ email: ['Email is required'] });
    expect(issues(ZForgotPasswordForm, { email: 'x@y' })).toEqual({ email: ['Invalid email address'] });
    expect(issues(ZForgotPasswordForm, { email: 'x@example.com' })).toEqual({});
  });
});

describe('reset password form', () => {
  it('uses the 10-character policy, not the old 8', () => {
    expect(issues(ZResetPasswordForm, { password: 'Xk3#pq9L', confirmPassword: 'Xk3#pq9L' })).toEqual({
      password: ['Password must be at least 10 characters'],
    });
    expect(issues(ZResetPasswordForm, { password: 'Xk3#pq9Lm2', confirmPassword: 'Xk3#pq9Lm2' })).toEqual({});
  });

  it('has the signup confirmation rules and messages', () => {
    expect(issues(ZResetPasswordForm, { password: STRONG, confirmPassword: '' })).toEqual({
      confirmPassword: ['Please confirm your password'],
    });
    expect(issues(ZResetPasswordForm, { password: STRONG, confirmPassword: 'different!!' })).toEqual({
      confirmPassword: ['Passwords do not match'],
    });
  });

  it('refuses a common password', () => {
    expect(issues(ZResetPasswordForm, { password: 'iloveyou123', confirmPassword: 'iloveyou123' })).toEqual({
      password: ['This password is too common. Please choose a different one.'],
    });
  });
});

describe('reset password payload', () => {
  it('needs the token from the link', () => {
    expect(issues(ZResetPasswordPayload, { token: '', password: STRONG })).toEqual({
      token: ['This password reset link is invalid or has expired.'],
    });
    expect(ZResetPasswordPayload.parse({ token: 'abc', password: STRONG })).toEqual({
      token: 'abc',
      password: STRONG,
    });
  });
});

describe('change password form', () => {
  const valid = { currentPassword: 'old', newPassword: STRONG, confirmPassword: STRONG };

  it('accepts a valid change', () => {
    expect(issues(ZChangePasswordForm, valid)).toEqual({});
  });

  it('requires all three fields', () => {
    expect(
      issues(ZChangePasswordForm, { currentPassword: '', newPassword: '', confirmPassword: '' }),
    ).toEqual({
      currentPassword: ['Current password is required'],
      newPassword: ['Password must be at least 10 characters'],
      confirmPassword: ['Please confirm your password'],
    });
  });

  it('uses the 10-character policy, not the old 6', () => {
    expect(
      issues(ZChangePasswordForm, { ...valid, newPassword: 'abc123', confirmPassword: 'abc123' }),
    ).toEqual({
      newPassword: ['Password must be at least 10 characters'],
    });
  });

  it("reports a mismatch as 'New passwords don't match'", () => {
    expect(issues(ZChangePasswordForm, { ...valid, confirmPassword: `${STRONG}?` })).toEqual({
      confirmPassword: ["New passwords don't match"],
    });
  });

  it('sends current and new password to the server', () => {
    expect(ZChangePasswordPayload.parse(valid)).toEqual({ currentPassword: 'old', newPassword: STRONG });
    expect(issues(ZChangePasswordPayload, { newPassword: STRONG })).toEqual({
      currentPassword: ['Current password is required'],
    });
  });
});
