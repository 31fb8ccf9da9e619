import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  BillingMessages,
  ConfirmQuotaRpc,
  ExtensionTokenMessages,
  IMPORT_REFUSAL_REASONS,
  JobsMessages,
  PAGE_DETAILS_LIMITS,
  ReserveQuotaRpc,
  type TJobDetail,
  type TCreatedExtensionToken,
  type TExtensionTokenList,
  type TImportedJob,
  type TJobsPage,
  type TSiteConfig,
} from '@hirerelay/contracts';
import { HttpSession, signedUpSession, testLogDir, testRpcClient } from '@hirerelay/testing';
import { FIXTURE_PAGES, HOSTILE_PAGES } from '@hirerelay/testing/job-pages';
import type { RpcClient } from '@hirerelay/nest-common';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sharedJobsSystem, type ErrorBody, type JobsSystem, type Session } from './jobs-fixtures.js';

/*
 * The browser extension's routes through the real gateway and system: tokens made in Settings
 * (cookie session and CSRF), and `POST /api/extension/jobs`, authenticated by the token alone,
 * answered with CORS for extension origins only, limited per token, importing through jobs' one
 * import path with billing's real quota.
 */
const shared = inject('shared');
const logDir = testLogDir('gateway-extension');
const EXTENSION_ORIGIN = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
const TOKEN_LIMIT = 5;
let jobsSystem: JobsSystem;
let rpc: RpcClient;
let zipDir: string;
const ZIP_BYTES = Buffer.from('PK\u0003\u0004 not really a zip, but served byte for byte');

beforeAll(async () => {
  zipDir = await mkdtemp(path.join(tmpdir(), 'hr-extension-'));
  await writeFile(path.join(zipDir, 'hirerelay-extension.zip'), ZIP_BYTES);
  // A gateway of its own (a per-token limit, the served zip) in front of the shared services.
  jobsSystem = await sharedJobsSystem(shared, {
    logDir,
    gatewayEnv: {
      RATE_LIMIT_EXTENSION_JOBS: `${String(TOKEN_LIMIT)}/600`,
      EXTENSION_ZIP_PATH: path.join(zipDir, 'hirerelay-extension.zip'),
    },
  });
  rpc = testRpcClient(jobsSystem.backing);
});
afterAll(async () => {
  await rpc?.close();
  await jobsSystem?.stop();
  if (zipDir) await rm(zipDir, { recursive: true, force: true });
});

const fixtureLink = (page: string, id: number | string) => jobsSystem.link(page, id);

async function createToken(session: HttpSession, name = 'Chrome at work') {
  const created = await session.post<TCreatedExtensionToken & ErrorBody>('/api/extension/tokens', { name });
  expect(created.status).toBe(201);
  return created.body;
}

