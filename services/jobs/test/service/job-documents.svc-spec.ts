import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  GetJobDocumentObjectRpc,
  JOB_DOCUMENT_UPLOAD_LIMIT,
  JobsMessages,
  JobUpdatedEvent,
  PrepareJobDocumentUploadRpc,
  RemoveJobDocumentRpc,
  SetJobDocumentRpc,
  type TJobActor,
} from '@hirerelay/contracts';
import { WORD_PACKAGE_TAIL_BYTES, type TJobDocumentType } from '@hirerelay/domain';
import { strToU8, zipSync } from 'fflate';
import { expectRefusal } from '@hirerelay/testing';
import { describe, expect, it } from 'vitest';
import { JobDocumentsService } from '../../src/documents/job-documents.service.js';
import { outboxEvents, REFUSED, seedJob, STAFF, useJobsModule, userActor } from '../support/jobs-module.js';

const jobs = useJobsModule();
const service = () => jobs.app.get(JobDocumentsService);

const user = userActor;
const { notFound, noPermission } = REFUSED;

const PDF = Buffer.from('%PDF-1.7\n');
const DOC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const DOCX = Buffer.from('PK\u0003\u0004\u0014\u0000\u0006\u0000', 'latin1');

const prepare = (actor: TJobActor, jobId: string, type: TJobDocumentType, head: Buffer, fileName?: string) =>
  service().prepareUpload(
    PrepareJobDocumentUploadRpc.request.parse({
      actor,
      jobId,
      type,
      head: head.toString('base64'),
      fileName,
    }),
  );
const set = (actor: TJobActor, jobId: string, type: TJobDocumentType, objectKey: string, size = 1000) =>
  service().set(
    SetJobDocumentRpc.request.parse({ actor, jobId, type, objectKey, fileName: 'file.pdf', size }),
  );
const removeDocument = (actor: TJobActor, jobId: string, type: TJobDocumentType) =>
  service().remove(RemoveJobDocumentRpc.request.parse({ actor, jobId, type }));
const objectOf = (actor: TJobActor, jobId: string, type: TJobDocumentType) =>
  service().getObject(GetJobDocumentObjectRpc.request.parse({ actor, jobId, type }));
const version = async (jobId: string) =>
  (await jobs.db.job.findUniqueOrThrow({ where: { id: jobId } })).version;

async function jobOf(owner: TJobActor): Promise<string> {
  const jobId = await seedJob(jobs, { userId: owner.userId });
  await jobs.db.jobDocument.create({
    data: { id: randomUUID(), jobId, type: 'resume', source: 'profile-resume' },
  });
  return jobId;
}

describe('preparing an upload', () => {
  it.each([
    ['a PDF', PDF, 'pdf', 'application/pdf', 0],
    ['a .doc', DOC, 'doc', 'application/msword', 0],
    [
      'a .docx',
      DOCX,
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      WORD_PACKAGE_TAIL_BYTES,
    ],
  ])(
    'accepts %s by its first bytes, with a key under the owner, job and type',
    async (_label, head, ext, type, tailBytes) => {
      const owner = user();
      const jobId = await jobOf(owner);
      const prepared = await prepare(owner, jobId, 'cover_letter', head, `My letter.${ext}`);
      expect(prepared).toEqual({
        objectKey: expect.stringMatching(
          new RegExp(`^${owner.userId}/jobs/${jobId}/cover_letter/[0-9a-f-]{36}\\.${ext}$`),
        ),
        contentType: type,
        fileName: `My letter.${ext}`,
        maxBytes: JOB_DOCUMENT_UPLOAD_LIMIT,
        tailBytes,
      });
    },
  );

  it('names the file by what its bytes are, whatever its name says', async () => {
    const owner = user();
    const jobId = await jobOf(owner);
    expect((await prepare(owner, jobId, 'resume', PDF, 'cv.docx')).fileName).toBe('cv.docx.pdf');
    expect((await prepare(owner, jobId, 'cover_letter', DOCX)).fileName).toBe('cover-letter.docx');
  });

  it.each([
    ['HTML named .pdf', Buffer.from('<html><body>'), 'cv.pdf'],
    ['plain text named .docx', Buffer.from('just some text'), 'cv.docx'],
    ['an empty file', Buffer.alloc(0), 'cv.pdf'],
    ['a PNG named .doc', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'cv.doc'],
  ])('refuses %s by content', async (_label, head, fileName) => {
    const owner = user();
    const jobId = await jobOf(owner);
    await expectRefusal(prepare(owner, jobId, 'resume', head, fileName), {
      code: ErrorCode.Validation,
      message: 'Please upload a PDF, DOC or DOCX file',
      fields: { file: 'Please upload a PDF, DOC or DOCX file' },
    });
  });

  it("lets staff upload to any job, under the owner's prefix", async () => {
    const owner = user();
    const jobId = await jobOf(owner);
    expect((await prepare(STAFF, jobId, 'resume', PDF)).objectKey).toMatch(
      `${owner.userId}/jobs/${jobId}/resume/`,
    );
  });

  it("refuses another user's job and a job that does not exist", async () => {
    const jobId = await jobOf(user());
    await expectRefusal(prepare(user(), jobId, 'resume', PDF), noPermission);
    await expectRefusal(prepare(user(), randomUUID(), 'resume', PDF), notFound);
  });
});

