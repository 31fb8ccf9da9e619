import { randomUUID } from 'node:crypto';
import type {
  EventPayload,
  JobMessagePostedEvent,
  JobMessagesReadEvent,
  JobStatusChangedEvent,
} from '@hirerelay/contracts';
import type { TJobStatus } from '@hirerelay/domain';
import { listMail, mailAttachmentText, mailLinks, type MailMessage } from '@hirerelay/testing';
import { startNotificationsModule, type NotificationsModule } from '../support/notifications-module.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IdentityUsersClient, type Recipient } from '../../src/clients/identity-users.client.js';
import { Clock } from '../../src/clock/clock.service.js';
import type { Tx } from '../../src/database.js';
import { JobEmailDispatcherService } from '../../src/job-emails/job-email-dispatcher.service.js';
import { JobEmailSchedulerService } from '../../src/job-emails/job-email-scheduler.service.js';
import { JobEmailSweeper } from '../../src/job-emails/job-email-sweeper.service.js';

/*
 * The job e-mails' rules in this process, on a database of this file's own, sending for real to
 * the test SMTP sink. Identity is stood in by a map of users; the clock is a hand-moved one, so
 * 15 minutes and the day before an interview pass at once; the sweeper's timer is left out and
 * each test runs the dispatcher itself (`sweep()`), as the timer would.
 */

const MINUTE = 60_000;
const backing = inject('backing');
const APP_BASE_URL = 'https://app.hirerelay.test';
const STAFF_EMAIL = `staff-${randomUUID().slice(0, 8)}@example.com`;

