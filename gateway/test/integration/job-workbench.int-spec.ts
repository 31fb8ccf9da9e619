import { randomUUID } from 'node:crypto';
import {
  JobsMessages,
  type TApplicationPacket,
  type TImportedJob,
  type TInternalNote,
  type TInternalNotes,
  type TJobDetail,
  type TTeamFiguresView,
} from '@hirerelay/contracts';
import { MSG_FORBIDDEN } from '@hirerelay/domain';
import { HttpSession, type HttpResult } from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openEventStream, type EventStream } from './event-stream-client.js';
import { sharedJobsSystem, type ErrorBody, type JobsSystem, type Session } from './jobs-fixtures.js';

/*
 * The staff workbench's packet, through the real gateway and system: the packet
 * (jobs' job and identity's profile composed for staff), internal notes that never reach the
 * owner's stream, and recruiter outreach on the owner's timeline. Users are refused on every route.
 * The rules in detail are the jobs service tests' (job-workbench.svc-spec.ts).
 */
const shared = inject('shared');
let jobsSystem: JobsSystem;

let owner: Session;
let other: Session;
let staff: Session;
let anonymous: HttpSession;
let job: TImportedJob['job'];

const PROFILE = {
  fullName: 'Grace Hopper',
  phoneNumber: '+1 555 010 0142',
  address: '1 Navy Way, Arlington, VA',
  workAuthorization: 'US Citizen',
  languagesSpoken: ['English', 'German'],
  yearsExperience: 12,
  linkedinUrl: 'https://www.linkedin.com/in/grace-hopper',
  gender: 'Female',
  militaryStatus: null,
};

beforeAll(async () => {
  jobsSystem = await sharedJobsSystem(shared);
  [owner, other, staff] = await Promise.all([
    jobsSystem.subscriber(),
    jobsSystem.subscriber(),
    jobsSystem.staffMember(),
  ]);
  anonymous = new HttpSession(jobsSystem.url);
  expect((await owner.session.patch('/api/profile', PROFILE)).status).toBe(200);
  expect((await staff.session.patch('/api/profile', { fullName: 'Sam Staff' })).status).toBe(200);
  job = await jobsSystem.importJob(owner, 'linkedin', 9101);
  // A recruiter staff found for the job.
  const { version } = (await staff.session.get<TJobDetail>(`/api/jobs/${job.id}`)).body;
  const edited = await staff.session.patch<TJobDetail>(`/api/jobs/${job.id}`, {
    version,
    recruiters: [
      { name: 'Ada Lovelace', email: 'ada@example.com', profileUrl: 'https://www.linkedin.com/in/ada' },
    ],
  });
  expect(edited.status).toBe(200);
});
afterAll(async () => {
  await jobsSystem?.stop();
});

const recruiterOf = async () =>
  (await staff.session.get<TJobDetail>(`/api/jobs/${job.id}`)).body.recruiters[0]!;

describe('who may use the workbench routes', () => {
  const routes = (): { route: string; call(session: HttpSession): Promise<HttpResult<ErrorBody>> }[] => [
    { route: 'GET packet', call: (s) => s.get(`/api/jobs/${job.id}/packet`) },
    { route: 'GET team figures', call: (s) => s.get('/api/team/figures') },
    { route: 'GET internal-notes', call: (s) => s.get(`/api/jobs/${job.id}/internal-notes`) },
    {
      route: 'POST internal-notes',
      call: (s) => s.post(`/api/jobs/${job.id}/internal-notes`, { text: 'x' }),
    },
    {
      route: 'POST outreach',
      call: (s) =>
        s.post(`/api/jobs/${job.id}/outreach`, { recruiterId: randomUUID(), channel: 'email', message: 'x' }),
    },
  ];

  it('refuses users (the owner included) with 403 and anonymous callers with 401, and changes nothing', async () => {
    for (const { route, call } of routes()) {
      for (const [who, session] of [
        ['owner', owner.session],
        ['other', other.session],
      ] as const) {
        const answer = await call(session);
        expect(answer.status, `${who} ${route}`).toBe(403);
        expect(answer.body.error, `${who} ${route}`).toEqual({ code: 'FORBIDDEN', message: MSG_FORBIDDEN });
      }
      expect((await call(anonymous)).status, `anonymous ${route}`).toBe(401);
    }
    const seen = await owner.session.get<TJobDetail>(`/api/jobs/${job.id}`);
    expect(seen.body.outreach).toEqual([]);
    expect(
      (await staff.session.get<TInternalNotes>(`/api/jobs/${job.id}/internal-notes`)).body.items,
    ).toEqual([]);
  });
});

describe('the application packet', () => {
  it("gives staff the owner's contact details, answers and resume with the job, its link and recruiters", async () => {
    const answer = await staff.session.get<TApplicationPacket>(`/api/jobs/${job.id}/packet`);
    expect(answer.status).toBe(200);
    expect(answer.body.customer).toMatchObject({
      userId: owner.id,
      fullName: PROFILE.fullName,
      email: owner.email,
      phoneNumber: PROFILE.phoneNumber,
      address: PROFILE.address,
      workAuthorization: PROFILE.workAuthorization,
      languagesSpoken: PROFILE.languagesSpoken,
      yearsExperience: PROFILE.yearsExperience,
      linkedinUrl: PROFILE.linkedinUrl,
      portfolioUrl: null,
      voluntary: { gender: 'Female', militaryStatus: null, ethnicity: null, disabilityStatus: null },
      resume: null,
    });
    expect(answer.body.job).toMatchObject({
      title: job.title,
      company: job.company,
      url: job.url,
      plan: 'Professional',
      recruiterOutreach: true,
      recruiters: [{ name: 'Ada Lovelace', email: 'ada@example.com' }],
    });
    const unknown = await staff.session.get<ErrorBody>(`/api/jobs/${randomUUID()}/packet`);
    expect(unknown.status).toBe(404);
  });
});