describe('recording an upload', () => {
  it('replaces the earlier document, answers the replaced key, moves the version and tells', async () => {
    const owner = user();
    const jobId = await jobOf(owner);
    const first = await prepare(owner, jobId, 'resume', PDF);
    const saved = await set(owner, jobId, 'resume', first.objectKey, 2048);
    expect(saved).toMatchObject({
      document: { type: 'resume', source: 'upload', fileName: 'file.pdf', size: 2048 },
      replacedObjectKey: null,
    });
    const second = await prepare(STAFF, jobId, 'resume', DOC);
    expect((await set(STAFF, jobId, 'resume', second.objectKey)).replacedObjectKey).toBe(first.objectKey);
    expect(await objectOf(owner, jobId, 'resume')).toEqual({
      source: 'upload',
      objectKey: second.objectKey,
      fileName: 'file.pdf',
    });
    expect(await version(jobId)).toBe(2);
    expect((await outboxEvents(jobs, JobUpdatedEvent, jobId)).map((event) => event.changedBy)).toEqual([
      owner.userId,
      STAFF.userId,
    ]);
  });

  it.each([
    [
      'another type',
      (owner: string, jobId: string) => `${owner}/jobs/${jobId}/cover_letter/${randomUUID()}.pdf`,
    ],
    ['another job', (owner: string) => `${owner}/jobs/${randomUUID()}/resume/${randomUUID()}.pdf`],
    ['the profile resume', (owner: string) => `${owner}/resumes/${randomUUID()}.pdf`],
    [
      'another user',
      (_owner: string, jobId: string) => `${randomUUID()}/jobs/${jobId}/resume/${randomUUID()}.pdf`,
    ],
  ])('refuses a key of %s and records nothing', async (_label, keyOf) => {
    const owner = user();
    const jobId = await jobOf(owner);
    await expectRefusal(set(owner, jobId, 'resume', keyOf(owner.userId, jobId)), {
      code: ErrorCode.Validation,
      message: JobsMessages.documentKeyInvalid,
    });
    expect(await objectOf(owner, jobId, 'resume')).toEqual({
      source: 'profile-resume',
      ownerId: owner.userId,
    });
    expect(await version(jobId)).toBe(0);
  });

  it('refuses a file of 5 MB or more', async () => {
    const owner = user();
    const jobId = await jobOf(owner);
    const { objectKey } = await prepare(owner, jobId, 'resume', PDF);
    await expectRefusal(set(owner, jobId, 'resume', objectKey, 5 * 1024 * 1024), {
      code: ErrorCode.PayloadTooLarge,
      message: 'File size should be less than 5MB',
    });
    expect((await set(owner, jobId, 'resume', objectKey, 5 * 1024 * 1024 - 1)).document.size).toBe(
      5 * 1024 * 1024 - 1,
    );
  });

  it("refuses another user's job", async () => {
    const owner = user();
    const jobId = await jobOf(owner);
    const { objectKey } = await prepare(owner, jobId, 'resume', PDF);
    await expectRefusal(set(user(), jobId, 'resume', objectKey), noPermission);
    expect(await version(jobId)).toBe(0);
  });
});

