import type { TFileLink, TJobDetail, TJobDraft, TJobDraftList, TJobDocument } from '@hirerelay/contracts';
import { closeDefaultDocumentTextPool, extractDocumentText } from '@hirerelay/document-text';
import { startModelEmulator, type RunningModelEmulator } from '@hirerelay/testing/model-stand-in';
import { testLogDir } from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  giveProfileResume,
  startJobsSystem,
  type ErrorBody,
  type JobsSystem,
  type Session,
} from './jobs-fixtures.js';

/*
 * Staff's drafts through the real gateway and system, with jobs drafting through the local
 * OpenAI-compatible stand-in (infra/local/model-emulator) this file starts: the owner's private
 * values never reach it (every request it recorded is read), a failing or silent model gives a
 * local draft with a note, and an attached cover letter is the job's cover letter PDF the owner
 * downloads. The rules in detail are jobs' service tests' (job-drafts.svc-spec.ts).
 */
const backing = inject('backing');
const logDir = testLogDir('gateway-job-drafts');
const MODEL_TIMEOUT_MS = 1_500;

let stand: RunningModelEmulator;
let jobsSystem: JobsSystem;
let owner: Session;
let staff: Session;
let job: { id: string };

const PROFILE = {
  fullName: 'Grace Hopper',
  phoneNumber: '+1 555 010 0142',
  address: '1 Navy Way, Arlington, VA 22202',
  yearsExperience: 12,
  gender: 'Female',
  ethnicity: 'Hispanic/Latino',
  militaryStatus: 'Protected veteran',
  disabilityStatus: 'Yes',
};

beforeAll(async () => {
  stand = await startModelEmulator();
  // A system of its own: jobs drafts through this file's stand-in, with a short model timeout.
  jobsSystem = await startJobsSystem(backing, logDir, {
    serviceEnv: { jobs: { ...stand.env, DRAFTING_TIMEOUT_MS: String(MODEL_TIMEOUT_MS) } },
  });
  [owner, staff] = await Promise.all([jobsSystem.subscriber(), jobsSystem.staffMember()]);
  expect((await owner.session.patch('/api/profile', PROFILE)).status).toBe(200);
  job = await jobsSystem.importJob(owner, 'greenhouse');
  // The posting's requirements, as staff may type them, so the fit finds evidence lines to send.
  const { version } = (await staff.session.get<TJobDetail>(`/api/jobs/${job.id}`)).body;
  const described = await staff.session.patch(`/api/jobs/${job.id}`, {
    version,
    description: [
      'Globex moves data for 900 hospitals.',
      'Requirements:',
      '- 5+ years of experience with TypeScript',
      '- Experience with React',
      '- Experience with PostgreSQL',
    ].join('\n'),
  });
  expect(described.status).toBe(200);
  // The owner's profile resume, read by identity and copied to jobs as a user's upload is: it
  // repeats the phone, the e-mail and the address.
  await giveProfileResume(
    owner,
    [
      'Grace Hopper',
      `${owner.email} | (555) 010-0142 | 1 Navy Way, Arlington, VA 22202`,
      'Experience',
      'Remington Rand, Senior Programmer, 2012 - 2024',
      `- Built TypeScript and React applications; reach me at 555.010.0142 or ${owner.email}`,
      '- Designed PostgreSQL schemas and REST APIs for 40 teams',
    ],
    job.id,
  );
});
afterAll(async () => {
  await jobsSystem?.stop();
  await stand?.close();
  await closeDefaultDocumentTextPool();
});

const drafts = () => `/api/jobs/${job.id}/drafts`;
const generate = (kind: 'cover_letter' | 'outreach' = 'cover_letter') =>
  staff.session.post<TJobDraft & ErrorBody>(drafts(), { kind });

describe('privacy', () => {
  it("never sends the owner's phone, address, e-mail or self-identification answers to the model", async () => {
    const before = stand.requests().length;
    const letter = await generate();
    expect(letter.status).toBe(201);
    expect(letter.body).toMatchObject({
      kind: 'cover_letter',
      drafter: 'model',
      model: stand.env.DRAFTING_MODEL,
      promptVersion: 'cover-letter@2026-11-28',
      fallbackNote: null,
    });
    expect(letter.body.body).toContain('(Written by the local model stand-in.)');
    expect((await generate('outreach')).body.drafter).toBe('model');

    const sent = stand.requests().slice(before);
    expect(sent).toHaveLength(2);
    // What was sent is what a draft needs: the name and the resume's evidence.
    expect(sent[0]!.body).toContain('Grace Hopper');
    const { messages } = JSON.parse(sent[0]!.body) as { messages: { content: string }[] };
    const facts = JSON.parse(messages[1]!.content.replace(/^Facts \(JSON\):\n/, '')) as {
      fit: { matched: { label: string; evidence: string | null }[] };
    };
    // The resume's evidence lines went (one of them held the phone and the e-mail: redacted).
    expect(facts.fit.matched.filter((match) => match.evidence).length).toBeGreaterThan(0);
    expect(JSON.stringify(facts.fit.matched)).toMatch(/TypeScript|PostgreSQL|React/);
    const [local, domain] = owner.email.split('@') as [string, string];
    const forbidden = [
      owner.email,
      local,
      '010-0142',
      '010.0142',
      '010 0142',
      '0100142',
      'Navy Way',
      'Arlington',
      '22202',
      'Female',
      'Hispanic',
      'Latino',
      'veteran',
    ];
    for (const request of stand.requests()) {
      const everything = `${JSON.stringify(request.headers)}\n${request.body}`;
      for (const value of forbidden) expect(everything.toLowerCase()).not.toContain(value.toLowerCase());
      // The disability answer, as a word.
      expect(everything).not.toMatch(/\bYes\b/i);
      expect(everything).not.toContain(`@${domain}`);
    }
  });
});

