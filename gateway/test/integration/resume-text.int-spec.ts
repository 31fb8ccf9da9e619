import fs from 'node:fs';
import path from 'node:path';
import type { TJobDetail, TProfile } from '@hirerelay/contracts';
import { waitFor, type HttpSession } from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sharedJobsSystem, type JobsSystem, type Session } from './jobs-fixtures.js';

/*
 * Resume text across the processes: an upload through the gateway is read by identity (profile
 * resume) or jobs (a job's own resume) in the background, and identity's event gives jobs the
 * profile resume's text for the jobs that use it. The rules in detail are the service tests'.
 */
const shared = inject('shared');
let jobsSystem: JobsSystem;
let owner: Session;

const fixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../libs/document-text/test-fixtures', name));

function pdfForm(name: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(fixture(name))], { type: 'application/pdf' }), name);
  return form;
}

const profileTextState = async (session: HttpSession) =>
  (await session.get<TProfile>('/api/profile')).body.resumeText.state;

const jobResumeTextState = async (session: HttpSession, jobId: string) =>
  (await session.get<TJobDetail>(`/api/jobs/${jobId}`)).body.documents.find((d) => d.type === 'resume')
    ?.textState;

/** Waits until `read` answers `state` (the reading is off the request path). */
const settlesTo = (read: () => Promise<string | null | undefined>, state: string, description: string) =>
  waitFor(async () => (await read()) === state || null, { timeoutMs: 30_000, description });

beforeAll(async () => {
  jobsSystem = await sharedJobsSystem(shared);
  owner = await jobsSystem.subscriber();
});
afterAll(async () => {
  await jobsSystem?.stop();
});

describe('resume text', () => {
  it("reads the profile resume's text and gives it to jobs for the jobs that use it", async () => {
    const job = await jobsSystem.importJob(owner);
    expect(await jobResumeTextState(owner.session, job.id)).toBe('none');

    const upload = await owner.session.request<TProfile>('PUT', '/api/profile/resume', {
      form: pdfForm('resume.pdf'),
    });
    expect(upload.status).toBe(200);
    expect(['pending', 'text']).toContain(upload.body.resumeText.state);

    await settlesTo(() => profileTextState(owner.session), 'text', 'the profile resume read');
    // jobs has the profile resume's text (identity's event), shown on the job using it.
    await settlesTo(() => jobResumeTextState(owner.session, job.id), 'text', "jobs' copy of it");

    const removed = await owner.session.delete<TProfile>('/api/profile/resume');
    expect(removed.body.resumeText).toEqual({ state: 'none' });
    await settlesTo(() => jobResumeTextState(owner.session, job.id), 'none', "jobs' copy cleared");
  });

  it("reads a job's own uploaded resume, and says when it cannot", async () => {
    const job = await jobsSystem.importJob(owner);
    const uploaded = await owner.session.request<{ textState: string }>(
      'PUT',
      `/api/jobs/${job.id}/documents/resume`,
      { form: pdfForm('resume.pdf') },
    );
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.textState).toBe('pending');
    await settlesTo(() => jobResumeTextState(owner.session, job.id), 'text', 'the job resume read');

    const scanned = await owner.session.request('PUT', `/api/jobs/${job.id}/documents/resume`, {
      form: pdfForm('scanned.pdf'),
    });
    expect(scanned.status).toBe(200);
    await settlesTo(
      () => jobResumeTextState(owner.session, job.id),
      'unreadable',
      'the scan found unreadable',
    );
  });
});
