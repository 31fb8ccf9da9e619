import { randomUUID } from 'node:crypto';
import {
  JobsMessages,
  type TChatMessageView,
  type TFileLink,
  type TImportedJob,
  type TJobDetail,
  type TJobDocument,
  type TJobMessagesPage,
} from '@hirerelay/contracts';
import { MSG_DOCUMENT_TYPE_NOT_ALLOWED, MSG_FILE_TOO_LARGE, MSG_FORBIDDEN } from '@hirerelay/domain';
import {
  HttpSession,
  loggedInSession,
  makePdf,
  signedUpSession,
  startGateway,
  testLogDir,
  waitFor,
  type HttpResult,
  type RunningApp,
} from '@hirerelay/testing';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openEventStream, type EventStream } from './event-stream-client.js';
import { sharedJobsSystem, type ErrorBody, type JobsSystem, type Session } from './jobs-fixtures.js';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/*
 * The job detail routes and the live events through the real gateway and system: who
 * may call which job route (the ownership matrix over every job route of issues 12 and 13), the
 * staff edit's optimistic concurrency, documents in the real object store, and GET /api/events
 * fed from JetStream. The rules in detail are the jobs service tests'.
 */
const shared = inject('shared');
const logDir = testLogDir('gateway-job-detail');
let jobsSystem: JobsSystem;

let owner: Session;
let other: Session;
let staff: Session;
let anonymous: HttpSession;
let job: TImportedJob['job'];
let otherJob: TImportedJob['job'];

beforeAll(async () => {
  jobsSystem = await sharedJobsSystem(shared);
  [owner, other, staff] = await Promise.all([
    jobsSystem.subscriber(),
    jobsSystem.subscriber(),
    jobsSystem.staffMember(),
  ]);
  anonymous = new HttpSession(jobsSystem.url);
  job = await jobsSystem.importJob(owner, 'linkedin', 9001);
  otherJob = await jobsSystem.importJob(other, 'indeed', 9002);
});
afterAll(async () => {
  await jobsSystem?.stop();
});

const detail = async (session: HttpSession, jobId = job.id) => {
  const answer = await session.get<TJobDetail & ErrorBody>(`/api/jobs/${jobId}`);
  expect(answer.status).toBe(200);
  return answer.body;
};
const put = <T>(session: HttpSession, path: string, json: unknown) =>
  session.request<T & ErrorBody>('PUT', path, { json });

/** A multipart upload of one file, as the SPA's file input sends it. */
function uploadDocument(session: HttpSession, path: string, bytes: Buffer, fileName: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return session.request<TJobDocument & ErrorBody>('PUT', path, { form });
}

const OLE_HEADER = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

type Actor = 'anonymous' | 'owner' | 'other' | 'staff';

interface RouteCase {
  route: string;
  call(session: HttpSession): Promise<HttpResult<ErrorBody>>;
  /** Who is refused, with which status (everyone else may). */
  refused: Partial<Record<Actor, number>>;
}

