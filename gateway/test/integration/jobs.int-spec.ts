import { randomUUID } from 'node:crypto';
import {
  BillingMessages,
  ConfirmQuotaRpc,
  IMPORT_REFUSAL_REASONS,
  JobsMessages,
  ReserveQuotaRpc,
  type TImportedJob,
  type TJobLookup,
  type TJobRow,
  type TJobListRow,
  type TJobStatusCounts,
  type TSubscriptionView,
  type TUsage,
  ZJobsListPage,
  ZJobStatusCounts,
} from '@hirerelay/contracts';
import {
  checkOutOnStandIn,
  HttpSession,
  loggedInSession,
  signedUpSession,
  startGateway,
  testLogDir,
  testRpcClient,
  waitFor,
  type RunningApp,
} from '@hirerelay/testing';
import type { RpcClient } from '@hirerelay/nest-common';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sharedJobsSystem, type ErrorBody, type JobsSystem, type Session } from './jobs-fixtures.js';

/*
 * The jobs routes through the real gateway and system: users subscribed on the Stripe stand-in,
 * billing's real quota ledger, the job pages read from the lookup's fixture server (the test-only
 * allowlist lets jobs reach 127.0.0.1). The rules in detail are the jobs service tests'
 * (services/jobs/test/service); this file proves the wiring and the HTTP contract.
 */
const shared = inject('shared');
const logDir = testLogDir('gateway-jobs');
let jobsSystem: JobsSystem;
let rpc: RpcClient;

beforeAll(async () => {
  jobsSystem = await sharedJobsSystem(shared);
  rpc = testRpcClient(jobsSystem.backing);
});
afterAll(async () => {
  await rpc?.close();
  await jobsSystem?.stop();
});

const usageOf = async (session: HttpSession) =>
  (await session.get<{ usage: TUsage | null }>('/api/billing/usage')).body.usage;
const fixtureLink = (page: string, id: number | string) => jobsSystem.link(page, id);
const importJob = (session: HttpSession, url: string) =>
  session.post<TImportedJob & ErrorBody>('/api/jobs', { url });
/**
 * The list as the browser gets it. The gateway relays the page as the jobs service wrote it
 * (`RpcClient.relay`, no check of its own), so every page read here is held to the contract: its
 * shape, and no key the contract does not name (parsing drops unknown keys, so they would differ).
 */
async function listJobs(session: HttpSession, query = '') {
  const answer = await session.get<{ items: TJobListRow[]; nextCursor: string | null } & ErrorBody>(
    `/api/jobs${query}`,
  );
  if (answer.status === 200) {
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(ZJobsListPage.parse(answer.body)).toEqual(answer.body);
  }
  return answer;
}
const put = <T>(session: HttpSession, path: string, json: unknown) =>
  session.request<T & ErrorBody>('PUT', path, { json });

/** Uses all but `left` of the user's 25 applications this period, as earlier imports would have. */
async function useAllBut(userId: string, left: number): Promise<void> {
  for (let i = 0; i < 25 - left; i += 1) {
    const jobId = randomUUID();
    await rpc.request(ReserveQuotaRpc, { userId, jobId });
    await rpc.request(ConfirmQuotaRpc, { jobId });
  }
}

let alice: Session;
let aliceJob: TJobRow;

/** Waits until the user's subscription, as the subscription page reads it, has `status`. */
function waitForSubscriptionStatus(session: HttpSession, status: string): Promise<TSubscriptionView> {
  return waitFor(
    async () => {
      const { subscription } = (
        await session.get<{ subscription: TSubscriptionView | null }>('/api/billing/subscription')
      ).body;
      return subscription?.status === status ? subscription : null;
    },
    { timeoutMs: 30_000, description: `the subscription ${status}` },
  );
}

