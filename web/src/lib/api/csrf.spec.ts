import { describe, expect, it } from 'vitest';
import { readCookie } from './csrf';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('theme=dark; csrf=abc%2B123; other=1', 'csrf')).toBe('abc+123');
  });

  it('does not match a cookie whose name only ends with the one asked for', () => {
    expect(readCookie('xcsrf=nope', 'csrf')).toBeNull();
  });

  it('treats a missing or empty cookie as absent', () => {
    expect(readCookie('', 'csrf')).toBeNull();
    expect(readCookie('csrf=', 'csrf')).toBeNull();
  });

  it('keeps a value that is not valid percent-encoding as it is', () => {
    expect(readCookie('csrf=100%', 'csrf')).toBe('100%');
  });
});
