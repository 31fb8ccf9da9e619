import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import {
  RemoveResumeRpc,
  ResumeTextChangedEvent,
  SetResumeRpc,
  SignupRpc,
  type EventPayload,
} from '@hirerelay/contracts';
import {
  createS3Client,
  LOGGER,
  OUTBOX_RELAY,
  StoredDocumentText,
  type TObjectStoreEnv,
} from '@hirerelay/nest-common';
import { TEST_PASSWORD, uniqueEmail } from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthService } from '../../src/auth/auth.service.js';
import { Transactions } from '../../src/database.js';
import { ProfileService } from '../../src/profile/profile.service.js';
import { ResumeTextRepository } from '../../src/profile/resume-text.repository.js';
import { ProfileResumeTextWork } from '../../src/profile/resume-text.service.js';
import { startIdentityModule, type IdentityModule } from '../support/identity-module.js';

// A profile resume's text is read off the request path: pending at upload, then text or
// unreadable (with the reason), stored with the profile and told to jobs in the same transaction.
let identity: IdentityModule;
let profiles: ProfileService;
let work: ProfileResumeTextWork;
let s3: S3Client;

const FIXTURES = path.resolve(import.meta.dirname, '../../../../libs/document-text/test-fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

beforeAll(async () => {
  identity = await startIdentityModule();
  profiles = identity.app.get(ProfileService);
  work = identity.app.get(ProfileResumeTextWork);
  s3 = createS3Client(identity.config as TObjectStoreEnv);
});
afterAll(async () => {
  s3?.destroy();
  await identity?.close();
});

async function newUser(): Promise<string> {
  const { user } = await identity.app.get(AuthService).signup(
    SignupRpc.request.parse({
      email: uniqueEmail('resume-text'),
      password: TEST_PASSWORD,
      smsConsent: false,
    }),
  );
  return user.id;
}

/** Stores the fixture as the gateway would (under the user's prefix) and returns its key. */
async function storeFixture(userId: string, name: string): Promise<string> {
  const key = `${userId}/resumes/${randomUUID()}${path.extname(name)}`;
  await s3.send(new PutObjectCommand({ Bucket: identity.config.S3_BUCKET, Key: key, Body: fixture(name) }));
  return key;
}

const setResume = (userId: string, objectKey: string, fileName = 'resume.pdf') =>
  profiles.setResume(SetResumeRpc.request.parse({ userId, objectKey, fileName, size: 1000 }));

async function stored(userId: string) {
  const { rows } = await identity.sql.query<{
    resume_text_state: string | null;
    resume_text_reason: string | null;
    resume_text: string | null;
  }>('SELECT resume_text_state, resume_text_reason, resume_text FROM profiles WHERE user_id = $1', [userId]);
  return rows[0];
}

async function events(userId: string): Promise<EventPayload<typeof ResumeTextChangedEvent>[]> {
  const { rows } = await identity.sql.query<{ envelope: { payload: unknown } }>(
    `SELECT envelope FROM outbox_events WHERE subject = $1 AND envelope->'payload'->>'userId' = $2
      ORDER BY created_at, id`,
    [ResumeTextChangedEvent.subject, userId],
  );
  return rows.map((row) => ResumeTextChangedEvent.payload.parse(row.envelope.payload));
}

describe('the profile resume text', () => {
  it('is pending at upload, then read into text, stored and told to jobs once', async () => {
    const userId = await newUser();
    const key = await storeFixture(userId, 'resume.pdf');

    const { profile } = await setResume(userId, key);
    expect(profile.resumeText).toEqual({ state: 'pending' });

    await work.idle();
    expect((await profiles.get({ userId })).resumeText).toEqual({ state: 'text' });
    const row = await stored(userId);
    expect(row).toMatchObject({ resume_text_state: 'text', resume_text_reason: null });
    expect(row?.resume_text?.split('\n')[0]).toBe('Jordan Avery Example');
    expect(await events(userId)).toEqual([
      expect.objectContaining({ userId, objectKey: key, state: 'text', text: row?.resume_text }),
    ]);
  });

  it.each([
    ['scanned.pdf', 'scanned'],
    ['encrypted.pdf', 'encrypted'],
    ['truncated.pdf', 'broken'],
  ])('is unreadable for %s (%s)', async (name, reason) => {
    const userId = await newUser();
    const key = await storeFixture(userId, name);
    await setResume(userId, key);
    await work.idle();
    expect((await profiles.get({ userId })).resumeText).toEqual({ state: 'unreadable' });
    expect(await stored(userId)).toEqual({
      resume_text_state: 'unreadable',
      resume_text_reason: reason,
      resume_text: null,
    });
    expect(await events(userId)).toEqual([
      expect.objectContaining({ objectKey: key, state: 'unreadable', reason }),
    ]);
  });

  it('is unreadable (broken) when the object is missing from the store', async () => {
    const userId = await newUser();
    await setResume(userId, `${userId}/resumes/${randomUUID()}.pdf`);
    await work.idle();
    expect(await stored(userId)).toMatchObject({
      resume_text_state: 'unreadable',
      resume_text_reason: 'broken',
    });
  });

  it('drops the result for a resume replaced while it was read, and reads the new one', async () => {
    const userId = await newUser();
    const first = await storeFixture(userId, 'scanned.pdf');
    const second = await storeFixture(userId, 'resume.pdf');
    const documents = identity.app.get(StoredDocumentText);
    const read = documents.read.bind(documents);
    vi.spyOn(documents, 'read').mockImplementationOnce(async (key, fileName) => {
      await setResume(userId, second); // the user replaces it meanwhile
      return read(key, fileName);
    });

    await setResume(userId, first);
    await work.idle();

    expect(await stored(userId)).toMatchObject({ resume_text_state: 'text' });
    const told = await events(userId);
    expect(told.map((event) => [event.objectKey, event.state])).toEqual([[second, 'text']]);
  });

  it('is taken by one reader only when several replicas look at once', async () => {
    const userIds = await Promise.all([newUser(), newUser(), newUser()]);
    const documents = identity.app.get(StoredDocumentText);
    const keys = await Promise.all(userIds.map((userId) => storeFixture(userId, 'resume.pdf')));
    // Pending rows written behind the work's back (as the migration marked resumes on file).
    for (const [index, userId] of userIds.entries()) {
      await identity.sql.query(
        `UPDATE profiles SET resume_object_key = $2, resume_file_name = 'cv.pdf', resume_size = 1,
                resume_uploaded_at = now(), resume_text_state = 'pending', resume_text_at = NULL
          WHERE user_id = $1`,
        [userId, keys[index]],
      );
    }
    const replica = () =>
      new ProfileResumeTextWork(
        identity.app.get(LOGGER),
        identity.app.get(ResumeTextRepository),
        documents,
        identity.app.get(Transactions),
        identity.app.get(OUTBOX_RELAY),
      );
    const readSpy = vi.spyOn(documents, 'read');

    await Promise.all([replica().drain(), replica().drain(), replica().drain(), work.drain()]);

    for (const [index, userId] of userIds.entries()) {
      expect(await stored(userId)).toMatchObject({ resume_text_state: 'text' });
      expect((await events(userId)).map((event) => event.objectKey)).toEqual([keys[index]]);
    }
    const readsOfTheseKeys = readSpy.mock.calls.filter(([key]) => keys.includes(key));
    expect(readsOfTheseKeys).toHaveLength(3);
    readSpy.mockRestore();
  });

  it('is cleared when the resume is removed, and jobs is told (state none)', async () => {
    const userId = await newUser();
    await setResume(userId, await storeFixture(userId, 'resume.pdf'));
    await work.idle();

    const { profile } = await profiles.removeResume(RemoveResumeRpc.request.parse({ userId }));
    expect(profile.resumeText).toEqual({ state: 'none' });
    expect(await stored(userId)).toEqual({
      resume_text_state: null,
      resume_text_reason: null,
      resume_text: null,
    });
    expect((await events(userId)).map((event) => [event.objectKey, event.state])).toEqual([
      [expect.any(String), 'text'],
      [null, 'none'],
    ]);
  });
});
