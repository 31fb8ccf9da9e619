import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import {
  GetJobRpc,
  RemoveJobDocumentRpc,
  SetJobDocumentRpc,
  type EventPayload,
  type ResumeTextChangedEvent,
  type TJobActor,
} from '@hirerelay/contracts';
import type { TJobDocumentType } from '@hirerelay/domain';
import { createS3Client, StoredDocumentText, type TObjectStoreEnv } from '@hirerelay/nest-common';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Transactions } from '../../src/database.js';
import { JobDocumentsService } from '../../src/documents/job-documents.service.js';
import { JobResumeTextWork } from '../../src/documents/job-resume-text.service.js';
import { ProfileResumeTextService } from '../../src/documents/profile-resume-text.service.js';
import { JobDetailService } from '../../src/jobs/job-detail.service.js';
import { seedJob, seedUpload, useJobsModule, userActor } from '../support/jobs-module.js';

// A job's uploaded resume is read off the request path (pending, then text or unreadable), and
// the profile resume's text arrives from identity's events; both mark the job's fit to be redone.
const jobs = useJobsModule();
const documents = () => jobs.app.get(JobDocumentsService);
const work = () => jobs.app.get(JobResumeTextWork);
let s3: ReturnType<typeof createS3Client> | undefined;
afterAll(() => s3?.destroy());

const FIXTURES = path.resolve(import.meta.dirname, '../../../../libs/document-text/test-fixtures');

async function storeFixture(owner: TJobActor, jobId: string, type: TJobDocumentType, name: string) {
  s3 ??= createS3Client(jobs.config as TObjectStoreEnv);
  const key = `${owner.userId}/jobs/${jobId}/${type}/${randomUUID()}.pdf`;
  const body = fs.readFileSync(path.join(FIXTURES, name));
  await s3.send(new PutObjectCommand({ Bucket: jobs.config.S3_BUCKET, Key: key, Body: body }));
  return key;
}

const set = (actor: TJobActor, jobId: string, type: TJobDocumentType, objectKey: string) =>
  documents().set(
    SetJobDocumentRpc.request.parse({ actor, jobId, type, objectKey, fileName: 'cv.pdf', size: 1000 }),
  );

async function jobWithProfileResume(owner: TJobActor): Promise<string> {
  const jobId = await seedJob(jobs, { userId: owner.userId });
  await jobs.db.jobDocument.create({
    data: { id: randomUUID(), jobId, type: 'resume', source: 'profile-resume' },
  });
  return jobId;
}

const detailDocuments = async (actor: TJobActor, jobId: string) =>
  (await jobs.app.get(JobDetailService).get(GetJobRpc.request.parse({ actor, jobId }))).documents.map(
    ({ type, source, textState }) => ({ type, source, textState }),
  );
const stored = (jobId: string, type: TJobDocumentType) =>
  jobs.db.jobDocument.findUniqueOrThrow({ where: { jobId_type: { jobId, type } } });
const fitPending = async (jobId: string) =>
  (await jobs.db.job.findUniqueOrThrow({ where: { id: jobId } })).fitPending;
const clearFitPending = (jobId: string) =>
  jobs.db.job.update({ where: { id: jobId }, data: { fitPending: false } });

