import { Inject, Injectable } from '@nestjs/common';
import type {
  EventPayload,
  JobDeletedEvent,
  JobMessagePostedEvent,
  JobOverdueEvent,
  JobMessagesReadEvent,
  JobStatusChangedEvent,
  JobUpdatedEvent,
} from '@hirerelay/contracts';
import { SERVICE_CONFIG } from '@hirerelay/nest-common';
import { Clock } from '../clock/clock.service.js';
import type { TNotificationsEnv } from '../config/env.js';
import type { Tx } from '../database.js';
import {
  INTERVIEW_CALLED_OFF_BY,
  INTERVIEW_REMINDER_LEAD_MS,
  JOB_EMAIL_KINDS,
  ZMessagePayload,
  type TMessagePayload,
  type TOverduePayload,
  type TReminderPayload,
  type TStatusPayload,
} from './job-email-kinds.types.js';
import { JobEmailSweeper } from './job-email-sweeper.service.js';
import { ScheduledEmailRepository, type ChatSide } from './scheduled-email.repository.js';

const { staffMessage, statusChanged, staffUnread, interviewReminder, jobOverdue } = JOB_EMAIL_KINDS;

/**
 * What jobs' events mean for e-mail: each handler runs inside its consumer's transaction and only
 * writes, cancels or updates rows of `scheduled_emails`; the dispatcher sends them when due. The
 * rules: staff's chat messages reach the user at once, then at most once per job per window with
 * the latest text; a user's message reaches staff only if nobody on staff read it within the delay;
 * every status change is one e-mail; an interview gets a reminder the day before.
 */
@Injectable()
export class JobEmailSchedulerService {
  constructor(
    private readonly emails: ScheduledEmailRepository,
    private readonly clock: Clock,
    private readonly sweeper: JobEmailSweeper,
    @Inject(SERVICE_CONFIG) private readonly config: TNotificationsEnv,
  ) {}

  async onMessagePosted(
    tx: Tx,
    event: EventPayload<typeof JobMessagePostedEvent>,
    eventId: string,
  ): Promise<void> {
    const fromStaff = event.senderRole === 'admin';
    const kind = fromStaff ? staffMessage : staffUnread;
    // A read that arrived first (another consumer) already covers this message: nothing to tell.
    const readBy = (await this.emails.readMark(tx, event.jobId))[fromStaff ? 'owner' : 'staff'];
    if (readBy && readBy >= new Date(event.createdAt)) return;

    const payload: TMessagePayload = {
      jobTitle: event.jobTitle,
      company: event.company,
      text: event.text,
      messageAt: event.createdAt,
    };
    const pending = await this.emails.pendingForUpdate(tx, event.jobId, kind);
    if (pending) {
      // It keeps its time (the window's end, or 15 minutes after the first unread message) and
      // quotes the latest message; an older one arriving late changes nothing.
      const quoted = ZMessagePayload.parse(pending.payload);
      if (Date.parse(quoted.messageAt) <= Date.parse(event.createdAt)) {
        await this.emails.update(tx, pending.id, { payload });
      }
      return;
    }
    const dueAt = fromStaff
      ? await this.endOfWindow(tx, event.jobId)
      : new Date(Date.parse(event.createdAt) + this.config.JOB_EMAIL_STAFF_UNREAD_DELAY_MS);
    await this.emails.insert(tx, {
      id: eventId,
      kind,
      jobId: event.jobId,
      ownerId: event.ownerId,
      dueAt,
      payload,
    });
    if (fromStaff) this.sweeper.kick();
  }

  /**
   * A side opened the chat: the e-mail waiting to tell it about messages it has now read is not
   * needed (staff's unread check, or the user's pending chat e-mail). A message written after the
   * read keeps its e-mail, due 15 minutes after that message for staff.
   */
  async onMessagesRead(tx: Tx, event: EventPayload<typeof JobMessagesReadEvent>): Promise<void> {
    const side: ChatSide = event.readerRole === 'admin' ? 'staff' : 'owner';
    const readAt = new Date(event.readAt);
    await this.emails.recordRead(tx, event.jobId, side, readAt);
    const pending = await this.emails.pendingForUpdate(
      tx,
      event.jobId,
      side === 'staff' ? staffUnread : staffMessage,
    );
    if (!pending) return;
    const messageAt = new Date(ZMessagePayload.parse(pending.payload).messageAt);
    if (messageAt <= readAt) {
      await this.emails.settle(tx, pending.id, 'cancelled', this.clock.now());
    } else if (side === 'staff') {
      await this.emails.update(tx, pending.id, {
        dueAt: new Date(messageAt.getTime() + this.config.JOB_EMAIL_STAFF_UNREAD_DELAY_MS),
      });
    }
  }

