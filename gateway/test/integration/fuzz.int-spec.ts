import { fileURLToPath } from 'node:url';
import {
  adminSession,
  createPost,
  HttpSession,
  identityDatabaseUrl,
  logIn,
  signedUpSession,
  signUp,
  startTestSystem,
  testLogDir,
  uniqueEmail,
  uniqueSlug,
  waitFor,
  type RunningSystem,
  type TestAccount,
} from '@hirerelay/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { caseSeed, fuzzBudget } from '../fuzz/budget.js';
import { breaches, describeAnswer, securityBaseline } from '../fuzz/house-rules.js';
import { readOperations, type Operation } from '../fuzz/openapi-operations.js';
import { focusesOf, focusWeight, requestFor, type FuzzContext, type Focus } from '../fuzz/requests.js';
import { send, sendRaw } from '../fuzz/send.js';
import { fixtureLink, startFixturePages, subscriber, type FixturePages } from './jobs-fixtures.js';

/**
 * The fuzz tier: every operation in the OpenAPI document gets generated paths, query strings,
 * headers and bodies, signed out and signed in as a user and as an admin, and every answer must
 * keep the house rules (no 5xx, errors in the house shape, security headers); the gateway must
 * still answer afterwards. A failure prints its seed and the shrunk request.
 */
