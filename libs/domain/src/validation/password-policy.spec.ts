import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords.js';
import {
  isCommonPassword,
  normalizePassword,
  passwordPolicy,
  passwordPolicyError,
  ZPasswordPolicy,
} from './password-policy.js';

const messages = (value: unknown): string[] => {
  const result = ZPasswordPolicy.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('password policy (signup, reset and change)', () => {
  it('refuses 9 characters and accepts 10', () => {
    expect(messages('Xk3#pq9Lm')).toEqual(['Password must be at least 10 characters']);
    expect(messages('Xk3#pq9Lmz')).toEqual([]);
  });

  it('refuses a blank or missing password with the length message', () => {
    expect(messages('')).toEqual(['Password must be at least 10 characters']);
    expect(messages(undefined)).toEqual(['Password must be at least 10 characters']);
  });

  it('counts characters as the user sees them, not UTF-16 units', () => {
    expect(messages('😀😀😀😀😀abcd')).toEqual(['Password must be at least 10 characters']);
    expect(messages('😀😀😀😀😀abcde')).toEqual([]);
  });

  it('accepts 256 characters and refuses 257 with the policy message, counted as the user sees them', () => {
    expect(messages('x'.repeat(255) + 'y')).toEqual([]);
    expect(messages('x'.repeat(256) + 'y')).toEqual(['Password must be at most 256 characters']);
    expect(messages('😀'.repeat(256))).toEqual([]);
    expect(messages('a'.repeat(1024 * 1024))).toEqual(['Password must be at most 256 characters']);
  });

  it('judges the NFKC form, the one that is hashed', () => {
    expect(normalizePassword('\uff30\uff41\uff53\uff53\uff57\uff4f\uff52\uff44123')).toBe('Password123');
    // Full-width letters are the common password once normalised.
    expect(messages('\uff30\uff41\uff53\uff53\uff57\uff4f\uff52\uff44123')).toEqual([
      'This password is too common. Please choose a different one.',
    ]);
    // One ligature character is two letters once normalised.
    expect(messages('\ufb01'.repeat(5))).toEqual([]);
  });

  it('keeps surrounding spaces as part of the password', () => {
    expect(ZPasswordPolicy.parse('  Xk3#pq9L  ')).toBe('  Xk3#pq9L  ');
  });

  it.each([
    '1234567890',
    'qwertyuiop',
    'password123',
    'iloveyou123',
    'Password123',
    'QWERTYUIOP',
    'Summer2024!',
  ])('refuses the common password %s whatever its case', (password) => {
    expect(messages(password)).toEqual(['This password is too common. Please choose a different one.']);
  });

  it('reports only the length problem for a short common password', () => {
    expect(passwordPolicyError('password')).toBe('Password must be at least 10 characters');
  });

  it('accepts an uncommon password', () => {
    expect(passwordPolicyError('correct horse battery')).toBeNull();
    expect(isCommonPassword('correct horse battery')).toBe(false);
  });

  it('exposes the policy under the brief name too', () => {
    expect(passwordPolicy).toBe(ZPasswordPolicy);
  });
});

describe('common password list', () => {
  it('holds a few hundred lower-case entries that pass the length rule', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(300);
    for (const password of COMMON_PASSWORDS) {
      expect(password).toBe(password.toLowerCase());
      expect(Array.from(password).length).toBeGreaterThanOrEqual(10);
    }
  });
});
