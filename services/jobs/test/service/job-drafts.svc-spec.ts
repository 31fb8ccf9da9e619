import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ErrorCode,
  GenerateJobDraftRpc,
  GetJobRpc,
  JobsMessages,
  ListJobDraftsRpc,
  MarkDraftAttachedRpc,
  PrepareDraftAttachmentRpc,
  RenderJobDraftDocxRpc,
  SaveJobDraftRpc,
  SetJobDocumentRpc,
  type TDraftingPrivateValues,
  type TJobActor,
  type TJobDraftKind,
} from '@hirerelay/contracts';
import { closeDefaultDocumentTextPool, extractDocumentText } from '@hirerelay/document-text';
import { LOCAL_TEMPLATE_VERSION } from '@hirerelay/drafting';
import { expectRefusal, useServiceModule } from '@hirerelay/testing';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { IdentityDraftingClient } from '../../src/clients/identity-drafting.client.js';
import { isDocumentObjectKey } from '../../src/documents/document-key.util.js';
import { JobDocumentsService } from '../../src/documents/job-documents.service.js';
import { DraftsService } from '../../src/drafts/drafts.service.js';
import { JobDetailService } from '../../src/jobs/job-detail.service.js';
import { expectStaffOnly, seedJob, STAFF, startJobsModule } from '../support/jobs-module.js';

// Staff's drafts on jobs' side: staff only, the outreach plan rule, what reaches a configured
// model (never the owner's private values), the fallbacks with their notes (the day's budget, a
// failing model), edits, and attaching a cover letter through the documents rules.

/** A chat-completions server of this file: a letter, or a failure on demand; it keeps every body. */
const model = {
  bodies: [] as string[],
  fail: false,
  server: http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      model.bodies.push(body);
      if (model.fail) {
        res.writeHead(500).end('{"error":{"message":"down"}}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      const content =
        'Dear Hiring Manager,\n\nA letter from the configured model, with enough words to be one.';
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    });
  }),
};
const BUDGET = 50;

const PRIVATE: TDraftingPrivateValues = {
  emails: ['grace.hopper@example.com'],
  phones: ['+1 (555) 010-0142'],
  addresses: ['1 Navy Way, Arlington, VA 22202'],
  selfIdentification: ['Female', 'Protected veteran', 'Hispanic or Latino'],
};
const identity = {
  calls: [] as { actorId: string; userId: string }[],
  facts: async (actorId: string, userId: string) => {
    identity.calls.push({ actorId, userId });
    return {
      facts: { fullName: 'Grace Hopper', firstName: 'Grace', yearsOfExperience: 12 },
      redact: PRIVATE,
    };
  },
};

const jobs = useServiceModule(async () => {
  await new Promise<void>((resolve) => model.server.listen(0, '127.0.0.1', resolve));
  const { port } = model.server.address() as AddressInfo;
  return startJobsModule({
    env: {
      DRAFTING_API_URL: `http://127.0.0.1:${port}/v1`,
      DRAFTING_API_KEY: 'sk-test',
      DRAFTING_MODEL: 'test-model',
      DRAFTING_TIMEOUT_MS: '2000',
      DRAFTING_DAILY_REQUEST_BUDGET: String(BUDGET),
    },
    replace: [{ provide: IdentityDraftingClient, useValue: identity }],
  });
});
afterAll(async () => {
  model.server.closeAllConnections();
  await new Promise((resolve) => model.server.close(resolve));
  await closeDefaultDocumentTextPool();
});
beforeEach(() => {
  model.fail = false;
});

const drafts = () => jobs.app.get(DraftsService);
const generate = (actor: TJobActor, jobId: string, kind: TJobDraftKind = 'cover_letter') =>
  drafts().generate(GenerateJobDraftRpc.request.parse({ actor, jobId, kind }));
const list = (actor: TJobActor, jobId: string) =>
  drafts().list(ListJobDraftsRpc.request.parse({ actor, jobId }));
const save = (actor: TJobActor, jobId: string, draftId: string, body: string) =>
  drafts().save(SaveJobDraftRpc.request.parse({ actor, jobId, draftId, body }));

