import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { AppError, type TJobLookup } from '@hirerelay/contracts';
import { JOB_FIELD_PLACEHOLDER } from '@hirerelay/domain';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JobLookupService } from '../../src/lookup/job-lookup.service.js';
import { PageExtractionPool } from '../../src/lookup/page-extraction-pool.service.js';
import {
  PAGE_FETCH_LIMITS,
  PageFetchError,
  SafePageFetcher,
  type TPageFetchOptions,
  type TResolveHost,
} from '../../src/lookup/safe-page-fetcher.service.js';
import { FIXTURE_PAGES, startFixturePageServer } from '@hirerelay/testing/job-pages';

// The lookup and its fetcher with real sockets: a fixture server and a "hostile" server on
// 127.0.0.1, and the SSRF rules as production runs them (no allowlist) unless a test says so.

const MB = 1024 * 1024;
const HTML = { 'content-type': 'text/html; charset=utf-8' };
const silent = pino({ level: 'silent' });
// The lookup reads pages in worker threads (one is enough here); closed after the file.
const pages = new PageExtractionPool({ size: 1 });
afterAll(() => pages.close());

type Hostile = { origin: string; host: string; slowRequests: number; close: () => Promise<void> };

/** Routes that misbehave in the ways the fetch must survive. */
async function startHostileServer(): Promise<Hostile> {
  const state = { slowRequests: 0 };
  const parked: ServerResponse[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const hops = Number(url.searchParams.get('hops') ?? 0);
    switch (url.pathname) {
      case '/redirect':
        response.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
        return;
      case '/chain':
        response.writeHead(301, { location: hops > 0 ? `/chain?hops=${hops - 1}` : '/page' }).end();
        return;
      case '/page':
        response.writeHead(200, HTML).end('<title>Reached</title>');
        return;
      case '/xhtml':
        response
          .writeHead(200, { 'content-type': 'application/xhtml+xml' })
          .end('<html xmlns="http://www.w3.org/1999/xhtml"><head><title>XHTML job</title></head></html>');
        return;
      case '/big':
        // Streamed without a length, so only counting the bytes can stop it.
        response.writeHead(200, HTML);
        for (let i = 0; i < 3; i += 1) response.write(`<p>${'x'.repeat(MB)}</p>`);
        response.end();
        return;
      case '/big-declared':
        response.writeHead(200, { ...HTML, 'content-length': String(3 * MB) });
        response.end('x'.repeat(3 * MB));
        return;
      case '/gzip-bomb':
        response
          .writeHead(200, { ...HTML, 'content-encoding': 'gzip' })
          .end(gzipSync(Buffer.alloc(3 * MB, 0x61)));
        return;
      case '/gzip':
        response
          .writeHead(200, { ...HTML, 'content-encoding': 'gzip' })
          .end(gzipSync('<title>Compressed job</title>'));
        return;
      case '/slow':
        // Headers never come: the deadline has to end it.
        state.slowRequests += 1;
        parked.push(response);
        return;
      case '/json':
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"title":"Not a page"}');
        return;
      case '/image':
        response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(64));
        return;
      default:
        response.writeHead(404, HTML).end('<title>Not found</title>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    get slowRequests() {
      return state.slowRequests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of parked) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const fetcher = (options: TPageFetchOptions = {}) => new SafePageFetcher(options);
const testOnly = (options: TPageFetchOptions = {}) => fetcher({ allowedHosts: ['127.0.0.1'], ...options });

/** The reason a fetch was refused (the test fails if it was not). */
async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PageFetchError);
  return (error as PageFetchError).reason;
}