/** The extension's request: its token, its origin, and no cookie unless a test adds one. */
async function sendFromExtension(
  token: string | null,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: TImportedJob & ErrorBody }> {
  const response = await fetch(`${jobsSystem.url}/api/extension/jobs`, {
    method: 'POST',
    headers: {
      origin: EXTENSION_ORIGIN,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as TImportedJob & ErrorBody,
  };
}

const jobsOf = async (session: HttpSession) =>
  (await session.get<TJobsPage>('/api/jobs?limit=100')).body.items;

const invalidToken = { error: { code: 'UNAUTHENTICATED', message: ExtensionTokenMessages.invalid } };

describe('tokens in Settings', () => {
  it('creates a token shown once, and lists it without secret or hash', async () => {
    const { session } = await signedUpSession(jobsSystem.url);
    const { token, secret } = await createToken(session, '  Chrome at home ');
    expect(secret).toMatch(/^hrx_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: 'Chrome at home', lastUsedAt: null });

    const listed = await session.get<TExtensionTokenList>('/api/extension/tokens');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ items: [token] });
    expect(listed.text).not.toContain(secret);
    expect(listed.text).not.toContain('hash');

    // That identity keeps only the secret's SHA-256 is identity's own test (extension-tokens.svc-spec.ts).
  });

  it('needs the session and its CSRF token; refuses a bad name with its field message', async () => {
    const anonymous = new HttpSession(jobsSystem.url);
    expect((await anonymous.get('/api/extension/tokens')).status).toBe(401);
    const { session } = await signedUpSession(jobsSystem.url);
    const noCsrf = await session.request<ErrorBody>('POST', '/api/extension/tokens', {
      json: { name: 'x' },
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
    const blank = await session.post<ErrorBody>('/api/extension/tokens', { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual({ name: ExtensionTokenMessages.nameRequired });
    expect((await session.get<TExtensionTokenList>('/api/extension/tokens')).body.items).toEqual([]);
  });

  it('refuses the eleventh live token with 409 and the limit text', async () => {
    const { session } = await signedUpSession(jobsSystem.url);
    for (let i = 0; i < 10; i += 1) await createToken(session, `Browser ${String(i)}`);
    const refused = await session.post<ErrorBody>('/api/extension/tokens', { name: 'One more' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'CONFLICT',
      message: ExtensionTokenMessages.limitReached,
      fields: { name: ExtensionTokenMessages.limitReached },
    });
  });
});

describe('sending a job from the extension', () => {
  let alice: Session;
  let aliceToken: TCreatedExtensionToken;
  beforeAll(async () => {
    alice = await jobsSystem.subscriber();
    aliceToken = await createToken(alice.session);
  });

  it("imports for the token's user (201 with the job), on their dashboard, and notes the token's use", async () => {
    const sent = await sendFromExtension(aliceToken.secret, { url: fixtureLink('greenhouse', 801) });
    expect(sent.status).toBe(201);
    expect(sent.headers.get('access-control-allow-origin')).toBe(EXTENSION_ORIGIN);
    expect(sent.body.job).toMatchObject({
      userId: alice.id,
      status: 'Saved',
      subscriptionType: 'Professional',
    });
    expect((await jobsOf(alice.session)).map((job) => job.id)).toContain(sent.body.job.id);
    const [listed] = (await alice.session.get<TExtensionTokenList>('/api/extension/tokens')).body.items;
    expect(listed!.lastUsedAt).not.toBeNull();
  });

  it('answers a duplicate with 409 and the job, and a bad link with 400, as POST /api/jobs does', async () => {
    const [job] = await jobsOf(alice.session);
    const again = await sendFromExtension(aliceToken.secret, { url: fixtureLink('greenhouse', 801) });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: {
        code: 'CONFLICT',
        message: JobsMessages.duplicate,
        fields: { reason: IMPORT_REFUSAL_REASONS.duplicate, jobId: job!.id },
      },
    });
    const notLink = await sendFromExtension(aliceToken.secret, { url: 'not a link' });
    expect(notLink.status).toBe(400);
    expect(notLink.body.error).toMatchObject({
      code: 'VALIDATION',
      fields: { url: 'Please enter a valid URL' },
    });
    // The refusal is readable by the extension: it carries the CORS header too.
    expect(notLink.headers.get('access-control-allow-origin')).toBe(EXTENSION_ORIGIN);
  });

  it('refuses without a subscription and at the limit with the quota texts (403)', async () => {
    const nobody = await signedUpSession(jobsSystem.url);
    const { secret } = await createToken(nobody.session);
    const refused = await sendFromExtension(secret, { url: fixtureLink('workday', 802) });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'FORBIDDEN',
      message: BillingMessages.subscriptionRequired,
      fields: { reason: IMPORT_REFUSAL_REASONS.subscriptionRequired },
    });

    const full = await jobsSystem.subscriber();
    for (let i = 0; i < 25; i += 1) {
      const jobId = randomUUID();
      await rpc.request(ReserveQuotaRpc, { userId: full.id, jobId });
      await rpc.request(ConfirmQuotaRpc, { jobId });
    }
    const fullToken = await createToken(full.session);
    const atLimit = await sendFromExtension(fullToken.secret, { url: fixtureLink('workday', 803) });
    expect(atLimit.status).toBe(403);
    expect(atLimit.body.error).toEqual({
      code: 'FORBIDDEN',
      message: BillingMessages.limitReached(25),
      fields: { reason: IMPORT_REFUSAL_REASONS.limitReached },
    });
    expect(await jobsOf(full.session)).toEqual([]);
  });

  it('ignores cookies: a signed-in browser without a token gets 401 and imports nothing', async () => {
    const before = (await jobsOf(alice.session)).length;
    const csrf = await alice.session.csrf();
    const withCookies = await sendFromExtension(
      null,
      { url: fixtureLink('linkedin', 804) },
      { cookie: alice.session.cookieHeaderFor('/api/extension/jobs'), 'x-csrf-token': csrf },
    );
    expect(withCookies.status).toBe(401);
    expect(withCookies.body).toEqual(invalidToken);
    const bySession = await alice.session.post<ErrorBody>('/api/extension/jobs', {
      url: fixtureLink('linkedin', 805),
    });
    expect(bySession.status).toBe(401);
    expect((await jobsOf(alice.session)).length).toBe(before);
  });

  it('refuses unknown, malformed and other schemes alike (401)', async () => {
    for (const authorization of [
      `Bearer hrx_${'A'.repeat(43)}`,
      'Bearer nonsense',
      `Basic ${aliceToken.secret}`,
    ]) {
      const refused = await sendFromExtension(null, { url: fixtureLink('linkedin', 806) }, { authorization });
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual(invalidToken);
    }
  });

  it("imports for the token's owner only: another user's token with your cookies never lands on your dashboard", async () => {
    const bob = await jobsSystem.subscriber();
    const bobToken = await createToken(bob.session);
    const aliceBefore = await jobsOf(alice.session);
    const sent = await sendFromExtension(
      bobToken.secret,
      { url: fixtureLink('indeed', 807) },
      { cookie: alice.session.cookieHeaderFor('/api/extension/jobs') },
    );
    expect(sent.status).toBe(201);
    expect(sent.body.job.userId).toBe(bob.id);
    expect(await jobsOf(alice.session)).toEqual(aliceBefore);
    // Nor may Alice revoke Bob's token: it is not found for her, and it still works.
    const revoke = await alice.session.delete<ErrorBody>(`/api/extension/tokens/${bobToken.token.id}`);
    expect(revoke.status).toBe(404);
    expect(revoke.body.error.message).toBe(ExtensionTokenMessages.notFound);
    expect((await sendFromExtension(bobToken.secret, { url: 'not a link' })).status).toBe(400);
  });

  it('refuses a revoked token with 401; revoking again is fine', async () => {
    const { session } = await signedUpSession(jobsSystem.url);
    const { token, secret } = await createToken(session);
    expect((await sendFromExtension(secret, { url: 'not a link' })).status).toBe(400);
    expect((await session.delete(`/api/extension/tokens/${token.id}`)).status).toBe(204);
    expect((await session.delete(`/api/extension/tokens/${token.id}`)).status).toBe(204);
    const refused = await sendFromExtension(secret, { url: fixtureLink('linkedin', 808) });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual(invalidToken);
    expect((await session.get<TExtensionTokenList>('/api/extension/tokens')).body.items).toEqual([]);
  });

  it(`limits each token to ${String(TOKEN_LIMIT)} requests a window (429 with Retry-After)`, async () => {
    const { session } = await signedUpSession(jobsSystem.url);
    const [first, second] = [await createToken(session, 'one'), await createToken(session, 'two')];
    for (let i = 0; i < TOKEN_LIMIT; i += 1) {
      expect((await sendFromExtension(first.secret, { url: 'not a link' })).status).toBe(400);
    }
    const limited = await sendFromExtension(first.secret, { url: 'not a link' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('access-control-allow-origin')).toBe(EXTENSION_ORIGIN);
    // Counted per token: the user's other token is not spent.
    expect((await sendFromExtension(second.secret, { url: 'not a link' })).status).toBe(400);
  });
});