const backing = inject('backing');
const logDir = testLogDir('gateway-fuzz');
const operations = readOperations(fileURLToPath(new URL('../../openapi.json', import.meta.url)));
const CALLERS = ['signed out', 'user', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
const focused = operations.flatMap((operation) =>
  focusesOf(operation).map((focus) => ({ operation, focus, weight: focusWeight(operation, focus) })),
);
const budget = fuzzBudget(CALLERS.flatMap(() => focused.map((c) => c.weight)));
const cases = focused.map(
  ({ operation, focus, weight }) =>
    [`${operation.method} ${operation.path}, ${focus}`, operation, focus, budget.runsFor(weight)] as const,
);
const totalRuns = CALLERS.length * cases.reduce((sum, [, , , runs]) => sum + runs, 0);
// Generous per case: a busy machine, and shrinking a failure costs one request per step.
const CASE_TIMEOUT_MS = 60_000 + Math.max(...cases.map(([, , , runs]) => runs)) * 1_000;

let system: RunningSystem;
let fixtures: FixturePages;
let baseline: Map<string, string>;
const accounts = new Map<Caller, TestAccount & { session: HttpSession }>();
const knownPathValues: Record<string, string[]> = {};
const exits: string[] = [];

beforeAll(async () => {
  // A job page to import, so the job routes (the staff workbench's too) reach a real job.
  fixtures = await startFixturePages();
  // A system of its own: the fuzzer watches its apps' exits, which the shared system's are not.
  system = await startTestSystem(backing, logDir, {
    serviceEnv: { jobs: { JOB_FETCH_ALLOWED_HOSTS: '127.0.0.1' } },
  });
  for (const app of system.apps)
    void app.exited.then((code) => exits.push(`${app.name} exited with ${code}`));
  console.info(
    `fuzz: seed ${budget.seed}, ${totalRuns} requests over ${cases.length * CALLERS.length} cases`,
  );

  const user = await signedUpSession(system.url, { email: uniqueEmail('fuzz') });
  const admin = await adminSession(system.url, identityDatabaseUrl(backing));
  accounts.set('user', user).set('admin', admin);

  // Records that exist, so some generated paths reach them. The bystander is not a caller: an
  // admin may cancel or promote it without ending a session the fuzz relies on.
  const bystander = await signUp(new HttpSession(system.url), { email: uniqueEmail('fuzz') });
  const post = await createPost(admin.session, { title: 'Fuzz target', slug: uniqueSlug('fuzz') });
  const customer = await subscriber(system.url);
  const imported = await customer.session.post<{ job: { id: string } }>('/api/jobs', {
    url: fixtureLink(fixtures, 'greenhouse', 'fuzz'),
  });
  expect(imported.status).toBe(201);
  Object.assign(knownPathValues, {
    id: [bystander.user.id, post.id, imported.body.job.id],
    slug: [post.slug],
  });

  const health = await send(system.url, { method: 'GET', path: '/api/health', headers: {}, body: undefined });
  baseline = securityBaseline(health.headers);
});
afterAll(async () => {
  await system?.stop();
  fixtures?.process.kill();
});

/**
 * The caller's session, signed in again if a fuzzed request ended it (logout, refresh with a
 * rotated token…): no list of session-ending routes to keep up to date.
 */
async function sessionOf(caller: Caller): Promise<HttpSession> {
  const account = accounts.get(caller);
  if (!account) {
    const anonymous = new HttpSession(system.url);
    await anonymous.csrf();
    return anonymous;
  }
  if ((await account.session.get('/api/me')).status !== 200) {
    account.session = new HttpSession(system.url);
    await logIn(account.session, account);
  }
  return account.session;
}

async function expectGatewayAnswers(): Promise<void> {
  await waitFor(
    async () =>
      (await send(system.url, { method: 'GET', path: '/api/health', headers: {}, body: undefined }))
        .status === 200,
    { timeoutMs: 15_000, description: 'the gateway and every service to answer /api/health with 200' },
  );
  expect(exits).toEqual([]);
}

describe.each(CALLERS)('fuzzing every OpenAPI operation, %s', (caller) => {
  it.each(cases)(
    '%s',
    async (name, operation: Operation, focus: Focus, runs: number) => {
      const session = await sessionOf(caller);
      const context: FuzzContext = {
        credentials: { cookie: session.cookieHeaderFor(operation.path), csrfToken: await session.csrf() },
        knownPathValues,
      };
      const rules = { baseline, mayBeUnavailable: operation.path.startsWith('/api/health') };
      const seed = caseSeed(budget.seed, `${caller} ${name}`);
      try {
        await fc.assert(
          fc.asyncProperty(requestFor(operation, context, focus), async (request) => {
            const answer = await send(system.url, request);
            const problems = breaches(answer, rules);
            if (exits.length) problems.push(...exits);
            if (problems.length)
              throw new Error(`${problems.join('; ')}\n  answer: ${describeAnswer(answer)}`);
          }),
          { seed, numRuns: runs, interruptAfterTimeLimit: CASE_TIMEOUT_MS - 20_000 },
        );
      } catch (error) {
        throw new Error(
          `${caller}, ${name}: an answer broke a house rule. Reproduce with ` +
            `"npm run fuzz -- --runs ${runs} --seed ${budget.seed}".\n${(error as Error).message}`,
          { cause: error },
        );
      }
      await expectGatewayAnswers();
    },
    CASE_TIMEOUT_MS,
  );
});

/**
 * What the server refuses before any route runs (raw bytes, sizes beyond its limits) is the
 * same for every route, so it is checked once here rather than in every case above.
 */
describe('requests refused before any route runs', () => {
  it.each([
    ['a raw byte above 0x7F in the path', 'GET /api/blog/posts/caf\u00e9 HTTP/1.1'],
    ['a raw byte above 0x7F in the query', 'GET /api/blog/posts?cursor=\u00ff\u00fe HTTP/1.1'],
    ['a malformed escape in an unknown path', 'GET /api/%FF HTTP/1.1'],
    ['an unknown route', 'GET /api/no-such-route HTTP/1.1'],
    ['a request line beyond the size limit', `GET /api/blog/posts?cursor=${'a'.repeat(20_000)} HTTP/1.1`],
    ['headers beyond the size limit', `GET /api/blog/posts HTTP/1.1\r\ncookie: a=${'x'.repeat(20_000)}`],
  ])('answers %s in the house shape, with the security headers', async (_, head) => {
    const answer = await sendRaw(system.url, head);
    expect(breaches(answer, { baseline, mayBeUnavailable: false }), describeAnswer(answer)).toEqual([]);
    await expectGatewayAnswers();
  });

  it('answers an HTTP/1.1 request without a Host header with 400 in the house shape', async () => {
    const answer = await sendRaw(system.url, 'GET /api/blog/posts HTTP/1.1', { host: false });
    expect(breaches(answer, { baseline, mayBeUnavailable: false }), describeAnswer(answer)).toEqual([]);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({
      error: { code: 'VALIDATION', message: 'The request has no Host header' },
    });
    await expectGatewayAnswers();
  });
});