const DESCRIPTION = `Senior Backend Engineer at Initech.

Requirements:
- 5+ years of experience with TypeScript
- Experience with PostgreSQL

Nice to have:
- Experience with Kubernetes`;
const RESUME = `Grace Hopper
grace.hopper@example.com | (555) 010-0142 | 1 Navy Way, Arlington, VA 22202
Experience
Initrode, Staff Engineer, 2014 - 2025
- Built TypeScript services on PostgreSQL; call me at 555.010.0142 or grace.hopper@example.com`;

async function jobWith(options: { plan?: string; resume?: 'upload' | 'profile' | 'none' } = {}) {
  const ownerId = randomUUID();
  const jobId = await seedJob(jobs, {
    userId: ownerId,
    title: 'Senior Backend Engineer',
    company: 'Initech',
    description: DESCRIPTION,
    subscriptionType: options.plan ?? 'Professional',
  });
  if (options.resume === 'upload' || options.resume === undefined) {
    await jobs.db.jobDocument.create({
      data: {
        id: randomUUID(),
        jobId,
        type: 'resume',
        source: 'upload',
        objectKey: `${ownerId}/jobs/${jobId}/resume/${randomUUID()}.pdf`,
        fileName: 'resume.pdf',
        size: 1000,
        textState: 'text',
        text: RESUME,
      },
    });
  }
  if (options.resume === 'profile') {
    await jobs.db.profileResumeText.create({
      data: { userId: ownerId, state: 'text', text: RESUME, changedAt: new Date() },
    });
  }
  return { jobId, ownerId };
}

describe('who may draft', () => {
  it('refuses users, the owner included, on every draft call; Job not found for a job that does not exist', async () => {
    const { jobId, ownerId } = await jobWith();
    const draft = await generate(STAFF, jobId);
    await expectStaffOnly((actor, id) => generate(actor, id), { jobId, ownerId });
    await expectStaffOnly((actor, id) => list(actor, id), { jobId, ownerId });
    await expectStaffOnly((actor, id) => save(actor, id, draft.id, 'x'), { jobId, ownerId });
    await expectStaffOnly(
      (actor, id) =>
        drafts().renderDocx(RenderJobDraftDocxRpc.request.parse({ actor, jobId: id, draftId: draft.id })),
      { jobId, ownerId },
    );
    await expectStaffOnly(
      (actor, id) =>
        drafts().prepareAttachment(
          PrepareDraftAttachmentRpc.request.parse({ actor, jobId: id, draftId: draft.id }),
        ),
      { jobId, ownerId },
    );
    // Nothing the owner reads names a draft.
    const detail = await jobs.app
      .get(JobDetailService)
      .get(GetJobRpc.request.parse({ actor: { userId: ownerId, role: 'user' }, jobId }));
    expect(JSON.stringify(detail)).not.toContain(draft.id);
    expect(detail.documents.find((document) => document.type === 'cover_letter')).toBeUndefined();
  });
});