  /**
   * One e-mail per change (its id is the event's). Interview Scheduled with a time (re)schedules
   * the reminder; any other status drops a waiting one.
   */
  async onStatusChanged(
    tx: Tx,
    event: EventPayload<typeof JobStatusChangedEvent>,
    eventId: string,
  ): Promise<void> {
    const now = this.clock.now();
    const job = { jobId: event.jobId, ownerId: event.ownerId };
    const text = { jobTitle: event.jobTitle, company: event.company };
    const interviewAt = event.status === 'Interview Scheduled' ? event.interviewAt : null;
    const payload: TStatusPayload = {
      ...text,
      status: event.status,
      previousStatus: event.previousStatus,
      interviewAt,
      changedAt: event.at,
      cancelledInterviewAt: await this.calledOffInterview(tx, event, now),
    };
    await this.emails.insert(tx, { id: eventId, kind: statusChanged, ...job, dueAt: now, payload });

    await this.emails.cancelPending(tx, event.jobId, now, [interviewReminder]);
    const remindAt = interviewAt ? new Date(Date.parse(interviewAt) - INTERVIEW_REMINDER_LEAD_MS) : null;
    // Scheduled less than a day ahead: the status e-mail itself is the reminder.
    if (interviewAt && remindAt && remindAt > now) {
      const reminder: TReminderPayload = { ...text, interviewAt, scheduledAt: event.at };
      await this.emails.insert(tx, {
        id: crypto.randomUUID(),
        kind: interviewReminder,
        ...job,
        dueAt: remindAt,
        payload: reminder,
      });
    }
    this.sweeper.kick();
  }

  /** The interview still ahead that a move away from Interview Scheduled calls off, if any. */
  private async calledOffInterview(
    tx: Tx,
    event: EventPayload<typeof JobStatusChangedEvent>,
    now: Date,
  ): Promise<string | null> {
    const callsOff = (INTERVIEW_CALLED_OFF_BY as readonly string[]).includes(event.status);
    if (event.previousStatus !== 'Interview Scheduled' || !callsOff) return null;
    const interviewAt = await this.emails.latestInterviewAt(tx, event.jobId);
    return interviewAt && new Date(interviewAt) > now ? interviewAt : null;
  }

  /** A job passed its due time: one e-mail (its id is the event's) to its assignee or staff's inbox. */
  async onJobOverdue(tx: Tx, event: EventPayload<typeof JobOverdueEvent>, eventId: string): Promise<void> {
    const payload: TOverduePayload = {
      jobTitle: event.jobTitle,
      company: event.company,
      subscriptionType: event.subscriptionType,
      dueAt: event.dueAt,
      assigneeId: event.assigneeId,
    };
    await this.emails.insert(tx, {
      id: eventId,
      kind: jobOverdue,
      jobId: event.jobId,
      ownerId: event.ownerId,
      dueAt: this.clock.now(),
      payload,
    });
    this.sweeper.kick();
  }

  /** A renamed job (or company) reads so in the e-mails still waiting. */
  async onJobUpdated(tx: Tx, event: EventPayload<typeof JobUpdatedEvent>): Promise<void> {
    for (const pending of await this.emails.pendingOfJob(tx, event.jobId)) {
      const payload = pending.payload as Record<string, unknown>;
      if (payload.jobTitle === event.jobTitle && payload.company === event.company) continue;
      await this.emails.update(tx, pending.id, {
        payload: { ...(payload as object), jobTitle: event.jobTitle, company: event.company },
      });
    }
  }

  /** Nothing more is said about a deleted job. */
  async onJobDeleted(tx: Tx, event: EventPayload<typeof JobDeletedEvent>): Promise<void> {
    await this.emails.cancelPending(tx, event.jobId, this.clock.now());
    await this.emails.forgetReadMarks(tx, event.jobId);
  }

  /** Now, or when the window opened by the last chat e-mail about the job closes. */
  private async endOfWindow(tx: Tx, jobId: string): Promise<Date> {
    const now = this.clock.now();
    const lastSent = await this.emails.lastSentAt(tx, jobId, staffMessage);
    const windowEnd = lastSent ? new Date(lastSent.getTime() + this.config.JOB_EMAIL_MESSAGE_WINDOW_MS) : now;
    return windowEnd > now ? windowEnd : now;
  }
}