class HandClock extends Clock {
  current = new Date();
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

const clock = new HandClock();
const users = new Map<string, Recipient>();
const kicks = { count: 0 };
let notifications: NotificationsModule;
let scheduler: JobEmailSchedulerService;
let dispatcher: JobEmailDispatcherService;

beforeAll(async () => {
  notifications = await startNotificationsModule(
    {
      SMTP_HOST: backing.SMTP_HOST,
      SMTP_PORT: backing.SMTP_PORT,
      APP_BASE_URL,
      STAFF_EMAIL,
    },
    [
      { provide: Clock, useValue: clock },
      {
        provide: IdentityUsersClient,
        useValue: { recipient: (userId: string) => Promise.resolve(users.get(userId) ?? null) },
      },
      {
        provide: JobEmailSweeper,
        useValue: { kick: () => (kicks.count += 1), register: () => {} },
      },
    ],
  );
  scheduler = notifications.app.get(JobEmailSchedulerService);
  dispatcher = notifications.app.get(JobEmailDispatcherService);
});

afterAll(async () => {
  await notifications?.close();
});

/** A user with an inbox of their own, and a job of theirs. */
function newJob(overrides: Partial<Recipient> = {}) {
  const ownerId = randomUUID();
  const email = `user-${ownerId.slice(0, 8)}@example.com`;
  users.set(ownerId, { email, fullName: 'Jane Doe', status: 'active', ...overrides });
  return {
    jobId: randomUUID(),
    ownerId,
    email,
    jobTitle: 'Senior Engineer',
    company: 'Acme',
    link: `${APP_BASE_URL}/dashboard/jobs/`,
  };
}
type Job = ReturnType<typeof newJob>;

const inTx = <T>(work: (tx: Tx) => Promise<T>): Promise<T> => notifications.db.$transaction(work);

function message(job: Job, senderRole: 'admin' | 'user', text: string) {
  const payload: EventPayload<typeof JobMessagePostedEvent> = {
    jobId: job.jobId,
    ownerId: job.ownerId,
    jobTitle: job.jobTitle,
    company: job.company,
    messageId: randomUUID(),
    senderId: senderRole === 'user' ? job.ownerId : randomUUID(),
    senderRole,
    text,
    createdAt: clock.now().toISOString(),
    unreadForOwner: 1,
    unreadForStaff: 1,
  };
  return inTx((tx) => scheduler.onMessagePosted(tx, payload, randomUUID()));
}

function read(job: Job, readerRole: 'admin' | 'user') {
  const payload: EventPayload<typeof JobMessagesReadEvent> = {
    jobId: job.jobId,
    ownerId: job.ownerId,
    jobTitle: job.jobTitle,
    company: job.company,
    readerId: readerRole === 'user' ? job.ownerId : randomUUID(),
    readerRole,
    readAt: clock.now().toISOString(),
    marked: 1,
    unreadForOwner: 0,
    unreadForStaff: 0,
  };
  return inTx((tx) => scheduler.onMessagesRead(tx, payload));
}

function statusChange(
  job: Job,
  status: TJobStatus,
  previousStatus: TJobStatus,
  interviewAt: Date | null = null,
) {
  const eventId = randomUUID();
  const payload: EventPayload<typeof JobStatusChangedEvent> = {
    jobId: job.jobId,
    ownerId: job.ownerId,
    jobTitle: job.jobTitle,
    company: job.company,
    status,
    previousStatus,
    interviewAt: interviewAt?.toISOString() ?? null,
    changedBy: randomUUID(),
    at: clock.now().toISOString(),
    version: 2,
    receipt: null,
  };
  return inTx((tx) => scheduler.onStatusChanged(tx, payload, eventId)).then(() => eventId);
}

/** The dispatcher's sweep, as the timer runs it; the sink has the e-mails once it returns. */
const icsTime = (date: Date) => date.toISOString().replace(/[-:]|\.\d{3}/g, '');

const sweep = () => dispatcher.sendDue();
const inbox = (to: string): Promise<MailMessage[]> => listMail(backing.MAIL_INBOX_URL, to);

async function sentEmails(eventId: string) {
  const { rows } = await notifications.sql.query(
    'SELECT kind, "to", subject, status, error FROM sent_emails WHERE event_id = $1',
    [eventId],
  );
  return rows;
}

describe("staff's chat messages to the user", () => {
  it('sends the first at once, then at most one per 15 minutes quoting the latest text', async () => {
    const job = newJob();
    const kicksBefore = kicks.count;
    await message(job, 'admin', 'We found a recruiter for you.');
    expect(kicks.count).toBe(kicksBefore + 1);
    expect(await sweep()).toBeGreaterThanOrEqual(1);

    const [first, ...others] = await inbox(job.email);
    expect(others).toHaveLength(0);
    expect(first!.subject).toBe('New message about Senior Engineer at Acme');
    expect(first!.text).toContain('> We found a recruiter for you.');
    expect(mailLinks(first!)).toContain(`${job.link}${job.jobId}`);

    clock.advance(5 * MINUTE);
    await message(job, 'admin', 'Second note.');
    clock.advance(5 * MINUTE);
    await message(job, 'admin', 'Third note:\n<b>latest</b> wins.');
    await sweep();
    expect(await inbox(job.email)).toHaveLength(1);

    clock.advance(5 * MINUTE - 1);
    await sweep();
    expect(await inbox(job.email)).toHaveLength(1);
    clock.advance(1);
    await sweep();
    const [latest] = await inbox(job.email);
    expect(await inbox(job.email)).toHaveLength(2);
    expect(latest!.text).toContain('> Third note:\n> <b>latest</b> wins.');
    expect(latest!.text).not.toContain('Second note.');
    expect(latest!.html).toContain('Third note:\n&lt;b&gt;latest&lt;/b&gt; wins.');

    // Past the window the next message goes out at once again.
    clock.advance(16 * MINUTE);
    await message(job, 'admin', 'A fresh start.');
    await sweep();
    expect(await inbox(job.email)).toHaveLength(3);
  });

  it('keeps the windows of two jobs apart', async () => {
    const job = newJob();
    const other = { ...job, jobId: randomUUID(), jobTitle: 'Designer' };
    await message(job, 'admin', 'About the first job.');
    await message(other, 'admin', 'About the second job.');
    await sweep();
    const subjects = (await inbox(job.email)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      'New message about Designer at Acme',
      'New message about Senior Engineer at Acme',
    ]);
  });

  it('drops a waiting e-mail once the user has read the message in the app', async () => {
    const job = newJob();
    await message(job, 'admin', 'First.');
    await sweep();
    clock.advance(MINUTE);
    await message(job, 'admin', 'Second, read in the app.');
    clock.advance(MINUTE);
    await read(job, 'user');
    clock.advance(15 * MINUTE);
    await sweep();
    expect(await inbox(job.email)).toHaveLength(1);
  });

  it('sends nothing to a cancelled account, and records why', async () => {
    const job = newJob({ status: 'cancelled' });
    const id = randomUUID();
    await inTx((tx) =>
      scheduler.onMessagePosted(
        tx,
        {
          jobId: job.jobId,
          ownerId: job.ownerId,
          jobTitle: job.jobTitle,
          company: job.company,
          messageId: randomUUID(),
          senderId: randomUUID(),
          senderRole: 'admin',
          text: 'Hello',
          createdAt: clock.now().toISOString(),
          unreadForOwner: 1,
          unreadForStaff: 0,
        },
        id,
      ),
    );
    await sweep();
    expect(await inbox(job.email)).toHaveLength(0);
    expect(await sentEmails(id)).toEqual([
      expect.objectContaining({
        kind: 'staff_message',
        status: 'failed',
        error: 'not sent: the account is cancelled',
      }),
    ]);
  });
});

