import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  adminSession,
  HttpSession,
  identityDatabaseUrl,
  signUp,
  testLogDir,
  useSharedSystemBehindOwnGateway,
  type SharedSystem,
} from '@hirerelay/testing';
import { describe, expect, inject, it } from 'vitest';
import { send, type Answer } from '../fuzz/send.js';

// Compressed answers, as a browser gets them: the SPA's files precompressed at build time and
// served as they are (the built web/dist), API answers compressed on the fly above 1 KiB. Requests
// go through node:http, which shows the bytes on the wire (fetch would decompress them).

const shared = inject('shared');
const logDir = testLogDir('gateway-compression');
const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
const BROWSER = 'gzip, deflate, br, zstd';
const IMMUTABLE = 'public, max-age=31536000, immutable';
let system: SharedSystem;

// A gateway of its own (serving the web build) in front of the shared services.
useSharedSystemBehindOwnGateway(
  shared,
  { logDir, env: { WEB_DIST_DIR: WEB_DIST } },
  (ready) => (system = ready),
);

function get(route: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return send(system.url, { method, path: route, headers, body: undefined });
}

/** The largest hashed script of the build: the one compression matters most for. */
function largestScript(): { route: string; raw: Buffer } {
  const assets = path.join(WEB_DIST, 'assets');
  const [name] = fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .sort((a, b) => fs.statSync(path.join(assets, b)).size - fs.statSync(path.join(assets, a)).size);
  expect(fs.existsSync(path.join(assets, `${name}.br`))).toBe(true);
  return { route: `/assets/${name}`, raw: fs.readFileSync(path.join(assets, name!)) };
}

const decode = (answer: Answer): Buffer => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
};

describe('hashed assets', () => {
  it('are sent precompressed in the encoding the browser accepts, byte-identical once decoded', async () => {
    const { route, raw } = largestScript();
    const br = await get(route, { 'accept-encoding': BROWSER });
    const gzip = await get(route, { 'accept-encoding': 'gzip' });
    const identity = await get(route);

    for (const [answer, encoding] of [
      [br, 'br'],
      [gzip, 'gzip'],
      [identity, undefined],
    ] as const) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      // The original file's type, never that of a .br/.gz file.
      expect(answer.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe(IMMUTABLE);
      expect(decode(answer).equals(raw)).toBe(true);
    }
    expect(br.body.length).toBeLessThan(gzip.body.length);
    expect(gzip.body.length).toBeLessThan(raw.length / 2);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
  });

  it('answer HEAD with the headers of the compressed file and no body', async () => {
    const { route } = largestScript();
    const head = await get(route, { 'accept-encoding': 'br' }, 'HEAD');
    const full = await get(route, { 'accept-encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
  });

  it('stay 404 when unknown, and the compressed siblings are no files of their own', async () => {
    const { route } = largestScript();
    for (const missing of ['/assets/index-00000000.js', `${route}.br`, `${route}.gz`]) {
      const answer = await get(missing, { 'accept-encoding': BROWSER });
      expect({ missing, status: answer.status }).toEqual({ missing, status: 404 });
      expect(JSON.parse(answer.body.toString())).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });
});

describe('index.html', () => {
  // A route the build wrote its own HTML for (index.html plus its page's preloads) gets that file.
  const routeHtmlFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
  const htmlFor = (route: string) => fs.readFileSync(path.join(WEB_DIST, routeHtmlFile(route)));

  it('is compressed and revalidated on / and on a client route', async () => {
    for (const route of ['/', '/pricing']) {
      for (const encoding of ['br', 'gzip']) {
        const answer = await get(route, { 'accept-encoding': encoding });
        expect({ route, status: answer.status }).toEqual({ route, status: 200 });
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(answer.headers['cache-control']).toBe('no-cache');
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
        expect(decode(answer).equals(htmlFor(route))).toBe(true);
      }
      const identity = await get(route);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.headers.vary).toMatch(/accept-encoding/i);
      expect(identity.body.equals(htmlFor(route))).toBe(true);
    }
  });

  it('answers 304 to a revalidation by ETag or by date', async () => {
    for (const route of ['/', '/pricing']) {
      const first = await get(route, { 'accept-encoding': 'br' });
      expect(first.headers.etag).toBeTruthy();
      expect(first.headers['last-modified']).toBeTruthy();

      const byEtag = await get(route, { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! });
      expect({ route, status: byEtag.status }).toEqual({ route, status: 304 });
      expect(byEtag.body.length).toBe(0);
      expect(byEtag.headers['cache-control']).toBe('no-cache');

      const byDate = await get(route, {
        'accept-encoding': 'br',
        'if-modified-since': first.headers['last-modified']!,
      });
      expect({ route, status: byDate.status }).toEqual({ route, status: 304 });
    }
  });

  it("preloads a route's page code with its HTML, and serves index.html where there is none", async () => {
    const login = (await get('/login')).body.toString();
    expect(login).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/LoginPage-[\w-]+\.js">/);
    expect((await get('/login/')).body.toString()).toBe(login);
    expect((await get('/login?redirect=%2Fdashboard')).body.toString()).toBe(login);

    const index = fs.readFileSync(path.join(WEB_DIST, 'index.html')).toString();
    expect(index).not.toContain('LoginPage-');
    // A job page is a route ending in a parameter: one file for every job.
    // Its HTML paints the page's first screen, so its code downloads at a low priority.
    const job = (await get('/dashboard/jobs/123')).body.toString();
    expect(job).toMatch(
      /<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/JobDetailPage-[\w-]+\.js">/,
    );
    expect((await get('/dashboard/jobs/another-job/')).body.toString()).toBe(job);
    for (const route of ['/blog/some-post', '/no/such/page', '/dashboard/jobs/123/more', '/dashboard/jobs']) {
      const answer = await get(route);
      expect({ route, status: answer.status }).toEqual({ route, status: 200 });
      expect(answer.body.toString()).toBe(index);
    }
  });

  it('answers HEAD on a client route', async () => {
    const head = await get('/pricing', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('API answers', () => {
  it('compresses a large JSON list, not a small answer', async () => {
    const { session: admin } = await adminSession(system.url, identityDatabaseUrl(system.backing));
    // Enough users that the first page is well above 1 KiB whatever else the database holds.
    for (let i = 0; i < 8; i += 1) await signUp(new HttpSession(system.url));

    const cookie = admin.cookieHeaderFor('/api/admin/users');
    const list = await get('/api/admin/users', { 'accept-encoding': BROWSER, cookie });
    expect(list.status).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.headers['content-type']).toMatch(/^application\/json/);
    expect(list.headers.vary).toMatch(/accept-encoding/i);
    const listed = JSON.parse(decode(list).toString()) as { items: unknown[] };
    expect(listed.items.length).toBeGreaterThanOrEqual(9);
    expect(list.body.length).toBeLessThan(decode(list).length);

    const gzip = await get('/api/admin/users', { 'accept-encoding': 'gzip', cookie });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(gzip).toString())).toMatchObject({ items: expect.any(Array) });

    const small = await get('/api/site-config', { 'accept-encoding': BROWSER });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.length).toBeLessThan(1024);
    expect(JSON.parse(small.body.toString())).toBeTypeOf('object');
  });

  it('never compresses the CSRF token (BREACH)', async () => {
    const csrf = await get('/api/auth/csrf', { 'accept-encoding': BROWSER });
    expect(csrf.status).toBe(200);
    expect(csrf.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(csrf.body.toString())).toEqual({ token: expect.any(String) });
  });
});
