import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  adminSession,
  HttpSession,
  identityDatabaseUrl,
  makePdf,
  signedUpSession,
  testLogDir,
  uniqueSlug,
  waitFor,
  waitForMail,
  useSharedSystemBehindOwnGateway,
  type SharedSystem,
} from '@hirerelay/testing';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { send } from '../fuzz/send.js';

// Bad input of every kind the gateway meets: oversized and deeply nested bodies, multipart extras,
// malformed URLs and path parameters, NUL and out-of-range dates. Each is refused in the house
// shape, never with a 500, and changes nothing; secrets in URLs stay out of the access log.

const shared = inject('shared');
const logDir = testLogDir('gateway-input-limits');
let system: SharedSystem;
let admin: HttpSession;

const INVALID_CHARACTERS = 'Please remove invalid characters';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; requestId?: string };
}
/** Sends the path byte for byte (fetch would normalise a malformed one); the body as text. */
async function rawGet(pathAndQuery: string) {
  const answer = await send(system.url, { method: 'GET', path: pathAndQuery, headers: {}, body: undefined });
  return { ...answer, text: answer.body.toString('utf8') };
}

/**
 * A JSON body written by hand (HttpSession would serialise it). Bodies are parsed before any guard
 * runs, so the refusals below need no session or CSRF token.
 */