describe("a user's message nobody on staff read", () => {
  const staffMailAbout = async (job: Job) =>
    (await inbox(STAFF_EMAIL)).filter((mail) => mail.text.includes(job.jobId));

  it('reaches staff 15 minutes after it was written, with the latest text and the link', async () => {
    const job = newJob({ fullName: 'Jane Unread' });
    await message(job, 'user', 'Any news?');
    clock.advance(2 * MINUTE);
    await message(job, 'user', 'Any news at all?');
    clock.advance(13 * MINUTE - 1);
    await sweep();
    expect(await staffMailAbout(job)).toHaveLength(0);

    clock.advance(1);
    await sweep();
    const [mail, ...more] = await staffMailAbout(job);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Unread message from Jane Unread about Senior Engineer at Acme');
    expect(mail!.to).toEqual([STAFF_EMAIL]);
    expect(mail!.text).toContain('> Any news at all?');
    expect(mailLinks(mail!)).toContain(`${job.link}${job.jobId}`);
    expect(await inbox(job.email)).toHaveLength(0);
  });

  it('is cancelled when staff read it in time', async () => {
    const job = newJob();
    await message(job, 'user', 'Read me.');
    clock.advance(14 * MINUTE);
    await read(job, 'admin');
    clock.advance(10 * MINUTE);
    await sweep();
    expect(await staffMailAbout(job)).toHaveLength(0);
  });

  it('is not scheduled when the read arrived before the message event', async () => {
    const job = newJob();
    const writtenAt = clock.now();
    clock.advance(MINUTE);
    await read(job, 'admin');
    clock.current = writtenAt;
    await message(job, 'user', 'Already read.');
    clock.advance(20 * MINUTE);
    await sweep();
    expect(await staffMailAbout(job)).toHaveLength(0);
  });

  it('waits again for a message written after the read', async () => {
    const job = newJob();
    await message(job, 'user', 'One.');
    clock.advance(5 * MINUTE);
    await read(job, 'admin');
    clock.advance(MINUTE);
    await message(job, 'user', 'Two, after the read.');
    clock.advance(15 * MINUTE);
    await sweep();
    const mails = await staffMailAbout(job);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('> Two, after the read.');
  });
});

