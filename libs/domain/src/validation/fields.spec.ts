import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  isHttpUrl,
  normalizeEmail,
  plainText,
  requiredText,
  ZEmail,
  ZHttpUrl,
  ZOptionalHttpUrl,
} from './fields.js';

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

describe('control characters in text', () => {
  const singleLine = requiredText('Name is required', 50);
  const multiLine = requiredText('Message is required', 50, 'multi-line');
  const INVALID = 'Please remove invalid characters';
  const controls = [
    '\u0000',
    '\u0001',
    '\u0008',
    '\u000b',
    '\u000c',
    '\u000e',
    '\u001b',
    '\u001f',
    '\u007f',
    '\u0080',
    '\u0085',
    '\u009f',
  ];

  it.each(controls)('refuses %j in single-line and multi-line text', (control) => {
    expect(messages(singleLine, `a${control}b`)).toEqual([INVALID]);
    expect(messages(multiLine, `a${control}b`)).toEqual([INVALID]);
    expect(messages(plainText(50), `a${control}b`)).toEqual([INVALID]);
    expect(messages(plainText(50, 'multi-line'), `a${control}b`)).toEqual([INVALID]);
  });

  // Bidirectional controls reorder what a staff screen shows ("Jane\u202Enimda" reads "Janeadmin").
  const bidiControls = [
    '\u061c',
    '\u200e',
    '\u200f',
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
  ];

  it.each(bidiControls)('refuses the bidirectional control %j in every kind of text', (control) => {
    expect(messages(singleLine, `Jane${control}nimda`)).toEqual([INVALID]);
    expect(messages(multiLine, `Jane${control}nimda`)).toEqual([INVALID]);
    expect(messages(plainText(50), `a${control}b`)).toEqual([INVALID]);
    expect(messages(plainText(50, 'multi-line'), `a${control}b`)).toEqual([INVALID]);
  });

  it('keeps the format characters that build text: the zero-width joiner and the soft hyphen', () => {
    expect(messages(singleLine, 'Family 👩\u200d👩\u200d👧')).toEqual([]);
    expect(messages(singleLine, 'Zoë Ång\u00adström')).toEqual([]);
  });

  it.each(['\n', '\r\n', '\r', '\t'])('keeps %j in multi-line text only', (separator) => {
    expect(messages(multiLine, `line one${separator}line two`)).toEqual([]);
    expect(messages(plainText(50, 'multi-line'), `a${separator}b`)).toEqual([]);
    expect(messages(singleLine, `a${separator}b`)).toEqual([INVALID]);
    expect(messages(plainText(50), `a${separator}b`)).toEqual([INVALID]);
  });

  it('reports blank before invalid, and invalid before too long', () => {
    expect(messages(singleLine, '   ')).toEqual(['Name is required']);
    expect(messages(singleLine, `${'a'.repeat(60)}\u0000`)).toEqual([INVALID]);
    expect(messages(singleLine, 'a'.repeat(51))).toEqual(['Must be 50 characters or fewer']);
  });

  it('accepts other Unicode, and empty optional text', () => {
    expect(messages(singleLine, 'Zoë Ångström 李 😀')).toEqual([]);
    expect(messages(plainText(50), '')).toEqual([]);
  });

  it('refuses a URL with a control character, even one the URL parser would drop', () => {
    expect(isHttpUrl('https://example.com/a\u0000b')).toBe(false);
    expect(isHttpUrl('https://exam\tple.com/')).toBe(false);
    expect(isHttpUrl('https://example.com/a\u0085')).toBe(false);
    expect(messages(ZHttpUrl, 'https://example.com/\u0000')).toEqual(['Please enter a valid URL']);
  });
});