describe('looking a job up and importing it', () => {
  beforeAll(async () => {
    alice = await jobsSystem.subscriber();
  });

  it('answers what the page says for the dialog, and uses nothing', async () => {
    const lookup = await alice.session.post<TJobLookup>('/api/jobs/lookup', {
      url: fixtureLink('greenhouse', 501),
    });
    expect(lookup.status).toBe(200);
    expect(lookup.body).toMatchObject({ site: '127.0.0.1', jobId: '501' });
    expect(lookup.body.title).not.toBe('Waiting for admin input');
    expect((await usageOf(alice.session))?.used).toBe(0);
  });

  it('saves the job, lists it at the top of My Jobs and confirms the application in billing', async () => {
    const url = `${fixtureLink('linkedin', 502)}&utm_source=mail`;
    const imported = await importJob(alice.session, url);
    expect(imported.status).toBe(201);
    aliceJob = imported.body.job;
    expect(aliceJob).toMatchObject({ userId: alice.id, status: 'Saved', subscriptionType: 'Professional' });
    const list = await listJobs(alice.session);
    expect(list.status).toBe(200);
    expect(list.body.items[0]).toEqual(aliceJob);
    expect((await usageOf(alice.session))?.used).toBe(1);
    // billing's consumer of events.jobs.job-imported.v1 confirms the reservation (asking billing
    // to reserve the same job again takes nothing and answers the reservation as it stands).
    await waitFor(
      async () => {
        const again = await rpc.request(ReserveQuotaRpc, { userId: alice.id, jobId: aliceJob.id });
        return again.state === 'confirmed' || null;
      },
      { timeoutMs: 15_000, description: 'the reservation confirmed by the job-imported event' },
    );
  });

  it('refuses the same job again with 409, the existing job and no quota used', async () => {
    const again = await importJob(alice.session, `${fixtureLink('linkedin', 502)}#apply`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: {
        code: 'CONFLICT',
        message: JobsMessages.duplicate,
        fields: { reason: IMPORT_REFUSAL_REASONS.duplicate, jobId: aliceJob.id },
      },
    });
    expect((await usageOf(alice.session))?.used).toBe(1);
  });

  it('refuses a link without a job id, or not a link, with the spec’s texts (400)', async () => {
    const noId = await importJob(alice.session, 'https://www.example.com/about');
    expect(noId.status).toBe(400);
    expect(noId.body.error.message).toBe(
      'Could not extract job ID from the example.com URL. Please check the URL and try again.',
    );
    const notUrl = await alice.session.post<ErrorBody>('/api/jobs/lookup', { url: 'not a link' });
    expect(notUrl.status).toBe(400);
    expect(notUrl.body.error).toMatchObject({
      code: 'VALIDATION',
      fields: { url: 'Please enter a valid URL' },
    });
  });
});

describe('the quota, enforced by billing', () => {
  it('lets 3 of 10 concurrent imports through when 3 applications are left, then refuses at the limit', async () => {
    const bob = await jobsSystem.subscriber();
    await useAllBut(bob.id, 3);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => importJob(bob.session, fixtureLink('indeed', 600 + i))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      201, 201, 201, 403, 403, 403, 403, 403, 403, 403,
    ]);
    for (const refused of answers.filter((answer) => answer.status === 403)) {
      expect(refused.body.error).toEqual({
        code: 'FORBIDDEN',
        message: BillingMessages.limitReached(25),
        fields: { reason: IMPORT_REFUSAL_REASONS.limitReached },
      });
    }
    expect((await listJobs(bob.session)).body.items).toHaveLength(3);
    expect(await usageOf(bob.session)).toMatchObject({ used: 25, quota: 25 });
  });

  it('refuses a user without a subscription (Subscription Required)', async () => {
    const nobody = await signedUpSession(jobsSystem.url);
    const refused = await importJob(nobody.session, fixtureLink('workday', 700));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'FORBIDDEN',
      message: BillingMessages.subscriptionRequired,
      fields: { reason: IMPORT_REFUSAL_REASONS.subscriptionRequired },
    });
    expect((await listJobs(nobody.session)).body.items).toEqual([]);
  });

  it('refuses a user whose subscription is not active (Inactive Subscription)', async () => {
    // Made past_due as Stripe does it: the card (0341) pays the checkout and declines the renewal,
    // which the stand-in's clock brings forward. Writing the status into billing's table instead
    // raced Stripe's late webhooks, which put `active` back (seen under load).
    const carol = await signedUpSession(jobsSystem.url);
    await checkOutOnStandIn(carol.session, 'starter', '4000 0000 0000 0341');
    const active = await waitForSubscriptionStatus(carol.session, 'active');
    const advanced = await fetch(`${jobsSystem.backing.STRIPE_API_BASE}/_emulator/clock/advance`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_jobs', 'content-type': 'application/json' },
      body: JSON.stringify({ subscription: active.id }),
    });
    expect(advanced.ok).toBe(true);
    await waitForSubscriptionStatus(carol.session, 'past_due');
    const refused = await importJob(carol.session, fixtureLink('workday', 701));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'FORBIDDEN',
      message: BillingMessages.subscriptionInactive,
      fields: { reason: IMPORT_REFUSAL_REASONS.subscriptionInactive },
    });
  });
});

