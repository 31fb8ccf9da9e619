import { describe, expect, it } from 'vitest';
import { bearerTokenOf } from './bearer-token.util.js';

describe('bearerTokenOf', () => {
  it('reads the token of a Bearer header, whatever the scheme case', () => {
    expect(bearerTokenOf('Bearer hrx_abc')).toBe('hrx_abc');
    expect(bearerTokenOf('bearer hrx_abc ')).toBe('hrx_abc');
  });

  it('finds none without the header, with another scheme, an empty or an oversized token', () => {
    expect(bearerTokenOf(undefined)).toBeNull();
    expect(bearerTokenOf('')).toBeNull();
    expect(bearerTokenOf('Basic dXNlcjpwYXNz')).toBeNull();
    expect(bearerTokenOf('Bearer ')).toBeNull();
    expect(bearerTokenOf('Bearer a b')).toBeNull();
    expect(bearerTokenOf(`Bearer ${'a'.repeat(201)}`)).toBeNull();
  });
});