describe('status changes', () => {
  it('sends one e-mail per change, once, with the link', async () => {
    const job = newJob();
    const first = await statusChange(job, 'Applied', 'Saved');
    const second = await statusChange(job, 'Rejected', 'Applied');
    await sweep();
    await sweep();
    const mails = await inbox(job.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Senior Engineer at Acme: Applied',
      'Senior Engineer at Acme: Rejected',
    ]);
    const rejected = mails.find((mail) => mail.subject.endsWith('Rejected'))!;
    expect(rejected.text).toContain('changed from Applied to Rejected');
    expect(mailLinks(rejected)).toContain(`${job.link}${job.jobId}`);
    expect(rejected.attachments).toEqual([]);
    expect(rejected.messageId).toBe(`<job-email.${second}@hirerelay.local>`);
    expect(await sentEmails(first)).toEqual([
      expect.objectContaining({ kind: 'status_changed', to: job.email, status: 'sent', error: null }),
    ]);
  });

  it('carries the interview as an .ics and reminds the user the day before', async () => {
    const job = newJob();
    const interviewAt = new Date(Date.UTC(2030, 0, 15, 14, 30));
    clock.current = new Date(interviewAt.getTime() - 3 * 24 * 60 * MINUTE);
    await statusChange(job, 'Interview Scheduled', 'Applied', interviewAt);
    await sweep();

    const [mail] = await inbox(job.email);
    expect(mail!.subject).toBe('Senior Engineer at Acme: Interview Scheduled');
    expect(mail!.text).toContain('Your interview is on Tuesday, January 15, 2030 at 14:30 UTC.');
    expect(mail!.attachments).toEqual([expect.objectContaining({ filename: 'interview.ics' })]);
    expect(mail!.attachments[0]!.mimeType).toBe('text/calendar');
    const ics = (await mailAttachmentText(backing.MAIL_INBOX_URL, mail!, 'interview.ics'))!;
    expect(ics).toContain('DTSTART:20300115T143000Z');
    expect(ics).toContain(`UID:interview-${job.jobId}@hirerelay`);
    expect(ics).toContain('SUMMARY:Interview: Senior Engineer at Acme');

    clock.current = new Date(interviewAt.getTime() - 24 * 60 * MINUTE - 1);
    await sweep();
    expect(await inbox(job.email)).toHaveLength(1);
    clock.advance(1);
    await sweep();
    const [reminder] = await inbox(job.email);
    expect(reminder!.subject).toBe('Reminder: your interview for Senior Engineer at Acme is tomorrow');
    expect(reminder!.text).toContain('Tuesday, January 15, 2030 at 14:30 UTC');
    const reminderIcs = await mailAttachmentText(backing.MAIL_INBOX_URL, reminder!, 'interview.ics');
    expect(reminderIcs).toContain(`UID:interview-${job.jobId}@hirerelay`);
    clock.advance(MINUTE);
    await sweep();
    expect(await inbox(job.email)).toHaveLength(2);
  });

  it('moves the reminder with a new interview time, and drops it with another status', async () => {
    const job = newJob();
    const interviewAt = new Date(clock.now().getTime() + 5 * 24 * 60 * MINUTE);
    await statusChange(job, 'Interview Scheduled', 'Applied', interviewAt);
    clock.advance(MINUTE);
    const later = new Date(interviewAt.getTime() + 2 * 24 * 60 * MINUTE);
    await statusChange(job, 'Interview Scheduled', 'Interview Scheduled', later);
    await sweep();
    const icsFiles = await Promise.all(
      (await inbox(job.email)).map((mail) =>
        mailAttachmentText(backing.MAIL_INBOX_URL, mail, 'interview.ics'),
      ),
    );
    const entries = icsFiles
      .map((ics) => ({
        start: /DTSTART:(\w+)/.exec(ics!)?.[1],
        sequence: Number(/SEQUENCE:(\d+)/.exec(ics!)?.[1]),
      }))
      .sort((a, b) => a.sequence - b.sequence);
    // The later schedule has the higher SEQUENCE (and the same UID), so calendars replace the event.
    expect(entries.map((entry) => entry.start)).toEqual([icsTime(interviewAt), icsTime(later)]);
    expect(entries[1]!.sequence).toBeGreaterThan(entries[0]!.sequence);

    clock.current = new Date(interviewAt.getTime() - 24 * 60 * MINUTE);
    await sweep();
    expect(await inbox(job.email)).toHaveLength(2);
    clock.current = new Date(later.getTime() - 24 * 60 * MINUTE + MINUTE);
    await statusChange(job, 'Withdrawn', 'Interview Scheduled');
    await sweep();
    const [withdrawn, ...earlier] = await inbox(job.email);
    expect(earlier.filter((mail) => mail.subject.startsWith('Reminder'))).toHaveLength(0);
    expect(withdrawn!.subject).toBe('Senior Engineer at Acme: Withdrawn');
    // The interview still ahead is taken out of the calendar: same UID, CANCEL, a higher SEQUENCE.
    const cancel = (await mailAttachmentText(backing.MAIL_INBOX_URL, withdrawn!, 'interview.ics'))!;
    expect(cancel).toContain('METHOD:CANCEL');
    expect(cancel).toContain(`UID:interview-${job.jobId}@hirerelay`);
    expect(cancel).toContain(`DTSTART:${icsTime(later)}`);
    expect(Number(/SEQUENCE:(\d+)/.exec(cancel)?.[1])).toBeGreaterThan(entries[1]!.sequence);
  });

  it('leaves the calendar alone when the interview is over or already past', async () => {
    const job = newJob();
    const interviewAt = new Date(clock.now().getTime() + 2 * 60 * MINUTE);
    await statusChange(job, 'Interview Scheduled', 'Applied', interviewAt);
    clock.advance(60 * MINUTE);
    await statusChange(job, 'Interview Completed', 'Interview Scheduled');
    await sweep();
    clock.advance(2 * 60 * MINUTE);
    await statusChange(job, 'Rejected', 'Interview Scheduled');
    await sweep();
    const mails = await inbox(job.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Senior Engineer at Acme: Rejected',
      'Senior Engineer at Acme: Interview Completed',
      'Senior Engineer at Acme: Interview Scheduled',
    ]);
    expect(mails[0]!.attachments).toEqual([]);
    expect(mails[1]!.attachments).toEqual([]);
  });

  it('sends no reminder for an interview less than a day away', async () => {
    const job = newJob();
    await statusChange(job, 'Interview Scheduled', 'Applied', new Date(clock.now().getTime() + 60 * MINUTE));
    await sweep();
    clock.advance(2 * 60 * MINUTE);
    await sweep();
    expect((await inbox(job.email)).map((mail) => mail.subject)).toEqual([
      'Senior Engineer at Acme: Interview Scheduled',
    ]);
  });
});