describe('who sees and changes which job', () => {
  let admin: Session;
  let dave: Session;
  beforeAll(async () => {
    admin = await jobsSystem.staffMember();
    dave = await signedUpSession(jobsSystem.url);
  });

  it("never shows or changes another user's job, answering as the job detail does", async () => {
    expect((await listJobs(dave.session, `?jobId=${aliceJob.id}`)).body.items).toEqual([]);
    const toggled = await put(dave.session, `/api/jobs/${aliceJob.id}/interview-secured`, {
      interviewSecured: true,
    });
    const opened = await dave.session.get<ErrorBody>(`/api/jobs/${aliceJob.id}`);
    expect(toggled.status).toBe(403);
    expect(toggled.body.error).toEqual({ code: 'FORBIDDEN', message: JobsMessages.noPermissionToView });
    expect({ status: opened.status, error: opened.body.error }).toEqual({
      status: toggled.status,
      error: toggled.body.error,
    });
    const ticked = await put(dave.session, `/api/jobs/${aliceJob.id}/reviewed`, { reviewed: true });
    expect(ticked.status).toBe(403);
    expect(ticked.body.error).toEqual({ code: 'FORBIDDEN', message: JobsMessages.staffOnly });
    const unknown = await put(dave.session, `/api/jobs/${randomUUID()}/interview-secured`, {
      interviewSecured: true,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: 'NOT_FOUND', message: JobsMessages.jobNotFound });
    const own = await put<TJobRow>(alice.session, `/api/jobs/${aliceJob.id}/interview-secured`, {
      interviewSecured: true,
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: aliceJob.id, interviewSecured: true });
  });

  it('lets staff see every job and tick Done; users may not', async () => {
    const all = await listJobs(admin.session, '?limit=200');
    expect(all.status).toBe(200);
    expect(new Set(all.body.items.map((job) => job.userId)).size).toBeGreaterThan(1);
    expect((await listJobs(admin.session, `?jobId=${aliceJob.id}`)).body.items.map((job) => job.id)).toEqual([
      aliceJob.id,
    ]);
    const refused = await put(alice.session, `/api/jobs/${aliceJob.id}/reviewed`, { reviewed: true });
    expect(refused.status).toBe(403);
    const done = await put<TJobRow>(admin.session, `/api/jobs/${aliceJob.id}/reviewed`, { reviewed: true });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ adminReviewed: true, interviewSecured: true });
    const staffCopy = await put<TJobRow>(admin.session, `/api/jobs/${aliceJob.id}/interview-secured`, {
      interviewSecured: false,
    });
    expect(staffCopy.body.interviewSecured).toBe(false);
    expect((await put(admin.session, `/api/jobs/${randomUUID()}/reviewed`, { reviewed: true })).status).toBe(
      404,
    );
    expect((await put(admin.session, '/api/jobs/not-an-id/reviewed', { reviewed: true })).status).toBe(404);
  });

  it('imports a link whose page cannot be read (404) with placeholders; staff find it with ?detailsNeeded=true', async () => {
    const url = `${new URL(jobsSystem.fixtures.pages.linkedin!).origin}/jobs/expired-posting?jobid=901`;
    const lookup = await alice.session.post<TJobLookup>('/api/jobs/lookup', { url });
    expect(lookup.status).toBe(200);
    expect(lookup.body).toMatchObject({
      jobId: '901',
      title: 'Waiting for admin input',
      detailsSource: 'none',
    });
    const imported = await importJob(alice.session, url);
    expect(imported.status).toBe(201);
    const jobId = imported.body.job.id;
    expect(imported.body.job).toMatchObject({ title: 'Waiting for admin input', detailsNeeded: false });
    const marked = await listJobs(admin.session, '?detailsNeeded=true&limit=200');
    expect(marked.status).toBe(200);
    expect(marked.body.items.map((job) => [job.id, job.detailsNeeded])).toContainEqual([jobId, true]);
    expect(marked.body.items.every((job) => job.detailsNeeded)).toBe(true);
    const unmarked = await listJobs(admin.session, '?detailsNeeded=false&limit=200');
    expect(unmarked.body.items.map((job) => job.id)).not.toContain(jobId);
    expect(unmarked.body.items.map((job) => job.id)).toContain(aliceJob.id);
  });

  // The gateway trusts the role in a verified, unrevoked access token (no call to identity per
  // request): a change of role has to end the sessions whose tokens it makes stale.
  it("ends a demoted admin's sessions at once: 401, then a user's view after signing in again", async () => {
    const former = await jobsSystem.staffMember();
    const everyone = await listJobs(former.session, '?limit=200');
    expect(new Set(everyone.body.items.map((job) => job.userId)).size).toBeGreaterThan(1);

    const demoted = await admin.session.patch<{ role: string }>(`/api/admin/users/${former.id}`, {
      role: 'user',
    });
    expect(demoted.status).toBe(200);
    expect(demoted.body.role).toBe('user');
    // Their access token still says admin and has minutes to live: the very next request is refused.
    const staffRoute = await put<unknown>(former.session, `/api/jobs/${aliceJob.id}/reviewed`, {
      reviewed: false,
    });
    expect(staffRoute.status).toBe(401);
    expect(staffRoute.body.error.code).toBe('UNAUTHENTICATED');
    expect((await listJobs(former.session)).status).toBe(401);
    expect((await former.session.get('/api/admin/users')).status).toBe(401);
    expect((await former.session.post('/api/auth/refresh')).status).toBe(401);

    // Signed in again, they are a user: their own jobs (none), and staff routes answer 403.
    const again = await loggedInSession(jobsSystem.url, former);
    const own = await listJobs(again.session, '?limit=200');
    expect(own.status).toBe(200);
    expect(own.body.items).toEqual([]);
    expect((await listJobs(again.session, `?jobId=${aliceJob.id}`)).body.items).toEqual([]);
    expect((await put(again.session, `/api/jobs/${aliceJob.id}/reviewed`, { reviewed: false })).status).toBe(
      403,
    );
    expect((await again.session.get('/api/admin/users')).status).toBe(403);
  });

  it('gives a promoted user staff access from their next refresh (or sign-in), not before', async () => {
    const promoted = await signedUpSession(jobsSystem.url);
    const granted = await admin.session.patch<{ role: string }>(`/api/admin/users/${promoted.id}`, {
      role: 'admin',
    });
    expect(granted.body.role).toBe('admin');
    // Their session goes on; its token still says user.
    expect((await promoted.session.get('/api/admin/users')).status).toBe(403);
    expect((await listJobs(promoted.session, `?jobId=${aliceJob.id}`)).body.items).toEqual([]);

    expect((await promoted.session.post('/api/auth/refresh')).status).toBe(200);
    expect((await promoted.session.get('/api/admin/users')).status).toBe(200);
    expect(
      (await listJobs(promoted.session, `?jobId=${aliceJob.id}`)).body.items.map((job) => job.id),
    ).toEqual([aliceJob.id]);
    const signedIn = await loggedInSession(jobsSystem.url, promoted);
    expect((await signedIn.session.get('/api/admin/users')).status).toBe(200);
  });

  it("shows staff each job's owner by name and e-mail, and one user's jobs with the user filter", async () => {
    const all = await listJobs(admin.session, '?limit=200');
    const alicesRow = all.body.items.find((job) => job.id === aliceJob.id);
    expect(alicesRow?.owner).toEqual({ fullName: null, email: alice.email });
    const onlyAlice = await listJobs(admin.session, `?userId=${alice.id}&limit=200`);
    expect(onlyAlice.body.items.length).toBeGreaterThan(0);
    expect(new Set(onlyAlice.body.items.map((job) => job.userId))).toEqual(new Set([alice.id]));
    // A user's own page carries no owners, and the filter never reaches another user's jobs.
    const own = await listJobs(alice.session);
    expect(own.body.items.every((job) => !('owner' in job))).toBe(true);
    expect((await listJobs(dave.session, `?userId=${alice.id}`)).body.items).toEqual([]);
    expect((await listJobs(admin.session, '?userId=not-a-uuid')).status).toBe(400);
  });

  it("counts jobs by status in the caller's scope: a user's own, every job for staff", async () => {
    const counts = async (session: HttpSession, query = '') => {
      const answer = await session.get<TJobStatusCounts & ErrorBody>(`/api/jobs/status-counts${query}`);
      expect(answer.status).toBe(200);
      expect(ZJobStatusCounts.parse(answer.body)).toEqual(answer.body);
      return answer.body;
    };
    const alicesJobs = (await listJobs(alice.session, '?limit=200')).body.items;
    const mine = await counts(alice.session);
    expect(mine.total).toBe(alicesJobs.length);
    expect(mine.counts.find((row) => row.status === 'Saved')?.count).toBe(
      alicesJobs.filter((job) => job.status === 'Saved').length,
    );
    expect((await counts(dave.session)).total).toBe(0);
    expect((await counts(dave.session, `?userId=${alice.id}`)).total).toBe(0);
    expect((await counts(admin.session, `?userId=${alice.id}`)).total).toBe(alicesJobs.length);
    expect((await counts(admin.session)).total).toBeGreaterThan(alicesJobs.length);
    expect((await alice.session.get<ErrorBody>('/api/jobs/status-counts?status=Hired')).status).toBe(400);
  });

  it("gives staff the users' total; users get 403", async () => {
    const total = await admin.session.get<{ total: number }>('/api/admin/users/count');
    expect(total.status).toBe(200);
    expect(total.body.total).toBeGreaterThanOrEqual(3);
    const one = await admin.session.get<{ total: number }>(
      `/api/admin/users/count?search=${encodeURIComponent(alice.email)}`,
    );
    expect(one.body).toEqual({ total: 1 });
    expect((await alice.session.get<ErrorBody>('/api/admin/users/count')).status).toBe(403);
  });

  it('reads filters and sort from the query string, and refuses bad ones with 400', async () => {
    const sorted = await listJobs(alice.session, '?sort=dateReceived&direction=asc&status=Saved&limit=1');
    expect(sorted.status).toBe(200);
    expect(sorted.body.items.map((job) => job.id)).toEqual([aliceJob.id]);
    const bad = await listJobs(alice.session, '?sort=salary&status=Hired&receivedFrom=2026-13-01');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(['receivedFrom', 'sort', 'status']);
  });

  it('exports the jobs CSV for staff: file name, columns, quoting and formulas neutralised', async () => {
    // Staff edit the job as the job page does.
    const read = await admin.session.get<{ version: number }>(`/api/jobs/${aliceJob.id}`);
    expect(read.status).toBe(200);
    const edited = await admin.session.patch(`/api/jobs/${aliceJob.id}`, {
      version: read.body.version,
      title: 'Engineer, "Platform"',
      notes: '=SUM(A1:A2)',
      recruiters: [{ name: 'Ada Lovelace' }, { name: 'Waiting for admin input' }],
    });
    expect(edited.status).toBe(200);
    const csv = await admin.session.get<string>(`/api/jobs/export.csv?jobId=${aliceJob.id}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="jobs-export-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'ID,Title,Company,Status,Platform,Date Received,Date Applied,Location,Notes,Interview Secured,Recruiters',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${aliceJob.id},"Engineer, ""Platform""",.*,Saved,127\\.0\\.0\\.1,".*",,.*,'=SUM\\(A1:A2\\),No,Ada Lovelace$`,
      ),
    );
    expect((await alice.session.get<ErrorBody>('/api/jobs/export.csv')).status).toBe(403);
  });
});

describe('the lookup rate limit', () => {
  let strict: RunningApp & { url: string };
  afterAll(async () => {
    await strict?.stop();
  });

  it('counts lookups and imports per user (RATE_LIMIT_JOB_FETCH), 429 beyond', async () => {
    strict = await startGateway(jobsSystem.backing, { logDir, env: { RATE_LIMIT_JOB_FETCH: '2/600' } });
    await waitFor(async () => (await fetch(`${strict.url}/api/health/live`)).ok || null, {
      timeoutMs: 30_000,
      description: 'the strict gateway',
    });
    const user = await signedUpSession(jobsSystem.url);
    const { session } = await loggedInSession(strict.url, user);
    const url = fixtureLink('openGraphOnly', 800);
    // No plan: both are refused (the lookup before fetching anything), and both count.
    expect((await session.post('/api/jobs/lookup', { url })).status).toBe(403);
    expect((await session.post('/api/jobs', { url })).status).toBe(403);
    const limited = await session.post<ErrorBody>('/api/jobs/lookup', { url });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another user has a counter of their own.
    const other = await loggedInSession(strict.url, await signedUpSession(jobsSystem.url));
    expect((await other.session.post('/api/jobs/lookup', { url })).status).toBe(403);
  });
});
