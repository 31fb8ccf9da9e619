import { describe, expect, it } from 'vitest';
import { effectivePort, isAllowedHost, parseAllowedHost } from './allowed-hosts.rules.js';

describe('JOB_FETCH_ALLOWED_HOSTS entries', () => {
  it.each([
    ['127.0.0.1', { host: '127.0.0.1', port: null }],
    ['127.0.0.1:8093', { host: '127.0.0.1', port: 8093 }],
    [' LocalHost:8093 ', { host: 'localhost', port: 8093 }],
    ['fixtures.test', { host: 'fixtures.test', port: null }],
    ['::1', { host: '::1', port: null }],
    ['[::1]', { host: '::1', port: null }],
    ['[::1]:8093', { host: '::1', port: 8093 }],
    ['[FD00::1]:65535', { host: 'fd00::1', port: 65535 }],
  ])('reads %j', (entry, expected) => {
    expect(parseAllowedHost(entry)).toEqual(expected);
  });

  it.each([
    '127.0.0.1:0',
    '127.0.0.1:65536',
    '127.0.0.1:',
    ':8093',
    'http://127.0.0.1:8093',
    '[::1',
    'a b',
    'u@h',
  ])('refuses %j, naming it', (entry) => {
    expect(() => parseAllowedHost(entry)).toThrow(`"${entry}" is not a host or host:port`);
  });

  it('lets a host:port entry through on that port only, a bare host on any port', () => {
    const allowed = ['127.0.0.1:8093', '[::1]:8093', 'fixtures.test'].map(parseAllowedHost);
    expect(isAllowedHost(allowed, '127.0.0.1', 8093)).toBe(true);
    expect(isAllowedHost(allowed, '127.0.0.1', 8094)).toBe(false);
    expect(isAllowedHost(allowed, '127.0.0.1', 80)).toBe(false);
    expect(isAllowedHost(allowed, '127.0.0.2', 8093)).toBe(false);
    expect(isAllowedHost(allowed, '::1', 8093)).toBe(true);
    expect(isAllowedHost(allowed, '::1', 5432)).toBe(false);
    expect(isAllowedHost(allowed, 'Fixtures.Test', 4599)).toBe(true);
    expect(isAllowedHost([], '127.0.0.1', 8093)).toBe(false);
  });

  it('compares the port a URL connects to, the scheme default included', () => {
    expect(effectivePort(new URL('http://127.0.0.1:8093/jobs/1'))).toBe(8093);
    expect(effectivePort(new URL('http://127.0.0.1/jobs/1'))).toBe(80);
    expect(effectivePort(new URL('https://127.0.0.1/jobs/1'))).toBe(443);
    expect(effectivePort(new URL('http://127.0.0.1:443/jobs/1'))).toBe(443);
  });
});
