import {
  JobsMessages,
  type TImportedJob,
  type TJobDetail,
  type TJobFit,
  type TQueueListPage,
} from '@hirerelay/contracts';
import {
  FIT_EVIDENCE,
  FIT_POSTING,
  FIT_RESUME_LINES,
  HttpSession,
  waitFor,
  type HttpResult,
} from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  giveProfileResume,
  sharedJobsSystem,
  type ErrorBody,
  type JobsSystem,
  type Session,
} from './jobs-fixtures.js';

/*
 * Fit analysis through the real gateway and system: an import marks the job, a staff edit of the
 * description marks it again, jobs' fit work computes it off the request path, and the owner and
 * staff read it (`GET /api/jobs/{id}/fit`); another user cannot; the queue row carries the band.
 * The rules in detail are jobs' service tests' (job-fit.svc-spec.ts).
 */
const shared = inject('shared');
let jobsSystem: JobsSystem;
let owner: Session;
let other: Session;
let staff: Session;
let job: TImportedJob['job'];

const fitOf = (session: HttpSession, jobId = job.id): Promise<HttpResult<TJobFit & ErrorBody>> =>
  session.get<TJobFit & ErrorBody>(`/api/jobs/${jobId}/fit`);

beforeAll(async () => {
  jobsSystem = await sharedJobsSystem(shared);
  [owner, other, staff] = await Promise.all([
    jobsSystem.subscriber(),
    jobsSystem.subscriber(),
    jobsSystem.staffMember(),
  ]);
  job = await jobsSystem.importJob(owner, 'linkedin');
  // The owner's profile resume, read by identity and copied to jobs as a user's upload is.
  await giveProfileResume(owner, FIT_RESUME_LINES, job.id);
  // The import marked the job; staff now give it a description with clear requirements.
  const { version } = (await staff.session.get<TJobDetail>(`/api/jobs/${job.id}`)).body;
  const edited = await staff.session.patch<TJobDetail>(`/api/jobs/${job.id}`, {
    version,
    description: FIT_POSTING,
  });
  expect(edited.status).toBe(200);
});
afterAll(async () => {
  await jobsSystem?.stop();
});

/** The fit once the work has computed it for the edited description (Kafka is one of its requirements). */
const readyFit = (session: HttpSession) =>
  waitFor(
    async () => {
      const { status, body } = await fitOf(session);
      expect(status).toBe(200);
      return body.state === 'ready' && body.missing.some((missing) => missing.label === 'Kafka')
        ? body
        : null;
    },
    { timeoutMs: 20_000, intervalMs: 200, description: 'the fit of the edited description' },
  );

describe('GET /api/jobs/{id}/fit', () => {
  it('shows the owner the band, the requirements found with their evidence and the missing ones', async () => {
    const fit = await readyFit(owner.session);
    expect(fit.band).toMatch(/^(Excellent|Strong|Good|Fair|Weak)$/);
    expect(fit.found).toContainEqual({
      label: 'PostgreSQL',
      kind: 'required',
      evidence: FIT_EVIDENCE,
    });
    expect(fit.missing).toContainEqual(expect.objectContaining({ label: 'Kafka', kind: 'preferred' }));
  });

  it('shows staff the same fit', async () => {
    const ownerFit = await readyFit(owner.session);
    expect((await fitOf(staff.session)).body).toEqual(ownerFit);
  });

  it('refuses another user as for a job they cannot open, and a stranger', async () => {
    const refused = await fitOf(other.session);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'FORBIDDEN', message: JobsMessages.noPermissionToView });
    expect((await fitOf(new HttpSession(jobsSystem.url))).status).toBe(401);
  });

  it("puts the band on the job's row of staff's queue", async () => {
    const { band } = await readyFit(owner.session);
    let row: TQueueListPage['items'][number] | undefined;
    let cursor: string | null = null;
    do {
      const page: HttpResult<TQueueListPage> = await staff.session.get<TQueueListPage>(
        `/api/jobs/queue?limit=200${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.status).toBe(200);
      row = page.body.items.find((item) => item.id === job.id);
      cursor = page.body.nextCursor;
    } while (!row && cursor);
    expect(row?.fitBand).toBe(band);
  });
});