describe('removing a document', () => {
  it('removes it, answers its key for the store, and a second removal changes nothing', async () => {
    const owner = user();
    const jobId = await jobOf(owner);
    const { objectKey } = await prepare(owner, jobId, 'cover_letter', PDF);
    await set(owner, jobId, 'cover_letter', objectKey);
    expect(await removeDocument(STAFF, jobId, 'cover_letter')).toEqual({ removedObjectKey: objectKey });
    expect(await removeDocument(owner, jobId, 'cover_letter')).toEqual({ removedObjectKey: null });
    expect(await version(jobId)).toBe(2);
    await expectRefusal(objectOf(owner, jobId, 'cover_letter'), {
      code: ErrorCode.NotFound,
      message: 'Document not found',
    });
  });

  it('removes the profile-resume reference without naming a file (identity keeps it)', async () => {
    const owner = user();
    const jobId = await jobOf(owner);
    expect(await removeDocument(owner, jobId, 'resume')).toEqual({ removedObjectKey: null });
    await expectRefusal(objectOf(owner, jobId, 'resume'), { code: ErrorCode.NotFound });
  });

  it("refuses another user's job and removes nothing", async () => {
    const jobId = await jobOf(user());
    await expectRefusal(removeDocument(user(), jobId, 'resume'), noPermission);
    expect(await jobs.db.jobDocument.count({ where: { jobId } })).toBe(1);
  });
});

describe('where a document is, for a signed link', () => {
  it('names the owner for the profile-resume reference, to the owner and staff only', async () => {
    const owner = user();
    const jobId = await jobOf(owner);
    expect(await objectOf(STAFF, jobId, 'resume')).toEqual({
      source: 'profile-resume',
      ownerId: owner.userId,
    });
    await expectRefusal(objectOf(user(), jobId, 'resume'), noPermission);
    await expectRefusal(objectOf(owner, randomUUID(), 'resume'), notFound);
  });
});

describe('recording a .docx', () => {
  const WORD = zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    'word/document.xml': strToU8('<w:document/>'),
  });
  const OTHER_ZIP = zipSync({ 'tool.exe': strToU8('MZ'), 'readme.txt': strToU8('run me') });
  const setDocx = (actor: TJobActor, jobId: string, objectKey: string, file: Uint8Array | null) =>
    service().set(
      SetJobDocumentRpc.request.parse({
        actor,
        jobId,
        type: 'cover_letter',
        objectKey,
        fileName: 'letter.docx',
        size: file?.length ?? 100,
        ...(file ? { tail: Buffer.from(file).toString('base64') } : {}),
      }),
    );

  it('records a Word package, known by the parts its directory lists', async () => {
    const owner = user();
    const jobId = await jobOf(owner);
    const { objectKey } = await prepare(owner, jobId, 'cover_letter', Buffer.from(WORD.subarray(0, 8)));
    const { document } = await setDocx(owner, jobId, objectKey, WORD);
    expect(document).toMatchObject({ type: 'cover_letter', fileName: 'letter.docx', size: WORD.length });
  });

  it.each([
    ['any other zip', OTHER_ZIP],
    ['no tail at all', null],
  ])('refuses %s as a .docx, and records nothing', async (_label, file) => {
    const owner = user();
    const jobId = await jobOf(owner);
    const { objectKey } = await prepare(owner, jobId, 'cover_letter', DOCX);
    await expectRefusal(setDocx(owner, jobId, objectKey, file), {
      code: ErrorCode.Validation,
      message: 'Please upload a PDF, DOC or DOCX file',
      fields: { file: 'Please upload a PDF, DOC or DOCX file' },
    });
    await expectRefusal(objectOf(owner, jobId, 'cover_letter'), {
      code: ErrorCode.NotFound,
      message: JobsMessages.documentNotFound,
    });
    expect(await version(jobId)).toBe(0);
  });
});