describe('renamed and deleted jobs', () => {
  it('names the job as it is called when the e-mail goes out', async () => {
    const job = newJob();
    await message(job, 'user', 'Hello?');
    await inTx((tx) =>
      scheduler.onJobUpdated(tx, {
        jobId: job.jobId,
        ownerId: job.ownerId,
        jobTitle: 'Staff Engineer',
        company: 'Acme Corp',
        version: 3,
        changedBy: randomUUID(),
        at: clock.now().toISOString(),
      }),
    );
    clock.advance(15 * MINUTE);
    await sweep();
    const mail = (await inbox(STAFF_EMAIL)).find((m) => m.text.includes(job.jobId));
    expect(mail!.subject).toBe('Unread message from Jane Doe about Staff Engineer at Acme Corp');
  });

  it('says nothing more about a deleted job', async () => {
    const job = newJob();
    await statusChange(
      job,
      'Interview Scheduled',
      'Applied',
      new Date(clock.now().getTime() + 3 * 24 * 60 * MINUTE),
    );
    await message(job, 'user', 'Before the deletion.');
    await inTx((tx) =>
      scheduler.onJobDeleted(tx, {
        jobId: job.jobId,
        ownerId: job.ownerId,
        jobTitle: job.jobTitle,
        company: job.company,
        deletedBy: randomUUID(),
        at: clock.now().toISOString(),
        releaseApplication: false,
      }),
    );
    clock.advance(3 * 24 * 60 * MINUTE);
    await sweep();
    expect(await inbox(job.email)).toHaveLength(0);
    expect((await inbox(STAFF_EMAIL)).filter((m) => m.text.includes(job.jobId))).toHaveLength(0);
  });
});
