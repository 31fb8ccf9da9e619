import Fastify from 'fastify';
import helmet from 'helmet';
import { describe, expect, it, vi } from 'vitest';
import { SECURITY_HEADERS, securityHeaderValues, useSecurityHeaders } from './security-headers.plugin.js';

// Counts how often helmet is asked to build its middlewares (the real helmet does the work).
vi.mock('helmet', async (importOriginal) => {
  const actual = await importOriginal<typeof import('helmet')>();
  return { default: vi.fn(actual.default) };
});

describe('security headers', () => {
  it('are helmet\u2019s headers for the house options, CSP included', () => {
    const headers = securityHeaderValues();
    expect(headers['content-security-policy']).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';" +
        "frame-ancestors 'none';img-src 'self' data:;object-src 'none';script-src 'self';" +
        "script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
  });

  it('are computed once at start and sent on every answer, routed or not', async () => {
    const buildHelmet = vi.mocked(helmet);
    buildHelmet.mockClear();
    const fastify = Fastify();
    useSecurityHeaders(fastify);
    fastify.get('/api/ping', async () => ({ ok: true }));
    const expected = securityHeaderValues();
    buildHelmet.mockClear();

    const answers = [];
    for (const url of ['/api/ping', '/api/ping', '/api/ping', '/nowhere'])
      answers.push(await fastify.inject(url));
    await fastify.close();

    expect(buildHelmet).not.toHaveBeenCalled();
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 404]);
    for (const answer of answers) {
      for (const [name, value] of Object.entries(expected)) expect(answer.headers[name]).toBe(value);
    }
    expect(SECURITY_HEADERS.contentSecurityPolicy.directives.upgradeInsecureRequests).toBeNull();
  });
});
