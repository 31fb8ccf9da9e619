import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressesOnTheFly, useResponseCompression } from './compression.plugin.js';

describe('compressesOnTheFly', () => {
  it('compresses API routes', () => {
    for (const url of ['/api/blog/posts', '/api/admin/users', '/api/profile', '/api/openapi.json']) {
      expect(compressesOnTheFly(url)).toBe(true);
    }
  });

  it('never compresses answers that carry a secret (BREACH)', () => {
    for (const url of [
      '/api/auth',
      '/api/auth/csrf',
      '/api/auth/login',
      '/api/auth/login-link',
      '/api/auth/refresh',
      '/api/profile/resume/link',
      '/api/admin/users/:id/resume/link',
      '/api/jobs/:id/documents/:type/link',
    ]) {
      expect(compressesOnTheFly(url)).toBe(false);
    }
  });

  it('leaves the SPA files and fallback to the build-time compression', () => {
    for (const url of ['/', '/*', '/index.html', '/assets/index-abc.js', '/favicon.svg', '/apiary']) {
      expect(compressesOnTheFly(url)).toBe(false);
    }
  });
});

describe('useResponseCompression', () => {
  const big = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, title: `Post number ${i}` })) };
  let fastify: FastifyInstance;

  beforeAll(async () => {
    fastify = Fastify();
    await useResponseCompression(fastify);
    fastify.get('/api/blog/posts', async () => big);
    fastify.get('/api/site-config', async () => ({ smsNumber: null }));
    fastify.get('/api/auth/csrf', async () => ({ token: 'secret', padding: 'x'.repeat(4000) }));
    fastify.get('/assets/app.js', async (_request, reply) =>
      reply.type('text/javascript').send('let a = 1;\n'.repeat(500)),
    );
    fastify.get('/api/events', async (_request, reply) =>
      reply.type('text/event-stream').send(Readable.from(['data: hello\n\n'.repeat(200)])),
    );
    await fastify.ready();
  });
  afterAll(async () => {
    await fastify.close();
  });

  const get = (url: string, acceptEncoding: string) =>
    fastify.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

  it('compresses a large JSON answer with brotli or gzip, whichever the client accepts', async () => {
    const br = await get('/api/blog/posts', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);

    const gzip = await get('/api/blog/posts', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(big);

    const identity = await get('/api/blog/posts', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(big);
  });

  it('sends small answers, secret-bearing routes, files and event streams as they are', async () => {
    for (const url of ['/api/site-config', '/api/auth/csrf', '/assets/app.js', '/api/events']) {
      const answer = await get(url, 'gzip, deflate, br');
      expect({ url, encoding: answer.headers['content-encoding'] }).toEqual({ url, encoding: undefined });
    }
    expect((await get('/api/auth/csrf', 'br')).json()).toMatchObject({ token: 'secret' });
  });
});