const resolverOf = (answers: Record<string, string[]>, calls: string[] = []): TResolveHost => {
  return async (hostname) => {
    calls.push(hostname);
    const addresses = answers[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
};

let hostile: Hostile;
let fixtures: Awaited<ReturnType<typeof startFixturePageServer>>;

beforeAll(async () => {
  hostile = await startHostileServer();
  fixtures = await startFixturePageServer();
});

afterAll(async () => {
  await hostile?.close();
  await fixtures?.close();
});

describe('the job-page fetch with the SSRF rules as deployed (no allowlist)', () => {
  it.each([
    'http://127.0.0.1/jobs/1',
    'http://127.9.9.9/jobs/1',
    'http://10.0.0.1/jobs/1',
    'http://172.20.1.1/jobs/1',
    'http://192.168.1.1/jobs/1',
    'http://100.64.0.1/jobs/1',
    'http://169.254.169.254/latest/meta-data/iam/security-credentials/1',
    'http://0.0.0.0/jobs/1',
    'http://224.0.0.1/jobs/1',
    'http://[::1]/jobs/1',
    'http://[::ffff:127.0.0.1]/jobs/1',
    'http://[::ffff:a9fe:a9fe]/latest/meta-data/1',
    'http://[fe80::1]/jobs/1',
    'http://[fd00::1]/jobs/1',
    'http://[::]/jobs/1',
    // Spellings the URL parser turns into 127.0.0.1.
    'http://2130706433/jobs/1',
    'http://0x7f.1/jobs/1',
  ])('refuses %s by its address', async (url) => {
    expect(await refusal(fetcher().fetchPage(url))).toBe('address');
  });

  it('refuses a name that resolves to a private address, and one with any private address among public ones', async () => {
    const resolve = resolverOf({
      'jobs.internal.example': ['10.1.2.3'],
      'mixed.example': ['93.184.215.14', '2606:4700::6810:84e5', '192.168.0.7'],
      'v6.example': ['2606:4700::6810:84e5', 'fd12::1'],
    });
    expect(await refusal(fetcher({ resolve }).fetchPage('https://jobs.internal.example/jobs/1'))).toBe(
      'address',
    );
    expect(await refusal(fetcher({ resolve }).fetchPage('https://mixed.example/jobs/1'))).toBe('address');
    expect(await refusal(fetcher({ resolve }).fetchPage('https://v6.example/jobs/1'))).toBe('address');
  });

  it('refuses localhost through the system resolver', async () => {
    expect(await refusal(fetcher().fetchPage('http://localhost/jobs/1'))).toBe('address');
  });

  it('refuses ports other than 80 and 443, and schemes other than http(s)', async () => {
    expect(await refusal(fetcher().fetchPage('http://93.184.215.14:8080/jobs/1'))).toBe('port');
    expect(await refusal(fetcher().fetchPage('https://93.184.215.14:8443/jobs/1'))).toBe('port');
    expect(await refusal(fetcher().fetchPage(`${fixtures.origin}/jobs/${FIXTURE_PAGES.linkedin}`))).toBe(
      'port',
    );
    expect(await refusal(fetcher().fetchPage('ftp://93.184.215.14/jobs/1'))).toBe('scheme');
    expect(await refusal(fetcher().fetchPage('file:///etc/passwd'))).toBe('scheme');
  });

  it('refuses a name that does not resolve', async () => {
    expect(
      await refusal(fetcher({ resolve: resolverOf({}) }).fetchPage('https://nowhere.example/jobs/1')),
    ).toBe('dns');
  });

  it('answers the lookup with the spec message on the url field, never the cause', async () => {
    const lookup = new JobLookupService(fetcher(), pages, silent);
    const error = await lookup
      .lookup('http://169.254.169.254/latest/meta-data/1')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).toWire()).toEqual({
      appError: true,
      code: 'VALIDATION',
      message: 'Failed to fetch job data',
      fields: { url: 'Failed to fetch job data' },
    });
  });

  it('logs why a lookup failed (for operators), with the address class', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    await new JobLookupService(fetcher(), pages, logger)
      .lookup('http://10.0.0.1/jobs/1')
      .catch(() => undefined);
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'job page not fetched',
        reason: 'address',
        site: '10.0.0.1',
      }),
    ]);
  });

  it('refuses links the URL rules refuse before fetching anything', async () => {
    const lookup = new JobLookupService(
      fetcher({ resolve: () => Promise.reject(new Error('must not resolve')) }),
      pages,
      silent,
    );
    await expect(lookup.lookup('http://[::1]/jobs/1')).rejects.toMatchObject({
      message: 'Please enter a valid URL',
    });
    await expect(lookup.lookup('https://www.linkedin.com/feed/')).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Could not extract job ID from the LinkedIn URL. Please check the URL and try again.',
      fields: { url: 'Could not extract job ID from the LinkedIn URL. Please check the URL and try again.' },
    });
  });
});