describe('sending what the extension read from the tab', () => {
  let carol: Session;
  beforeAll(async () => {
    carol = await jobsSystem.subscriber();
  });
  /** A token of Carol's for each request: each token may send only TOKEN_LIMIT in this file's window. */
  const carolSecret = async () => (await createToken(carol.session, randomUUID().slice(0, 8))).secret;

  /** A Greenhouse-style page that answers the jobs service's fetch 403 (served to browsers only). */
  const blockedLink = (id: number) =>
    `${new URL(jobsSystem.fixtures.pages.greenhouse!).origin}/jobs/${HOSTILE_PAGES.blocked(FIXTURE_PAGES.greenhouse)}?jobid=${String(id)}`;
  const POSTING = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: 'Platform Engineer (from the tab)',
    hiringOrganization: { '@type': 'Organization', name: 'Tabbed Inc' },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Lisbon', addressCountry: 'PT' },
    },
    description: '<p>Run the platform the extension sent us.</p>',
  };
  /** The page as the extension sends it, its JSON-LD padded to `jsonLdChars` characters in all. */
  const pageOf = (posting: object, jsonLdChars = 0) => {
    const block = JSON.stringify(posting, null, 2);
    const padding = JSON.stringify({ '@type': 'WebPage', text: '' });
    const filler =
      jsonLdChars > 0
        ? [
            JSON.stringify({
              '@type': 'WebPage',
              text: 'x'.repeat(jsonLdChars - block.length - padding.length),
            }),
          ]
        : [];
    return {
      jsonLd: [...filler, block],
      openGraph: { 'og:title': posting === POSTING ? POSTING.title : 'x', 'og:site_name': 'Greenhouse' },
      title: 'Job Application for Platform Engineer at Tabbed Inc',
    };
  };

  it('refuses a page past its limits with 400 on its field, readable by the extension, importing nothing', async () => {
    const before = await jobsOf(carol.session);
    const { jsonLdBlocks, jsonLdChars, openGraphProperties } = PAGE_DETAILS_LIMITS;
    const oversized = [
      { ...pageOf(POSTING), jsonLd: Array.from({ length: jsonLdBlocks + 1 }, () => '{}') },
      { ...pageOf(POSTING), jsonLd: ['x'.repeat(jsonLdChars / 2), 'x'.repeat(jsonLdChars / 2 + 1)] },
      {
        ...pageOf(POSTING),
        openGraph: Object.fromEntries(
          Array.from({ length: openGraphProperties + 1 }, (_, i) => [`og:p${String(i)}`, 'v']),
        ),
      },
      { ...pageOf(POSTING), title: 't'.repeat(PAGE_DETAILS_LIMITS.titleChars + 1) },
      { ...pageOf(POSTING), html: '<html></html>' },
      { ...pageOf(POSTING), jsonLd: [{ '@type': 'JobPosting' }] },
    ];
    for (const [index, page] of oversized.entries()) {
      const refused = await sendFromExtension(await carolSecret(), { url: blockedLink(900 + index), page });
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.error.code).toBe('VALIDATION');
      expect(Object.keys(refused.body.error.fields ?? {}).every((field) => field.startsWith('page'))).toBe(
        true,
      );
      expect(refused.headers.get('access-control-allow-origin')).toBe(EXTENSION_ORIGIN);
    }
    expect(await jobsOf(carol.session)).toEqual(before);
  });

  it('takes a body of up to about 1 MB on this route only (413 beyond, and past 64 KB elsewhere)', async () => {
    const tooLarge = await sendFromExtension(await carolSecret(), {
      url: blockedLink(920),
      page: {
        ...pageOf(POSTING),
        openGraph: { 'og:description': 'd'.repeat(PAGE_DETAILS_LIMITS.requestBytes) },
      },
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    const elsewhere = await carol.session.post<ErrorBody>('/api/jobs', {
      url: blockedLink(921),
      padding: 'p'.repeat(100 * 1024),
    });
    expect(elsewhere.status).toBe(413);
  });

  it("imports a page the server may not fetch with the tab's details: a 512K-character JSON-LD reaches jobs", async () => {
    const page = pageOf(POSTING, PAGE_DETAILS_LIMITS.jsonLdChars);
    expect(page.jsonLd.join('').length).toBe(PAGE_DETAILS_LIMITS.jsonLdChars);
    const sent = await sendFromExtension(await carolSecret(), { url: blockedLink(930), page });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.detailsSource).toBe('extension');
    expect(sent.body.job).toMatchObject({
      userId: carol.id,
      title: POSTING.title,
      company: 'Tabbed Inc',
      url: blockedLink(930),
      detailsNeeded: false,
    });
    expect(sent.body.job.location).toContain('Lisbon');
    const detail = await carol.session.get<TJobDetail>(`/api/jobs/${sent.body.job.id}`);
    expect(detail.body.description).toContain('Run the platform the extension sent us.');
    expect(detail.body.description).not.toContain('<p>');
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${jobsSystem.url}/api/extension/jobs`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it('answers an extension origin’s preflight, never with credentials', async () => {
    const answer = await preflight(EXTENSION_ORIGIN);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(EXTENSION_ORIGIN);
    expect(answer.headers.get('access-control-allow-methods')).toBe('POST');
    expect(answer.headers.get('access-control-allow-headers')).toBe(
      'authorization, content-type, idempotency-key',
    );
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('gives a web origin nothing, in the preflight or the answer', async () => {
    const answer = await preflight('https://evil.example');
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('access-control-allow-methods')).toBeNull();
    const post = await sendFromExtension(null, { url: 'x' }, { origin: 'https://evil.example' });
    expect(post.status).toBe(401);
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
    // Other routes never answer CORS, not even to an extension.
    const other = await fetch(`${jobsSystem.url}/api/plans`, { headers: { origin: EXTENSION_ORIGIN } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('installing', () => {
  it('serves the built zip and tells the store link (none by default)', async () => {
    const zip = await fetch(`${jobsSystem.url}/api/extension/hirerelay-extension.zip`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toBe('attachment; filename="hirerelay-extension.zip"');
    expect(Buffer.from(await zip.arrayBuffer())).toEqual(ZIP_BYTES);
    const config = (await new HttpSession(jobsSystem.url).get<TSiteConfig>('/api/site-config')).body;
    expect(config.extensionStoreUrl).toBe('');
  });
});