describe('generate', () => {
  it('drafts a cover letter through the model from redacted facts, recording the model and prompt version', async () => {
    const { jobId, ownerId } = await jobWith();
    const before = model.bodies.length;
    const draft = await generate(STAFF, jobId);
    expect(draft).toMatchObject({
      jobId,
      kind: 'cover_letter',
      drafter: 'model',
      model: 'test-model',
      promptVersion: 'cover-letter@2026-11-28',
      fallbackNote: null,
      createdBy: STAFF.userId,
      attachedAt: null,
    });
    expect(identity.calls.at(-1)).toEqual({ actorId: STAFF.userId, userId: ownerId });
    const sent = model.bodies.slice(before);
    expect(sent).toHaveLength(1);
    const request = sent[0]!;
    // The resume's evidence and the job went; none of the private values did, in any form.
    expect(request).toContain('Initech');
    expect(request).toContain('Built TypeScript services on PostgreSQL');
    for (const value of [
      'grace.hopper@example.com',
      '010-0142',
      '010.0142',
      '0100142',
      'Navy Way',
      'Arlington',
      '22202',
      'Female',
      'veteran',
      'Latino',
    ]) {
      expect(request).not.toContain(value);
    }
    const stored = await jobs.db.jobDraft.findUniqueOrThrow({ where: { id: draft.id } });
    expect(stored).toMatchObject({
      drafter: 'model',
      model: 'test-model',
      promptVersion: 'cover-letter@2026-11-28',
    });
  });

  it('drafts from the profile resume when the job has no uploaded resume, and without any resume from the profile and the job', async () => {
    const profile = await jobWith({ resume: 'profile' });
    const before = model.bodies.length;
    await generate(STAFF, profile.jobId);
    expect(model.bodies[before]).toContain('Built TypeScript services on PostgreSQL');
    const none = await jobWith({ resume: 'none' });
    const letter = await generate(STAFF, none.jobId);
    expect(letter.body.length).toBeGreaterThan(40);
    const facts = JSON.parse(model.bodies.at(-1)!).messages[1].content as string;
    expect(facts).toContain('"fullName": "Grace Hopper"');
    expect(facts).toContain('"company": "Initech"');
    expect(facts).toContain('"matched": []');
  });

  it('refuses an outreach draft on a plan without outreach, with the plan message, and stores nothing', async () => {
    const starter = await jobWith({ plan: 'Starter' });
    await expectRefusal(generate(STAFF, starter.jobId, 'outreach'), {
      code: ErrorCode.Forbidden,
      message: JobsMessages.outreachNotInPlan,
    });
    expect(await jobs.db.jobDraft.count({ where: { jobId: starter.jobId } })).toBe(0);
    expect((await list(STAFF, starter.jobId)).outreachAvailable).toBe(false);
    const professional = await jobWith({ plan: 'Professional' });
    expect(await generate(STAFF, professional.jobId, 'outreach')).toMatchObject({
      kind: 'outreach',
      promptVersion: 'outreach@2026-11-28',
    });
    expect((await list(STAFF, professional.jobId)).outreachAvailable).toBe(true);
  });

  it('falls back to the local drafter with a note when the model fails', async () => {
    const { jobId } = await jobWith();
    model.fail = true;
    const draft = await generate(STAFF, jobId);
    expect(draft).toMatchObject({ drafter: 'local', model: null, promptVersion: LOCAL_TEMPLATE_VERSION });
    expect(draft.fallbackNote).toMatch(/answered with an error/);
    expect(draft.body).toMatch(/^Dear Hiring Manager,/);
    expect(draft.body).toContain('Initech');
    expect(draft.body).toContain('Grace Hopper');
    expect(draft.body).not.toMatch(/010|grace\.hopper@/);
  });

  it("sends nothing once the day's budget is used up: a local draft with the budget note", async () => {
    const { jobId } = await jobWith();
    const day = new Date().toISOString().slice(0, 10);
    await jobs.sql.query(
      `INSERT INTO drafting_budget_days (day, used) VALUES ($1::date, $2)
       ON CONFLICT (day) DO UPDATE SET used = EXCLUDED.used`,
      [day, BUDGET],
    );
    try {
      const before = model.bodies.length;
      const draft = await generate(STAFF, jobId);
      expect(model.bodies.length).toBe(before);
      expect(draft).toMatchObject({
        drafter: 'local',
        fallbackNote: expect.stringMatching(/budget is used up/),
      });
      const { rows } = await jobs.sql.query<{ used: number }>(
        'SELECT used FROM drafting_budget_days WHERE day = $1::date',
        [day],
      );
      expect(rows[0]?.used).toBe(BUDGET);
    } finally {
      await jobs.sql.query('DELETE FROM drafting_budget_days WHERE day = $1::date', [day]);
    }
  });

  it('counts every model request against the day, atomically under concurrent drafts', async () => {
    const { jobId } = await jobWith();
    const day = new Date().toISOString().slice(0, 10);
    await jobs.sql.query(
      `INSERT INTO drafting_budget_days (day, used) VALUES ($1::date, $2)
       ON CONFLICT (day) DO UPDATE SET used = EXCLUDED.used`,
      [day, BUDGET - 2],
    );
    try {
      const results = await Promise.all(Array.from({ length: 5 }, () => generate(STAFF, jobId)));
      expect(results.filter((draft) => draft.drafter === 'model')).toHaveLength(2);
      expect(results.filter((draft) => draft.fallbackNote?.includes('budget'))).toHaveLength(3);
    } finally {
      await jobs.sql.query('DELETE FROM drafting_budget_days WHERE day = $1::date', [day]);
    }
  });
});