describe('internal notes and outreach on the live stream', () => {
  const streams: EventStream[] = [];
  afterAll(() => {
    for (const stream of streams) stream.close();
  });

  it("never sends a note to the owner's stream; the outreach that follows reaches it and the timeline", async () => {
    const [mine, staffs] = [await openEventStream(owner.session), await openEventStream(staff.session)];
    streams.push(mine, staffs);
    expect(mine.status).toBe(200);
    const secret = `Owner sounded unsure ${randomUUID()}`;
    const added = await staff.session.post<TInternalNote & ErrorBody>(`/api/jobs/${job.id}/internal-notes`, {
      text: secret,
    });
    expect(added.status).toBe(201);
    // The author as identity names them, never as the body says.
    expect(added.body).toMatchObject({
      jobId: job.id,
      text: secret,
      authorId: staff.id,
      authorName: 'Sam Staff',
    });
    const notes = await staff.session.get<TInternalNotes>(`/api/jobs/${job.id}/internal-notes`);
    expect(notes.body.items.map((note) => note.text)).toEqual([secret]);

    // Outreach after the note: its event reaching the owner's stream means the note's would have too.
    const recruiter = await recruiterOf();
    const recorded = await staff.session.post<TJobDetail & ErrorBody>(`/api/jobs/${job.id}/outreach`, {
      recruiterId: recruiter.id,
      channel: 'linkedin',
      message: 'Hello Ada, Grace would be a great fit.',
    });
    expect(recorded.status).toBe(201);
    const updated = (event: { data: { type: string; jobId?: string } }) =>
      event.data.type === 'job-updated' && event.data.jobId === job.id;
    await mine.waitFor(updated);
    await staffs.waitFor(updated);
    for (const stream of [mine, staffs]) {
      expect(JSON.stringify(stream.events)).not.toContain(secret);
      expect(stream.events.map((event) => event.data.type)).not.toContain('internal-note-added');
    }

    const seen = await owner.session.get<TJobDetail>(`/api/jobs/${job.id}`);
    expect(JSON.stringify(seen.body)).not.toContain(secret);
    expect(seen.body.timeline.map((line) => line.event)).toContain('Recruiter outreach sent to Ada Lovelace');
    expect(seen.body.outreach).toEqual([
      {
        id: expect.any(String),
        recruiterName: 'Ada Lovelace',
        channel: 'linkedin',
        sentAt: expect.any(String),
        message: null,
      },
    ]);
  });

  it('refuses outreach to a recruiter the job does not list', async () => {
    const answer = await staff.session.post<ErrorBody>(`/api/jobs/${job.id}/outreach`, {
      recruiterId: randomUUID(),
      channel: 'email',
      message: 'Hi',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'VALIDATION', message: JobsMessages.recruiterNotFound });
  });
});

describe('the team figures', () => {
  // The figures cover every job of the shared test system, which other files fill at the same time:
  // this staff member's line is theirs alone; the plan's line and the counts are compared before
  // and after.
  const todayOf = (view: TTeamFiguresView) => view.periods.find((period) => period.period === 'today')!;
  const professionalOf = (view: TTeamFiguresView) =>
    todayOf(view).perPlan.find((line) => line.plan === 'Professional');

  it("count staff's applications by name, per plan with the time to Applied", async () => {
    const before = await staff.session.get<TTeamFiguresView>('/api/team/figures');
    expect(before.status).toBe(200);
    expect(todayOf(before.body).perStaff.filter((line) => line.staffId === staff.id)).toEqual([]);

    const marked = await staff.session.post<TJobDetail & ErrorBody>(`/api/jobs/${job.id}/status`, {
      status: 'Applied',
      submission: { resumeAttached: true, coverLetterAttached: false, appliedUrl: job.url },
    });
    expect(marked.status).toBe(200);
    const answer = await staff.session.get<TTeamFiguresView>('/api/team/figures');
    expect(answer.status).toBe(200);
    expect(todayOf(answer.body).perStaff.filter((line) => line.staffId === staff.id)).toEqual([
      { staffId: staff.id, name: 'Sam Staff', applications: 1 },
    ]);
    const planBefore = professionalOf(before.body);
    const planAfter = professionalOf(answer.body);
    expect(planAfter?.applications).toBeGreaterThanOrEqual((planBefore?.applications ?? 0) + 1);
    // The share within the service level, as a number of applications: this one was on time.
    const onTime = (line: typeof planAfter) =>
      Math.round((line?.withinServiceLevel ?? 0) * (line?.applications ?? 0));
    expect(onTime(planAfter)).toBeGreaterThanOrEqual(onTime(planBefore) + 1);
    expect(answer.body.overdueNow).toEqual(expect.any(Number));
    expect(answer.body.waitingForDetails).toEqual(expect.any(Number));
  });
});