describe('who may call which job route', () => {
  const sessionOf = (actor: Actor) =>
    ({ anonymous, owner: owner.session, other: other.session, staff: staff.session })[actor];
  const jobPath = () => `/api/jobs/${job.id}`;
  const userRefused = { anonymous: 401, owner: 403, other: 403 };
  const othersRefused = { anonymous: 401, other: 403 };

  /** Every job route of issues 12 and 13, each called in a way that would change or show the job. */
  const routes = (): RouteCase[] => [
    { route: 'GET /api/jobs', call: (s) => s.get('/api/jobs'), refused: { anonymous: 401 } },
    {
      route: 'POST /api/jobs/lookup',
      call: (s) => s.post('/api/jobs/lookup', { url: 'x' }),
      refused: { anonymous: 401 },
    },
    { route: 'POST /api/jobs', call: (s) => s.post('/api/jobs', { url: 'x' }), refused: { anonymous: 401 } },
    { route: 'GET /api/jobs/export.csv', call: (s) => s.get('/api/jobs/export.csv'), refused: userRefused },
    { route: 'GET /api/jobs/:id', call: (s) => s.get(jobPath()), refused: othersRefused },
    {
      route: 'PATCH /api/jobs/:id',
      call: (s) => s.patch(jobPath(), { version: 0, title: 'Taken over' }),
      refused: userRefused,
    },
    {
      route: 'POST /api/jobs/:id/status',
      call: (s) => s.post(`${jobPath()}/status`, { status: 'Withdrawn' }),
      refused: userRefused,
    },
    {
      route: 'PUT /api/jobs/:id/reviewed',
      call: (s) => put(s, `${jobPath()}/reviewed`, { reviewed: true }),
      refused: userRefused,
    },
    {
      route: 'PUT /api/jobs/:id/interview-secured',
      call: (s) => put(s, `${jobPath()}/interview-secured`, { interviewSecured: true }),
      // The owner's toggle answers another user's job as the detail does.
      refused: othersRefused,
    },
    { route: 'DELETE /api/jobs/:id', call: (s) => s.delete(jobPath()), refused: userRefused },
    {
      route: 'GET /api/jobs/:id/messages',
      call: (s) => s.get(`${jobPath()}/messages`),
      refused: othersRefused,
    },
    {
      route: 'POST /api/jobs/:id/messages',
      call: (s) => s.post(`${jobPath()}/messages`, { text: 'Let me in' }),
      refused: othersRefused,
    },
    {
      route: 'POST /api/jobs/:id/messages/read',
      call: (s) => s.post(`${jobPath()}/messages/read`),
      refused: othersRefused,
    },
    {
      route: 'PUT /api/jobs/:id/documents/:type',
      call: (s) =>
        uploadDocument(s, `${jobPath()}/documents/cover-letter`, makePdf(), 'mine.pdf', 'application/pdf'),
      refused: othersRefused,
    },
    {
      route: 'DELETE /api/jobs/:id/documents/:type',
      call: (s) => s.delete(`${jobPath()}/documents/resume`),
      refused: othersRefused,
    },
    {
      route: 'GET /api/jobs/:id/documents/:type/link',
      call: (s) => s.get(`${jobPath()}/documents/resume/link`),
      refused: othersRefused,
    },
    {
      route: 'GET /api/jobs/:id/interview.ics',
      call: (s) => s.get(`${jobPath()}/interview.ics`),
      refused: othersRefused,
    },
    { route: 'GET /api/events', call: (s) => s.get('/api/events'), refused: { anonymous: 401 } },
  ];

  it('refuses every call it should: 0 successes, each with its status, and the job unchanged', async () => {
    const before = await detail(owner.session);
    const results: { route: string; actor: Actor; status: number; expected: number }[] = [];
    const toOther: { route: string; answer: unknown }[] = [];
    for (const { route, call, refused } of routes()) {
      for (const [actor, expected] of Object.entries(refused) as [Actor, number][]) {
        const answer = await call(sessionOf(actor));
        results.push({ route, actor, status: answer.status, expected });
        if (actor === 'other')
          toOther.push({ route, answer: { status: answer.status, error: answer.body.error } });
      }
    }
    expect(results.filter(({ status }) => status < 400)).toEqual([]);
    expect(results.filter(({ status, expected }) => status !== expected)).toEqual([]);
    expect(results.length).toBeGreaterThan(35);

    // Another user's job, route by route: the routes of the owner and staff say the job is not
    // theirs; the staff-only ones refuse users before asking whose the job is.
    const expectedForOther = routes()
      .filter(({ refused }) => refused.other !== undefined)
      .map(({ route, refused }) => ({
        route,
        answer: {
          status: 403,
          error: {
            code: 'FORBIDDEN',
            message: refused.owner === undefined ? JobsMessages.noPermissionToView : MSG_FORBIDDEN,
          },
        },
      }));
    expect(toOther).toEqual(expectedForOther);
    expect(toOther.map(({ route }) => route)).toContain('PUT /api/jobs/:id/interview-secured');

    const after = await detail(owner.session);
    expect(after).toEqual(before);
    expect((await owner.session.get<TJobMessagesPage>(`/api/jobs/${job.id}/messages`)).body.items).toEqual(
      [],
    );
  });

  it('tells another user the job is not theirs, and an unknown job that it does not exist', async () => {
    const foreign = await other.session.get<ErrorBody>(`/api/jobs/${job.id}`);
    expect(foreign.body.error).toEqual({ code: 'FORBIDDEN', message: JobsMessages.noPermissionToView });
    const unknown = await owner.session.get<ErrorBody>(`/api/jobs/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: 'NOT_FOUND', message: JobsMessages.jobNotFound });
    const staffOnly = await owner.session.post<ErrorBody>(`/api/jobs/${job.id}/status`, {
      status: 'Applied',
    });
    expect(staffOnly.body.error).toEqual({ code: 'FORBIDDEN', message: MSG_FORBIDDEN });
  });

  it('shows the job to its owner and to staff, the same job', async () => {
    const mine = await detail(owner.session);
    expect(mine).toMatchObject({ id: job.id, userId: owner.id, status: 'Saved' });
    expect(await detail(staff.session)).toEqual(mine);
  });
});

describe('staff at work on a job', () => {
  it('saves an edit and refuses a save based on an older version, keeping the first', async () => {
    const read = await detail(staff.session);
    const first = await staff.session.patch<TJobDetail>(`/api/jobs/${job.id}`, {
      version: read.version,
      title: 'Staff Engineer',
      notes: 'Referred by Ada',
      recruiters: [{ name: '', email: 'ada@example.com' }],
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ title: 'Staff Engineer', notes: 'Referred by Ada' });
    expect(first.body.recruiters).toMatchObject([{ name: 'Unknown', email: 'ada@example.com' }]);
    expect(first.body.version).toBeGreaterThan(read.version);

    const stale = await staff.session.patch<ErrorBody>(`/api/jobs/${job.id}`, {
      version: read.version,
      title: 'Overwritten',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'CONFLICT', message: JobsMessages.staleVersion });
    expect(await detail(owner.session)).toMatchObject({
      title: 'Staff Engineer',
      version: first.body.version,
    });
  });

  it('changes the status, and the user sees it on the timeline', async () => {
    const changed = await staff.session.post<TJobDetail>(`/api/jobs/${job.id}/status`, {
      status: 'Interview Scheduled',
      interviewAt: '2030-01-15T15:00:00.000Z',
    });
    expect(changed.status).toBe(200);
    const seen = await detail(owner.session);
    expect(seen).toMatchObject({ status: 'Interview Scheduled', interviewAt: '2030-01-15T15:00:00.000Z' });
    expect(seen.timeline.map((entry) => entry.event)).toContain('Status changed to Interview Scheduled');
  });

  it("lets the owner and staff download the interview's calendar file, and no one else", async () => {
    for (const session of [owner.session, staff.session]) {
      const ics = await session.get<string>(`/api/jobs/${job.id}/interview.ics`);
      expect(ics.status).toBe(200);
      expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(ics.headers.get('content-disposition')).toBe('attachment; filename="interview.ics"');
      const lines = ics.text.replace(/\r\n[ \t]/g, '').split('\r\n');
      expect(lines).toContain('DTSTART:20300115T150000Z');
      expect(lines).toContain(`UID:interview-${job.id}@hirerelay`);
      expect(lines.find((line) => line.startsWith('SUMMARY:'))).toMatch(
        /^SUMMARY:Interview: Staff Engineer at /,
      );
    }
    expect((await other.session.get(`/api/jobs/${job.id}/interview.ics`)).status).toBe(403);
    const none = await other.session.get<ErrorBody>(`/api/jobs/${otherJob.id}/interview.ics`);
    expect(none.status).toBe(404);
    expect(none.body.error.message).toBe('No interview is scheduled for this job');
  });

  it('refuses a body the contract refuses with 400, and changes nothing', async () => {
    const before = await detail(staff.session);
    const bad = await staff.session.post<ErrorBody>(`/api/jobs/${job.id}/status`, { status: 'Hired' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(['status']);
    expect(await detail(staff.session)).toEqual(before);
  });
});

describe("a job's chat", () => {
  it("counts staff's messages as unread for the owner until the owner opens the chat", async () => {
    const posted = await staff.session.post<TChatMessageView>(`/api/jobs/${job.id}/messages`, {
      text: '  We found a recruiter  ',
    });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({ text: 'We found a recruiter', senderRole: 'admin', isRead: false });
    expect((await detail(owner.session)).unreadMessages).toBe(1);
    expect((await detail(staff.session)).unreadMessages).toBe(0);
    for (const session of [owner.session, staff.session]) {
      const page = await session.get<TJobMessagesPage>(`/api/jobs/${job.id}/messages`);
      expect(page.body.items.map((message) => message.id)).toEqual([posted.body.id]);
    }
    const read = await owner.session.post<{ marked: number; unreadMessages: number }>(
      `/api/jobs/${job.id}/messages/read`,
    );
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ marked: 1, unreadMessages: 0 });
    expect((await detail(owner.session)).unreadMessages).toBe(0);
  });

  it('refuses an empty message with 400', async () => {
    const empty = await owner.session.post<ErrorBody>(`/api/jobs/${job.id}/messages`, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.error.fields ?? {})).toEqual(['text']);
  });
});

describe("a job's documents", () => {
  const path = () => `/api/jobs/${job.id}/documents/cover-letter`;

  it('stores an upload privately and serves it through a short-lived link, to the owner and staff', async () => {
    const pdf = makePdf(2048);
    const uploaded = await uploadDocument(owner.session, path(), pdf, 'Cover letter.pdf', 'application/pdf');
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ type: 'cover_letter', source: 'upload', size: pdf.length });
    for (const session of [owner.session, staff.session]) {
      const link = await session.get<TFileLink>(`${path()}/link`);
      expect(link.status).toBe(200);
      expect(link.headers.get('content-encoding')).toBeNull();
      const file = await fetch(new URL(link.body.url, jobsSystem.url));
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    }
    expect((await detail(owner.session)).documents.map((document) => document.type)).toContain(
      'cover_letter',
    );
  });

  it('refuses files that are not what they say by content: a .pdf that is HTML, a .docx that is not a Word package', async () => {
    const html = Buffer.from('<!doctype html><html><body>not a pdf</body></html>');
    const fakeDocx = Buffer.from('plain words, no zip archive here');
    // A zip of anything else: its first bytes are a .docx's, its directory is not.
    const otherZip = Buffer.from(zipSync({ 'setup.exe': strToU8('MZ'), 'notes.txt': strToU8('run it') }));
    for (const [bytes, name, type] of [
      [html, 'cv.pdf', 'application/pdf'],
      [fakeDocx, 'cv.docx', DOCX_TYPE],
      [otherZip, 'letter.docx', DOCX_TYPE],
    ] as const) {
      const refused = await uploadDocument(owner.session, path(), bytes, name, type);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({
        code: 'VALIDATION',
        message: MSG_DOCUMENT_TYPE_NOT_ALLOWED,
      });
    }
    const tooLarge = await uploadDocument(
      owner.session,
      path(),
      makePdf(5 * 1024 * 1024),
      'big.pdf',
      'application/pdf',
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.message).toBe(MSG_FILE_TOO_LARGE);
    // The stored cover letter is still the earlier one.
    expect((await detail(owner.session)).documents.find((d) => d.type === 'cover_letter')).toMatchObject({
      fileName: 'Cover letter.pdf',
    });
  });

  it('accepts a real .docx of several megabytes (its directory read from the last bytes) and serves it back', async () => {
    const media = Buffer.alloc(3 * 1024 * 1024).map((_, index) => (index * 7919) % 251);
    const docx = Buffer.from(
      zipSync({
        '[Content_Types].xml': strToU8('<Types/>'),
        'word/document.xml': strToU8('<w:document/>'),
        'word/media/image1.png': [media, { level: 0 }],
      }),
    );
    const saved = await uploadDocument(staff.session, path(), docx, 'Tailored letter.docx', DOCX_TYPE);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ fileName: 'Tailored letter.docx', size: docx.length });
    const link = (await owner.session.get<TFileLink>(`${path()}/link`)).body;
    const file = await fetch(new URL(link.url, jobsSystem.url));
    expect(Buffer.from(await file.arrayBuffer()).equals(docx)).toBe(true);
  });

  it('replaces and removes a document, and its stored file goes with it', async () => {
    const oldLink = (await owner.session.get<TFileLink>(`${path()}/link`)).body;
    const doc = Buffer.concat([OLE_HEADER, Buffer.alloc(1024, 1)]);
    const replaced = await uploadDocument(staff.session, path(), doc, 'letter.doc', 'application/msword');
    expect(replaced.status).toBe(200);
    expect((await fetch(new URL(oldLink.url, jobsSystem.url))).status).toBe(404);

    const newLink = (await owner.session.get<TFileLink>(`${path()}/link`)).body;
    expect((await owner.session.delete(path())).status).toBe(204);
    expect((await fetch(new URL(newLink.url, jobsSystem.url))).status).toBe(404);
    const gone = await owner.session.get<ErrorBody>(`${path()}/link`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(JobsMessages.documentNotFound);
  });

  it('refuses a document type that does not exist', async () => {
    const unknown = await uploadDocument(
      owner.session,
      `/api/jobs/${job.id}/documents/photo`,
      makePdf(),
      'a.pdf',
      'application/pdf',
    );
    expect(unknown.status).toBe(404);
  });
});

describe('deleting a job (staff)', () => {
  it('removes the job and its stored files', async () => {
    const doomed = await jobsSystem.importJob(owner, 'greenhouse', 9003);
    const path = `/api/jobs/${doomed.id}`;
    expect(
      (
        await uploadDocument(
          owner.session,
          `${path}/documents/resume`,
          makePdf(),
          'cv.pdf',
          'application/pdf',
        )
      ).status,
    ).toBe(200);
    const link = (await owner.session.get<TFileLink>(`${path}/documents/resume/link`)).body;
    expect((await owner.session.delete(path)).status).toBe(403);
    expect((await staff.session.delete(path)).status).toBe(204);
    expect((await owner.session.get(path)).status).toBe(404);
    expect((await fetch(new URL(link.url, jobsSystem.url))).status).toBe(404);
  });
});

describe('live events (GET /api/events)', () => {
  const streams: EventStream[] = [];
  const open = async (session: HttpSession, lastEventId?: string, lastEventIdIn?: 'header' | 'query') => {
    const stream = await openEventStream(
      session,
      lastEventId === undefined ? {} : { lastEventId, lastEventIdIn },
    );
    streams.push(stream);
    return stream;
  };
  const replicas: RunningApp[] = [];
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(replicas.map((replica) => replica.stop()));
  });
  const staffSays = (jobId: string, text: string) =>
    staff.session.post<TChatMessageView>(`/api/jobs/${jobId}/messages`, { text });
  const isMessage =
    (text: string) => (event: { data: { type: string; payload?: Record<string, unknown> } }) =>
      event.data.type === 'message-posted' && event.data.payload?.text === text;

  it('is a text/event-stream, never compressed or cached, for signed-in callers only', async () => {
    const stream = await open(owner.session);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('cache-control')).toContain('no-cache');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect((await openEventStream(anonymous)).status).toBe(401);
  });

  it("brings staff's message to the owner's open stream within a second, and never to another user", async () => {
    const [mine, others, staffs] = [
      await open(owner.session),
      await open(other.session),
      await open(staff.session),
    ];
    const posted = await staffSays(job.id, 'Your interview is confirmed');
    expect(posted.status).toBe(201);
    // Within a second of the post's answer (the bound).
    const received = await mine.waitFor(isMessage('Your interview is confirmed'), 1_000);
    expect(received.data).toMatchObject({
      jobId: job.id,
      payload: { senderRole: 'admin', ownerId: owner.id },
    });
    expect(received.id).toMatch(/^\d+$/);
    await staffs.waitFor(isMessage('Your interview is confirmed'));

    // The other user's own event comes after: had the first leaked, it would be in their stream.
    await staffSays(otherJob.id, 'For the other user');
    await others.waitFor(isMessage('For the other user'));
    await staffs.waitFor(isMessage('For the other user'));
    expect(others.events.filter((event) => event.data.jobId === job.id)).toEqual([]);
    expect(mine.events.filter((event) => event.data.jobId === otherJob.id)).toEqual([]);
  });

  it("sends the owner's own actions and staff's status changes to both sides", async () => {
    const [mine, staffs] = [await open(owner.session), await open(staff.session)];
    await owner.session.post(`/api/jobs/${job.id}/messages`, { text: 'Thanks!' });
    await staffs.waitFor(isMessage('Thanks!'));
    await staff.session.post(`/api/jobs/${job.id}/status`, { status: 'Interview Completed' });
    const statusChanged = (event: { data: { type: string; payload?: Record<string, unknown> } }) =>
      event.data.type === 'status-changed' && event.data.payload?.status === 'Interview Completed';
    await mine.waitFor(statusChanged);
    await staffs.waitFor(statusChanged);
    const { version } = await detail(staff.session);
    expect((await staff.session.patch(`/api/jobs/${job.id}`, { version, salary: '$150k' })).status).toBe(200);
    const updated = await mine.waitFor(
      (event) => event.data.type === 'job-updated' && Number(event.data.payload?.version) > version,
    );
    expect(updated.data.jobId).toBe(job.id);
  });

  it('replays what a reconnecting browser missed after its Last-Event-ID, in order, once', async () => {
    const first = await open(owner.session);
    await staffSays(job.id, 'Before the break');
    const seen = await first.waitFor(isMessage('Before the break'));
    first.close();
    await staffSays(job.id, 'Missed one');
    await staffSays(job.id, 'Missed two');
    // Staff see the second before the owner reconnects: both are on the stream by then. A new
    // EventSource (which cannot set the header) names where it was in the query instead.
    const staffs = await open(staff.session, seen.id, 'query');
    await staffs.waitFor(isMessage('Missed two'));
    expect(staffs.events.map((event) => event.data.payload?.text)).toEqual(['Missed one', 'Missed two']);

    const resumed = await open(owner.session, seen.id);
    await resumed.waitFor(isMessage('Missed two'));
    const texts = resumed.events.map((event) => event.data.payload?.text);
    expect(texts).toEqual(['Missed one', 'Missed two']);
    const ids = resumed.events.map((event) => Number(event.id));
    expect(ids.every((id) => id > Number(seen.id))).toBe(true);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  it('serves any user from any gateway replica: each reads every event itself', async () => {
    const second = await startGateway(jobsSystem.backing, { logDir: `${logDir}/second-gateway` });
    replicas.push(second);
    await waitFor(async () => (await fetch(`${second.url}/api/health/live`)).ok || null, {
      timeoutMs: 30_000,
      description: 'the second gateway',
    });
    const there = await loggedInSession(second.url, owner);
    const onSecond = await open(there.session);
    const onFirst = await open(owner.session);
    await staffSays(job.id, 'Through the first gateway');
    await onSecond.waitFor(isMessage('Through the first gateway'));
    await onFirst.waitFor(isMessage('Through the first gateway'));
  });

  it('caps the open streams per user, and frees a place when a browser goes away', async () => {
    const someone = await signedUpSession(jobsSystem.url);
    const own: EventStream[] = [];
    for (let i = 0; i < 8; i += 1) own.push(await open(someone.session));
    expect(own.map((stream) => stream.status)).toEqual(Array.from({ length: 8 }, () => 200));
    const refused = await open(someone.session);
    expect(refused.status).toBe(429);
    own[0]!.close();
    // The gateway notices the closed connection and lets the next one in.
    let reopened = refused;
    for (let attempt = 0; attempt < 20 && reopened.status !== 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      reopened = await open(someone.session);
    }
    expect(reopened.status).toBe(200);
  });
});
