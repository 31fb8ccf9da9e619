import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isHttpUrl, normalizeEmail, ZEmail, ZHttpUrl, ZOptionalHttpUrl } from './fields.js';

const messages = (schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('email', () => {
  it.each(['', '   ', undefined, null])('requires a value (%j)', (value) => {
    expect(messages(ZEmail, value)).toEqual(['Email is required']);
  });

  it.each(['plainaddress', 'a@b', 'a@b.c', '@example.com', 'user@', 'a b@example.com', 'user@exa_mple.com'])(
    'refuses %s',
    (value) => {
      expect(messages(ZEmail, value)).toEqual(['Invalid email address']);
    },
  );

  it('refuses an address longer than 254 characters', () => {
    expect(messages(ZEmail, `${'a'.repeat(64)}@${'b'.repeat(190)}.com`)).toEqual(['Invalid email address']);
  });

  it.each(['user@example.com', 'first.last+tag@mail.example.co.uk', "o'brien@example.ie"])(
    'accepts %s',
    (value) => {
      expect(messages(ZEmail, value)).toEqual([]);
    },
  );

  it('trims surrounding spaces', () => {
    expect(ZEmail.parse('  user@example.com ')).toBe('user@example.com');
  });

  it('normalizes for account lookups', () => {
    expect(normalizeEmail('  User@Example.COM ')).toBe('user@example.com');
  });
});

describe('http url', () => {
  it.each([
    'https://example.com',
    'http://jobs.example.com/path?id=1#x',
    ' https://www.linkedin.com/in/someone ',
  ])('accepts %s', (value) => {
    expect(messages(ZHttpUrl, value)).toEqual([]);
  });

  it.each([
    '',
    'example.com',
    'not a url',
    'ftp://example.com/file',
    'javascript:alert(1)',
    'https://localhost',
    'https://example.',
  ])('refuses %j with the spec message', (value) => {
    expect(messages(ZHttpUrl, value)).toEqual(['Please enter a valid URL']);
  });

  it('refuses URLs beyond 2048 characters', () => {
    expect(isHttpUrl(`https://example.com/${'a'.repeat(2030)}`)).toBe(false);
    expect(isHttpUrl(`https://example.com/${'a'.repeat(2000)}`)).toBe(true);
  });

  it('turns an empty optional URL into null and validates a filled one', () => {
    expect(ZOptionalHttpUrl.parse('')).toBeNull();
    expect(ZOptionalHttpUrl.parse('   ')).toBeNull();
    expect(ZOptionalHttpUrl.parse(undefined)).toBeNull();
    expect(ZOptionalHttpUrl.parse('https://me.example.com')).toBe('https://me.example.com');
    expect(messages(ZOptionalHttpUrl, 'me.example')).toEqual(['Please enter a valid URL']);
  });
});