describe("a job's uploaded resume", () => {
  it('is pending at upload, then read into text with the job marked for a new fit', async () => {
    const owner = userActor();
    const jobId = await jobWithProfileResume(owner);
    const key = await storeFixture(owner, jobId, 'resume', 'resume.pdf');

    const { document } = await set(owner, jobId, 'resume', key);
    expect(document.textState).toBe('pending');
    expect(await fitPending(jobId)).toBe(true);
    await clearFitPending(jobId);

    await work().idle();
    const row = await stored(jobId, 'resume');
    expect(row).toMatchObject({ textState: 'text', textReason: null });
    expect(row.text?.split('\n')[0]).toBe('Jordan Avery Example');
    expect(await fitPending(jobId)).toBe(true);
    expect(await detailDocuments(owner, jobId)).toEqual([
      { type: 'resume', source: 'upload', textState: 'text' },
    ]);
  });

  it('is unreadable with the reason for a scan, shown as unreadable on the job', async () => {
    const owner = userActor();
    const jobId = await jobWithProfileResume(owner);
    await set(owner, jobId, 'resume', await storeFixture(owner, jobId, 'resume', 'scanned.pdf'));
    await work().idle();
    expect(await stored(jobId, 'resume')).toMatchObject({
      textState: 'unreadable',
      textReason: 'scanned',
      text: null,
    });
    expect(await detailDocuments(owner, jobId)).toEqual([
      { type: 'resume', source: 'upload', textState: 'unreadable' },
    ]);
  });

  it('drops the result when the resume was replaced while it was read', async () => {
    const owner = userActor();
    const jobId = await jobWithProfileResume(owner);
    const first = await storeFixture(owner, jobId, 'resume', 'resume.pdf');
    const second = await storeFixture(owner, jobId, 'resume', 'scanned.pdf');
    const reader = jobs.app.get(StoredDocumentText);
    const read = reader.read.bind(reader);
    vi.spyOn(reader, 'read').mockImplementationOnce(async (key, fileName) => {
      await set(owner, jobId, 'resume', second);
      return read(key, fileName);
    });

    await set(owner, jobId, 'resume', first);
    await work().idle();

    expect(await stored(jobId, 'resume')).toMatchObject({ objectKey: second, textState: 'unreadable' });
  });

  it('leaves a cover letter without text, and a removed resume marks the fit too', async () => {
    const owner = userActor();
    const jobId = await jobWithProfileResume(owner);
    const letter = await seedUpload(jobs, {
      ownerId: owner.userId,
      jobId,
      type: 'cover_letter',
      ext: 'pdf',
      fileName: 'l.pdf',
    });
    await documents().set(
      SetJobDocumentRpc.request.parse({
        actor: owner,
        jobId,
        type: 'cover_letter',
        objectKey: letter,
        fileName: 'l.pdf',
        size: 10,
      }),
    );
    expect((await stored(jobId, 'cover_letter')).textState).toBeNull();
    expect(await fitPending(jobId)).toBe(false);

    await documents().remove(RemoveJobDocumentRpc.request.parse({ actor: owner, jobId, type: 'resume' }));
    expect(await fitPending(jobId)).toBe(true);
  });
});

describe("the profile resume's text from identity", () => {
  const handle = (payload: EventPayload<typeof ResumeTextChangedEvent>) =>
    jobs.app.get(Transactions).run((tx) => jobs.app.get(ProfileResumeTextService).handle(tx, payload));
  const event = (userId: string, at: string, state: 'text' | 'unreadable' | 'none', text?: string) => ({
    userId,
    objectKey: state === 'none' ? null : `${userId}/resumes/${randomUUID()}.pdf`,
    state,
    ...(state === 'unreadable' ? { reason: 'scanned' as const } : {}),
    ...(text ? { text } : {}),
    changedAt: at,
  });

  it('keeps the newest per user and marks only the jobs that use the profile resume', async () => {
    const owner = userActor();
    const usesProfile = await jobWithProfileResume(owner);
    const ownUpload = await jobWithProfileResume(owner);
    await set(owner, ownUpload, 'resume', await storeFixture(owner, ownUpload, 'resume', 'resume.pdf'));
    await work().idle();
    await clearFitPending(ownUpload);
    expect(await detailDocuments(owner, usesProfile)).toEqual([
      { type: 'resume', source: 'profile-resume', textState: 'none' },
    ]);

    await handle(event(owner.userId, '2026-11-28T03:00:00.000Z', 'text', 'Jordan Avery\nTypeScript'));
    expect(await fitPending(usesProfile)).toBe(true);
    expect(await fitPending(ownUpload)).toBe(false);
    expect(await detailDocuments(owner, usesProfile)).toEqual([
      { type: 'resume', source: 'profile-resume', textState: 'text' },
    ]);

    // An older event arriving late changes nothing.
    await clearFitPending(usesProfile);
    await handle(event(owner.userId, '2026-11-28T02:00:00.000Z', 'unreadable'));
    const copy = await jobs.db.profileResumeText.findUniqueOrThrow({ where: { userId: owner.userId } });
    expect(copy).toMatchObject({ state: 'text', text: 'Jordan Avery\nTypeScript' });
    expect(await fitPending(usesProfile)).toBe(false);

    await handle(event(owner.userId, '2026-11-28T04:00:00.000Z', 'unreadable'));
    expect(await detailDocuments(owner, usesProfile)).toEqual([
      { type: 'resume', source: 'profile-resume', textState: 'unreadable' },
    ]);
    expect(await fitPending(usesProfile)).toBe(true);

    await handle(event(owner.userId, '2026-11-28T05:00:00.000Z', 'none'));
    expect(
      await jobs.db.profileResumeText.findUniqueOrThrow({ where: { userId: owner.userId } }),
    ).toMatchObject({
      state: 'none',
      text: null,
      objectKey: null,
    });
  });
});