describe('edit and download', () => {
  it("saves staff's edit with who and when, newest first in the list; another job's draft is not found", async () => {
    const { jobId } = await jobWith();
    const other = await jobWith();
    const first = await generate(STAFF, jobId);
    const second = await generate(STAFF, jobId, 'outreach');
    const editor: TJobActor = { userId: randomUUID(), role: 'admin' };
    const saved = await save(editor, jobId, first.id, '  Dear Ms. Smith,\n\nEdited by staff.  ');
    expect(saved).toMatchObject({
      id: first.id,
      body: 'Dear Ms. Smith,\n\nEdited by staff.',
      updatedBy: editor.userId,
      createdBy: STAFF.userId,
    });
    const listed = await list(STAFF, jobId);
    expect(listed.drafts.map((draft) => draft.id)).toEqual([second.id, first.id]);
    expect(listed.drafts[1]?.body).toBe('Dear Ms. Smith,\n\nEdited by staff.');
    await expectRefusal(save(STAFF, other.jobId, first.id, 'x'), {
      code: ErrorCode.NotFound,
      message: JobsMessages.draftNotFound,
    });
    const docx = await drafts().renderDocx(
      RenderJobDraftDocxRpc.request.parse({ actor: STAFF, jobId, draftId: first.id }),
    );
    expect(docx.fileName).toBe('cover-letter-initech.docx');
    const text = await extractDocumentText(new Uint8Array(Buffer.from(docx.base64, 'base64')), {
      mediaType: docx.contentType,
    });
    expect(text.state === 'text' && text.text).toContain('Edited by staff.');
  });
});

describe('attach as the cover letter', () => {
  it('renders the PDF to a document key of the job, records it through the document rules, and marks the draft', async () => {
    const { jobId, ownerId } = await jobWith();
    const draft = await generate(STAFF, jobId);
    await save(
      STAFF,
      jobId,
      draft.id,
      'Dear Hiring Manager,\n\nThe edited letter for Initech.\n\nSincerely,\nGrace Hopper',
    );
    const prepared = await drafts().prepareAttachment(
      PrepareDraftAttachmentRpc.request.parse({ actor: STAFF, jobId, draftId: draft.id }),
    );
    expect(isDocumentObjectKey(prepared.objectKey, ownerId, jobId, 'cover_letter')).toBe(true);
    expect(prepared.fileName).toBe('cover-letter-initech.pdf');
    const pdf = Buffer.from(prepared.pdf, 'base64');
    expect(pdf.length).toBe(prepared.size);
    const text = await extractDocumentText(new Uint8Array(pdf), { mediaType: 'application/pdf' });
    expect(text.state === 'text' && text.text.replace(/\s+/g, ' ')).toContain(
      'The edited letter for Initech.',
    );

    const mark = () =>
      drafts().markAttached(
        MarkDraftAttachedRpc.request.parse({
          actor: STAFF,
          jobId,
          draftId: draft.id,
          objectKey: prepared.objectKey,
        }),
      );
    // Not yet the job's cover letter: refused, the draft unchanged.
    await expectRefusal(mark(), { code: ErrorCode.Validation, message: JobsMessages.draftNotStored });
    await jobs.app.get(JobDocumentsService).set(
      SetJobDocumentRpc.request.parse({
        actor: STAFF,
        jobId,
        type: 'cover_letter',
        objectKey: prepared.objectKey,
        fileName: prepared.fileName,
        size: prepared.size,
      }),
    );
    const marked = await mark();
    expect(marked.draft.attachedAt).not.toBeNull();
    expect(marked.document).toMatchObject({
      type: 'cover_letter',
      source: 'upload',
      fileName: 'cover-letter-initech.pdf',
      size: prepared.size,
    });
    // The owner sees the cover letter (the document), still no draft.
    const detail = await jobs.app
      .get(JobDetailService)
      .get(GetJobRpc.request.parse({ actor: { userId: ownerId, role: 'user' }, jobId }));
    expect(detail.documents.find((document) => document.type === 'cover_letter')).toMatchObject({
      fileName: 'cover-letter-initech.pdf',
    });
  });

  it('refuses to attach an outreach draft', async () => {
    const { jobId } = await jobWith();
    const outreach = await generate(STAFF, jobId, 'outreach');
    await expectRefusal(
      drafts().prepareAttachment(
        PrepareDraftAttachmentRpc.request.parse({ actor: STAFF, jobId, draftId: outreach.id }),
      ),
      { code: ErrorCode.Validation, message: JobsMessages.draftNotCoverLetter },
    );
  });
});