describe('fallbacks', () => {
  it('drafts locally, with a note, when the model fails or does not answer in time', async () => {
    try {
      stand.setMode('fail');
      const failed = await generate();
      expect(failed.status).toBe(201);
      expect(failed.body).toMatchObject({ drafter: 'local', model: null });
      expect(failed.body.fallbackNote).toMatch(/answered with an error/);
      expect(failed.body.body).toMatch(/^Dear Hiring Manager,/);

      stand.setMode('slow', MODEL_TIMEOUT_MS * 4);
      const started = Date.now();
      const slow = await generate();
      expect(slow.status).toBe(201);
      expect(slow.body).toMatchObject({
        drafter: 'local',
        fallbackNote: 'The model did not answer within 1.5 s; the local drafter wrote this draft.',
      });
      expect(Date.now() - started).toBeLessThan(MODEL_TIMEOUT_MS * 4);
    } finally {
      stand.setMode('ok');
    }
  });
});

describe('edit, download and attach', () => {
  it("attaches the edited letter as the job's cover letter: a PDF the owner downloads", async () => {
    const draft = (await generate()).body;
    const edited =
      'Dear Ms. Lovelace,\n\nThis letter was edited by staff for the analytical engine team.\n\nSincerely,\nGrace Hopper';
    const saved = await staff.session.request<TJobDraft>('PUT', `${drafts()}/${draft.id}`, {
      json: { body: edited },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.body).toBe(edited);

    const docx = await fetch(new URL(`${drafts()}/${draft.id}/docx`, jobsSystem.url), {
      headers: { cookie: staff.session.cookieHeaderFor(`${drafts()}/${draft.id}/docx`) },
    });
    expect(
      Buffer.from(await docx.clone().arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    expect(docx.status).toBe(200);
    expect(docx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(docx.headers.get('content-disposition')).toMatch(
      /^attachment; filename="cover-letter-[a-z0-9-]+\.docx"$/,
    );

    const attached = await staff.session.post<{ draft: TJobDraft; document: TJobDocument }>(
      `${drafts()}/${draft.id}/attach`,
      {},
    );
    expect(attached.status).toBe(200);
    expect(attached.body.draft.attachedAt).not.toBeNull();
    expect(attached.body.document).toMatchObject({ type: 'cover_letter', source: 'upload' });

    // The owner sees the cover letter (not the draft) and downloads it as a PDF with the edited text.
    const detail = await owner.session.get<TJobDetail>(`/api/jobs/${job.id}`);
    expect(detail.body.documents.find((document) => document.type === 'cover_letter')).toMatchObject({
      fileName: attached.body.document.fileName,
    });
    const link = await owner.session.get<TFileLink>(`/api/jobs/${job.id}/documents/cover-letter/link`);
    expect(link.status).toBe(200);
    const file = await fetch(new URL(link.body.url, jobsSystem.url));
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const text = await extractDocumentText(bytes, { mediaType: 'application/pdf' });
    expect(text.state).toBe('text');
    expect(text.state === 'text' && text.text.replace(/\s+/g, ' ')).toContain(
      'This letter was edited by staff for the analytical engine team.',
    );
  });

  it('keeps drafts from the owner: every draft route refuses them', async () => {
    const draft = (await generate()).body;
    for (const refused of [
      await owner.session.get<ErrorBody>(drafts()),
      await owner.session.post<ErrorBody>(drafts(), { kind: 'cover_letter' }),
      await owner.session.request<ErrorBody>('PUT', `${drafts()}/${draft.id}`, {
        json: { body: 'mine now' },
      }),
      await owner.session.get<ErrorBody>(`${drafts()}/${draft.id}/docx`),
      await owner.session.post<ErrorBody>(`${drafts()}/${draft.id}/attach`, {}),
    ]) {
      expect(refused.status).toBe(403);
    }
    const listed = await staff.session.get<TJobDraftList>(drafts());
    expect(listed.body.drafts.find((item) => item.id === draft.id)?.body).not.toBe('mine now');
    expect(listed.body.outreachAvailable).toBe(true);
  });
});