describe('checks that still hold for a test-allowed host (JOB_FETCH_ALLOWED_HOSTS=127.0.0.1)', () => {
  it.each([
    ['http://169.254.169.254/latest/meta-data/1', 'address'],
    ['http://10.0.0.1/jobs/1', 'address'],
    ['http://[::ffff:127.0.0.1]/jobs/1', 'address'],
    // Another loopback address is not the allowed one.
    ['http://127.0.0.2/jobs/1', 'address'],
    ['file:///etc/passwd', 'scheme'],
  ])('a redirect to %s is checked again and refused (%s)', async (target, reason) => {
    const url = `${hostile.origin}/redirect?to=${encodeURIComponent(target)}`;
    expect(await refusal(testOnly().fetchPage(url))).toBe(reason);
  });

  it('follows three redirects and refuses a fourth', async () => {
    await expect(testOnly().fetchPage(`${hostile.origin}/chain?hops=2`)).resolves.toMatchObject({
      url: `${hostile.origin}/page`,
      html: '<title>Reached</title>',
    });
    expect(await refusal(testOnly().fetchPage(`${hostile.origin}/chain?hops=3`))).toBe('redirects');
  });

  it('stops a 3 MB body, announced or not, and a small gzip body that inflates to 3 MB', async () => {
    expect(await refusal(testOnly().fetchPage(`${hostile.origin}/big`))).toBe('too-large');
    expect(await refusal(testOnly().fetchPage(`${hostile.origin}/big-declared`))).toBe('too-large');
    expect(await refusal(testOnly().fetchPage(`${hostile.origin}/gzip-bomb`))).toBe('too-large');
    expect(PAGE_FETCH_LIMITS.maxBytes).toBe(2 * MB);
  });

  it('reads a compressed page', async () => {
    await expect(testOnly().fetchPage(`${hostile.origin}/gzip`)).resolves.toMatchObject({
      html: '<title>Compressed job</title>',
    });
  });

  it('reads only HTML (and XHTML) with a 2xx status', async () => {
    expect(await refusal(testOnly().fetchPage(`${hostile.origin}/json`))).toBe('not-html');
    expect(await refusal(testOnly().fetchPage(`${hostile.origin}/image`))).toBe('not-html');
    expect(await refusal(testOnly().fetchPage(`${hostile.origin}/missing`))).toBe('status');
    await expect(testOnly().fetchPage(`${hostile.origin}/xhtml`)).resolves.toMatchObject({
      html: expect.stringContaining('XHTML job') as string,
    });
  });

  it('gives up on a slow page at the deadline', async () => {
    const started = Date.now();
    expect(await refusal(testOnly({ timeoutMs: 300 }).fetchPage(`${hostile.origin}/slow`))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('connects to the address it checked: the name is resolved once per hop and never again', async () => {
    const calls: string[] = [];
    // `.invalid` never resolves in real DNS, so reaching the page proves the pinned address was used.
    const resolve = resolverOf({ 'fixtures.pinned.invalid': ['127.0.0.1'] }, calls);
    const port = new URL(fixtures.origin).port;
    const page = await testOnly({ resolve }).fetchPage(
      `http://fixtures.pinned.invalid:${port}/jobs/${FIXTURE_PAGES.openGraphOnly}`,
    );
    expect(page.html).toContain('Night Shift Lab Technician');
    expect(calls).toEqual(['fixtures.pinned.invalid']);
  });
});

describe('one allowed origin (JOB_FETCH_ALLOWED_HOSTS=127.0.0.1:PORT, as npm start allows its sample pages)', () => {
  const originOnly = (host: string) => fetcher({ allowedHosts: [host] });

  it('fetches a page of that origin', async () => {
    const page = await originOnly(fixtures.host).fetchPage(fixtures.pageUrl(FIXTURE_PAGES.greenhouse));
    expect(page.html).toContain('Staff Data Engineer');
  });

  it('refuses 127.0.0.1 on another port and on the default one, [::1] and 10.x', async () => {
    const allowed = originOnly(fixtures.host);
    const { port } = new URL(fixtures.origin);
    expect(await refusal(allowed.fetchPage(`${hostile.origin}/page`))).toBe('port');
    expect(await refusal(allowed.fetchPage('http://127.0.0.1/jobs/1'))).toBe('address');
    expect(await refusal(allowed.fetchPage(`http://127.0.0.2:${port}/jobs/1`))).toBe('port');
    expect(await refusal(allowed.fetchPage(`http://[::1]:${port}/jobs/1`))).toBe('port');
    expect(await refusal(allowed.fetchPage('http://[::1]/jobs/1'))).toBe('address');
    expect(await refusal(allowed.fetchPage(`http://10.0.0.1:${port}/jobs/1`))).toBe('port');
    expect(await refusal(allowed.fetchPage('http://10.0.0.1/jobs/1'))).toBe('address');
  });

  it('refuses a redirect from the allowed origin to another local port, follows one within it', async () => {
    const allowed = originOnly(hostile.host);
    const toFixtures = encodeURIComponent(fixtures.pageUrl(FIXTURE_PAGES.linkedin));
    expect(await refusal(allowed.fetchPage(`${hostile.origin}/redirect?to=${toFixtures}`))).toBe('port');
    const toDefaultPort = encodeURIComponent('http://127.0.0.1/jobs/1');
    expect(await refusal(allowed.fetchPage(`${hostile.origin}/redirect?to=${toDefaultPort}`))).toBe(
      'address',
    );
    await expect(allowed.fetchPage(`${hostile.origin}/redirect?to=%2Fpage`)).resolves.toMatchObject({
      url: `${hostile.origin}/page`,
      html: '<title>Reached</title>',
    });
  });
});

describe('the 5 s deadline', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the default: a page that has not answered after 4.999 s is still awaited, at 5 s it is refused', async () => {
    expect(PAGE_FETCH_LIMITS.timeoutMs).toBe(5_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const before = hostile.slowRequests;
    let settled: string | undefined;
    const outcome = testOnly()
      .fetchPage(`${hostile.origin}/slow`)
      .then(
        () => 'fetched',
        (error: unknown) => (error instanceof PageFetchError ? error.reason : 'other'),
      )
      .then((result) => (settled = result));
    // Waits for the request to reach the server on real time (vi.waitFor would move the fake clock).
    const giveUpAt = Date.now() + 5_000;
    while (hostile.slowRequests === before && Date.now() < giveUpAt) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(hostile.slowRequests).toBe(before + 1);
    await vi.advanceTimersByTimeAsync(PAGE_FETCH_LIMITS.timeoutMs - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('timeout');
  });
});

describe('the lookup over the fixture pages (JOB_FETCH_ALLOWED_HOSTS=127.0.0.1)', () => {
  const placeholders = (fields: (keyof TJobLookup)[]) =>
    Object.fromEntries(fields.map((field) => [field, JOB_FIELD_PLACEHOLDER]));

  it.each([
    [
      FIXTURE_PAGES.linkedin,
      {
        title: 'Senior Software Engineer',
        company: 'Acme Corp',
        location: 'Austin, TX, US',
        datePosted: '2026-11-10',
        jobType: 'Full-time',
        ...placeholders(['salary']),
      },
    ],
    [
      FIXTURE_PAGES.indeed,
      {
        title: 'Pharmacy Technician',
        company: 'HealthMart Pharmacy & Wellness',
        location: 'Austin, TX, US',
        datePosted: '2026-11-18',
        jobType: 'Part-time, Temporary',
        salary: '$18.50–$22 per hour',
      },
    ],
    [
      FIXTURE_PAGES.greenhouse,
      {
        title: 'Staff Data Engineer',
        company: 'Globex',
        location: 'Remote (United States)',
        datePosted: '2026-10-31',
        jobType: 'Full-time',
        salary: '$185,000–$225,000 per year',
      },
    ],
    [
      FIXTURE_PAGES.workday,
      {
        title: 'Senior Mechanical Engineer',
        company: 'Initech GmbH',
        location: 'Munich, Germany; Berlin, Germany',
        datePosted: '2026-11-03',
        jobType: 'Full-time',
        salary: '€78,000 per year',
      },
    ],
    [
      FIXTURE_PAGES.openGraphOnly,
      {
        title: 'Night Shift Lab Technician',
        company: 'Umbrella Corporation Careers',
        description:
          'Join our Raccoon City lab team: run assays overnight, keep the cold chain intact & log every sample.',
        ...placeholders(['location', 'datePosted', 'jobType', 'salary']),
      },
    ],
    [
      FIXTURE_PAGES.noData,
      placeholders(['title', 'company', 'location', 'description', 'datePosted', 'jobType', 'salary']),
    ],
  ])('fills the fields from %s', async (name, expected) => {
    const link = `${fixtures.pageUrl(name)}?utm_source=newsletter#apply`;
    const result = await new JobLookupService(testOnly(), pages, silent).lookup(link);
    expect(result).toMatchObject({
      url: fixtures.pageUrl(name),
      site: '127.0.0.1',
      jobId: name,
      ...expected,
    });
    expect(result.description).not.toBe('');
    // A page that names no job reads as unreadable: imported all the same, for staff to fill in.
    expect(result.detailsSource).toBe(name === FIXTURE_PAGES.noData ? 'none' : 'page');
    expect(Object.keys(result).sort()).toEqual(
      [
        'company',
        'datePosted',
        'description',
        'detailsSource',
        'jobId',
        'jobType',
        'location',
        'salary',
        'site',
        'title',
        'url',
      ].sort(),
    );
  });
});