async function postRaw(route: string, body: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(new URL(route, system.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

function expectHouseError(body: unknown, code: string, message?: string): void {
  expect(body).toMatchObject({ error: { code, message: message ?? expect.any(String) } });
}

function pdfForm(name: string, extraFields: [string, string][] = []): FormData {
  const form = new FormData();
  for (const [field, value] of extraFields) form.append(field, value);
  form.append('file', new Blob([new Uint8Array(makePdf(2_000))], { type: 'application/pdf' }), name);
  return form;
}

const gatewayLog = () => fs.readFileSync(path.join(logDir, 'gateway.log'), 'utf8');

// A gateway of its own in front of the shared services: the access-log tests read its log alone.
useSharedSystemBehindOwnGateway(shared, { logDir }, (ready) => (system = ready));
beforeAll(async () => {
  ({ session: admin } = await adminSession(system.url, identityDatabaseUrl(system.backing)));
});

describe('JSON body size and depth', () => {
  it('refuses a megabyte of nested arrays before parsing it, and keeps answering other routes', async () => {
    const visitor = new HttpSession(system.url);
    const half = 512 * 1024;
    const senders = Array.from({ length: 4 }, () =>
      postRaw('/api/contact', '['.repeat(half) + ']'.repeat(half)),
    );
    const unrelated = await visitor.get<{ smsNumber: string }>('/api/site-config');
    const refused = await Promise.all(senders);
    expect(unrelated.status).toBe(200);
    for (const result of refused) {
      expect(result.status).toBe(413);
      expectHouseError(result.body, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
    }
  });

  it('refuses nesting deeper than any route needs, inside the size limit', async () => {
    const deep = await postRaw('/api/contact', `{"message":${'['.repeat(30_000)}${']'.repeat(30_000)}}`);
    expect(deep.status).toBe(400);
    expectHouseError(deep.body, 'VALIDATION', 'Request body is nested too deeply');
    // The blog routes take larger bodies, and the same depth.
    const deepPost = await postRaw('/api/admin/blog/posts', '['.repeat(300_000) + ']'.repeat(300_000));
    expect(deepPost.status).toBe(400);
    expectHouseError(deepPost.body, 'VALIDATION', 'Request body is nested too deeply');
    // Seventeen levels is one more than any route allows.
    const seventeen = await postRaw('/api/contact', `{"a":${'['.repeat(16)}${']'.repeat(16)}}`);
    expect(seventeen.status).toBe(400);
    const visitor = new HttpSession(system.url);
    // Brackets inside strings are text, not nesting.
    const bracketsInText = await visitor.post('/api/contact', {
      reason: 'general',
      name: 'Ada',
      email: 'ada@example.com',
      message: '[['.repeat(100),
    });
    expect(bracketsInText.status).toBe(201);
  });

  it('keeps refusing prototype poisoning', async () => {
    const poisoned = await postRaw('/api/contact', '{"__proto__":{"admin":true}}');
    expect(poisoned.status).toBe(400);
    expectHouseError(poisoned.body, 'VALIDATION');
    const constructor = await postRaw('/api/contact', '{"constructor":{"prototype":{"admin":true}}}');
    expect(constructor.status).toBe(400);
  });

  it('refuses a body over the default limit with 413 in the house shape', async () => {
    const tooLarge = await new HttpSession(system.url).post('/api/contact', {
      reason: 'general',
      name: 'Ada',
      email: 'ada@example.com',
      message: 'x'.repeat(70 * 1024),
    });
    expect(tooLarge.status).toBe(413);
    expectHouseError(tooLarge.body, 'PAYLOAD_TOO_LARGE');
  });

  it('still saves a blog post of the largest size its fields allow, and no larger body', async () => {
    const post = {
      title: 'É'.repeat(200),
      slug: uniqueSlug('largest-post'),
      excerpt: 'é'.repeat(500),
      content: 'é'.repeat(100_000),
      published: false,
    };
    const saved = await admin.post<{ id: string; content: string }>('/api/admin/blog/posts', post);
    expect(saved.status).toBe(201);
    expect(saved.body.content).toHaveLength(100_000);
    const updated = await admin.patch(`/api/admin/blog/posts/${saved.body.id}`, { ...post, published: true });
    expect(updated.status).toBe(200);

    const huge = await admin.post('/api/admin/blog/posts', { ...post, content: 'x'.repeat(700 * 1024) });
    expect(huge.status).toBe(413);
    expectHouseError(huge.body, 'PAYLOAD_TOO_LARGE');
  });
});

describe('multipart uploads', () => {
  it('refuses text fields beside the file and stores nothing', async () => {
    const { session } = await signedUpSession(system.url);
    const oneField = await session.request<ErrorBody>('PUT', '/api/profile/resume', {
      form: pdfForm('cv.pdf', [['note', 'hello']]),
    });
    expect(oneField.status).toBe(413);
    expectHouseError(oneField.body, 'PAYLOAD_TOO_LARGE');

    const bigFields = await session.request<ErrorBody>('PUT', '/api/profile/resume', {
      form: pdfForm(
        'cv.pdf',
        Array.from({ length: 10 }, (_, index): [string, string] => [`f${index}`, 'x'.repeat(1024 * 1024)]),
      ),
    });
    expect(bigFields.status).toBe(413);
    expectHouseError(bigFields.body, 'PAYLOAD_TOO_LARGE');

    expect((await session.get<{ resume: unknown }>('/api/profile')).body.resume).toBeNull();
  });

  it('discards a field sent after the file, without buffering it, and keeps the file', async () => {
    const { session } = await signedUpSession(system.url);
    const form = pdfForm('cv.pdf');
    form.append('note', 'x'.repeat(1024 * 1024));
    const result = await session.request<{ resume: { fileName: string } }>('PUT', '/api/profile/resume', {
      form,
    });
    expect(result.status).toBe(200);
    expect(result.body.resume.fileName).toBe('cv.pdf');
  });

  it('refuses a body that is not well-formed multipart with a clear message, and stores nothing', async () => {
    const { session } = await signedUpSession(system.url);
    const cutOff = `--b1\r\ncontent-disposition: form-data; name="file"; filename="cv.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.4 never ends`;
    for (const [contentType, body] of [
      ['multipart/form-data', '--b1--\r\n'],
      ['multipart/form-data; boundary=other', '--b1--\r\n'],
      ['multipart/form-data; boundary=b1', cutOff],
    ] as const) {
      const refused = await session.request<ErrorBody>('PUT', '/api/profile/resume', {
        headers: { 'content-type': contentType },
        body,
      });
      expect(refused.status, contentType).toBe(400);
      expect(refused.body).toEqual({
        error: {
          code: 'VALIDATION',
          message: 'The upload could not be read. Please try again.',
          fields: { file: 'The upload could not be read. Please try again.' },
        },
      });
    }
    expect((await session.get<{ resume: unknown }>('/api/profile')).body.resume).toBeNull();
  });

  it('names a stored resume without format characters, always ending in .pdf', async () => {
    const { session } = await signedUpSession(system.url);
    const disguised = await session.request<{ resume: { fileName: string } }>('PUT', '/api/profile/resume', {
      form: pdfForm('evil\u202Efdp.exe'),
    });
    expect(disguised.status).toBe(200);
    expect(disguised.body.resume.fileName).toBe('evilfdp.exe.pdf');

    const html = await session.request<{ resume: { fileName: string } }>('PUT', '/api/profile/resume', {
      form: pdfForm('x.html'),
    });
    expect(html.body.resume.fileName).toBe('x.html.pdf');
    const link = await session.get<{ url: string }>('/api/profile/resume/link');
    const download = await fetch(new URL(link.body.url, system.url));
    expect(download.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''x.html.pdf");
  });
});

describe('malformed URLs and path parameters', () => {
  it('answers a malformed URL in the house shape with the request id and the usual security headers', async () => {
    const normal = await rawGet('/api/blog/posts/no-such-post');
    expect(normal.status).toBe(404);
    const malformed = await rawGet('/api/blog/posts/%FF<script>alert(1)</script>');
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.text)).toEqual({ error: { code: 'VALIDATION', message: 'Bad request' } });
    expect(malformed.text).not.toContain('script');
    expect(malformed.headers['x-request-id']).toMatch(/\S/);
    expect(malformed.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(malformed.headers['x-content-type-options']).toBe('nosniff');
    // Every header helmet sets on a routed response, with the same value.
    const securityHeaders = Object.keys(normal.headers).filter(
      (name) =>
        name.startsWith('x-') ||
        name.startsWith('cross-origin-') ||
        [
          'content-security-policy',
          'strict-transport-security',
          'referrer-policy',
          'origin-agent-cluster',
        ].includes(name),
    );
    expect(securityHeaders.length).toBeGreaterThan(5);
    for (const name of securityHeaders.filter((header) => header !== 'x-request-id')) {
      expect(malformed.headers[name], name).toBe(normal.headers[name]);
    }
    const requestId = malformed.headers['x-request-id'] as string;
    await waitFor(() => gatewayLog().includes(requestId), {
      timeoutMs: 5_000,
      description: 'the refusal is in the access log',
    });
  });

  it('refuses a path parameter longer than any slug, and serves the longest slug', async () => {
    const tooLong = await rawGet(`/api/blog/posts/${'a'.repeat(300)}`);
    expect(tooLong.status).toBeGreaterThanOrEqual(400);
    expect(tooLong.status).toBeLessThan(500);
    expectHouseError(JSON.parse(tooLong.text), 'VALIDATION');
    expect(tooLong.headers['x-content-type-options']).toBe('nosniff');

    const slug = `${'a'.repeat(111)}-${randomUUID().slice(0, 8)}`;
    expect(slug).toHaveLength(120);
    const created = await admin.post('/api/admin/blog/posts', {
      title: 'Long',
      slug,
      content: 'Body',
      published: true,
    });
    expect(created.status).toBe(201);
    expect((await rawGet(`/api/blog/posts/${slug}`)).status).toBe(200);
  });

  it.each([
    '/api/blog/posts/a%00b',
    '/api/blog/posts/%E2%80%AEabc',
    '/api/admin/blog/posts/not-a-uuid',
    '/api/admin/blog/posts/a%00b',
    '/api/admin/users/a%00b',
    '/api/admin/users/a%00b/resume/link',
  ])('answers 404 in the house shape for the parameter in %s', async (route) => {
    const result = await admin.get(route);
    expect(result.status).toBe(404);
    expectHouseError(result.body, 'NOT_FOUND', 'Not found');
  });
});

describe('NUL bytes and out-of-range dates', () => {
  const forgedCursor = (at: string) => Buffer.from(JSON.stringify([at, randomUUID()])).toString('base64url');

  // That content stores nothing of it, refused in the service too: content's contact.int-spec.ts.
  it('refuses a contact message with NUL', async () => {
    const name = `Nul ${randomUUID()}`;
    const result = await new HttpSession(system.url).post<ErrorBody>('/api/contact', {
      reason: 'general',
      name,
      email: 'nul@example.com',
      message: 'a\u0000b',
    });
    expect(result.status).toBe(400);
    expectHouseError(result.body, 'VALIDATION', INVALID_CHARACTERS);
    expect(result.body.error.fields).toEqual({ message: INVALID_CHARACTERS });
  });

  it('keeps line breaks and tabs in a contact message', async () => {
    const result = await new HttpSession(system.url).post('/api/contact', {
      reason: 'general',
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Line one\r\n\tLine two\nLine three',
    });
    expect(result.status).toBe(201);
  });

  it.each([
    ['/api/blog/posts', '0000-01-01T00:00:00.000Z'],
    ['/api/blog/posts', '1899-12-31T00:00:00.000Z'],
    ['/api/admin/blog/posts', '0000-01-01T00:00:00.000Z'],
    ['/api/admin/users', '0000-01-01T00:00:00.000Z'],
  ])('refuses a cursor on %s dated %s', async (route, at) => {
    const result = await admin.get<ErrorBody>(`${route}?cursor=${forgedCursor(at)}`);
    expect(result.status).toBe(400);
    expectHouseError(result.body, 'VALIDATION');
    expect(result.body.error.fields).toEqual({ cursor: 'Invalid cursor' });
  });

  it('refuses profile fields with NUL or a bidirectional control and leaves the profile as it was', async () => {
    const { session } = await signedUpSession(system.url);
    expect((await session.patch('/api/profile', { fullName: 'Ada Lovelace' })).status).toBe(200);
    for (const patch of [
      { fullName: 'Ada\u0000' },
      // Shown to staff: an override would make "Ada\u202Enimda" read "Adaadmin".
      { fullName: 'Ada\u202Enimda' },
      { fullName: 'Ada\u2066Lovelace\u2069' },
      { languagesSpoken: ['Eng\u200flish'] },
      { languagesSpoken: ['Eng\u0000lish'] },
      { linkedinUrl: 'https://linkedin.com/in/\u0000' },
      { phoneNumber: '555\u0000 0100' },
    ]) {
      const result = await session.patch<ErrorBody>('/api/profile', patch);
      expect(result.status, JSON.stringify(patch)).toBe(400);
      expectHouseError(result.body, 'VALIDATION');
    }
    const profile = await session.get<{ fullName: string; languagesSpoken: string[]; linkedinUrl: null }>(
      '/api/profile',
    );
    expect(profile.body).toMatchObject({ fullName: 'Ada Lovelace', languagesSpoken: [], linkedinUrl: null });
  });

  it.each([
    ['search=a%00b', 'search', INVALID_CHARACTERS],
    ['planType=%00', 'planType', 'Please select a valid option'],
    ['planType=Gold', 'planType', 'Please select a valid option'],
    ['planType=starter', 'planType', 'Please select a valid option'],
    ['from=0000-01-01', 'from', 'Please enter a valid date'],
    ['to=1899-12-31', 'to', 'Please enter a valid date'],
    ['from=2026-02-30', 'from', 'Please enter a valid date'],
  ])('refuses the staff user filter %s', async (query, field, message) => {
    for (const route of ['/api/admin/users', '/api/admin/users/export.csv']) {
      const result = await admin.get<ErrorBody>(`${route}?${query}`);
      expect(result.status, route).toBe(400);
      expectHouseError(result.body, 'VALIDATION', message);
      expect(result.body.error.fields).toEqual({ [field]: message });
    }
  });

  it('still filters staff users by dates in range', async () => {
    const result = await admin.get('/api/admin/users?from=1900-01-01&to=9999-12-31&search=example');
    expect(result.status).toBe(200);
  });

  it('filters staff users by every plan name an account can show', async () => {
    for (const plan of ['Free', 'Starter', 'Professional', 'Unlimited', 'Custom Plan']) {
      const result = await admin.get(`/api/admin/users?planType=${encodeURIComponent(plan)}`);
      expect(result.status, plan).toBe(200);
    }
  });
});

describe('secrets in URLs and the access log', () => {
  it('logs neither a reset token nor a download signature', async () => {
    const { session, email } = await signedUpSession(system.url);
    const anonymous = new HttpSession(system.url);
    expect((await anonymous.post('/api/auth/forgot-password', { email })).status).toBe(202);
    const mail = await waitForMail(system.backing.MAIL_INBOX_URL, { to: email, timeoutMs: 20_000 });
    const resetLink = /https?:\/\/\S+?(\/reset-password\?token=([A-Za-z0-9_%-]+))/.exec(mail.text ?? '');
    expect(resetLink).not.toBeNull();
    const token = decodeURIComponent(resetLink![2]!);
    await anonymous.get(resetLink![1]!);

    expect((await session.request('PUT', '/api/profile/resume', { form: pdfForm('cv.pdf') })).status).toBe(
      200,
    );
    const link = await session.get<{ url: string }>('/api/profile/resume/link');
    const sig = new URL(link.body.url, system.url).searchParams.get('sig')!;
    expect((await fetch(new URL(link.body.url, system.url))).status).toBe(200);

    await waitFor(
      () =>
        gatewayLog().includes('/reset-password?token=[redacted]') && gatewayLog().includes('sig=[redacted]'),
      { timeoutMs: 5_000, description: 'both requests are in the access log, redacted' },
    );
    const log = gatewayLog();
    expect(log).not.toContain(token);
    expect(log).not.toContain(encodeURIComponent(token));
    expect(log).not.toContain(sig);
  });
});
