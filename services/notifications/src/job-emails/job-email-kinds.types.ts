import { ZJobStatus } from '@hirerelay/domain';
import { z } from 'zod';

/** The e-mails about a job, as `scheduled_emails.kind` and `sent_emails.kind` name them. */
export const JOB_EMAIL_KINDS = {
  /** To the user: staff wrote in the job's chat (at most one per job per throttle window). */
  staffMessage: 'staff_message',
  /** To the user: staff changed the job's status (one per change). */
  statusChanged: 'status_changed',
  /** To staff: the user wrote and no staff member read it within the unread delay. */
  staffUnread: 'staff_unread',
  /** To the user: the interview is tomorrow. */
  interviewReminder: 'interview_reminder',
  /** To the job's assignee, or staff's inbox when nobody owns it: the job passed its due time. */
  jobOverdue: 'job_overdue',
} as const;
export type TJobEmailKind = (typeof JOB_EMAIL_KINDS)[keyof typeof JOB_EMAIL_KINDS];

/** Statuses that call off an interview still ahead (Interview Completed and an offer do not). */
export const INTERVIEW_CALLED_OFF_BY = ['Saved', 'Applied', 'Rejected', 'Withdrawn'] as const;

/** The reminder goes out this long before the interview. */
export const INTERVIEW_REMINDER_LEAD_MS = 24 * 60 * 60_000;

const ZJobText = z.object({ jobTitle: z.string(), company: z.string() });

/** A chat message to quote: the latest one the e-mail covers, and when it was written. */
export const ZMessagePayload = ZJobText.extend({ text: z.string(), messageAt: z.iso.datetime() });
export type TMessagePayload = z.infer<typeof ZMessagePayload>;

export const ZStatusPayload = ZJobText.extend({
  status: ZJobStatus,
  previousStatus: ZJobStatus,
  interviewAt: z.iso.datetime().nullable(),
  changedAt: z.iso.datetime(),
  /** An interview still ahead that this change calls off: the e-mail takes it out of the calendar. */
  cancelledInterviewAt: z.iso.datetime().nullable().default(null),
});
export type TStatusPayload = z.infer<typeof ZStatusPayload>;

export const ZReminderPayload = ZJobText.extend({
  interviewAt: z.iso.datetime(),
  scheduledAt: z.iso.datetime(),
});
export type TReminderPayload = z.infer<typeof ZReminderPayload>;

/** An overdue job: whom to tell (its assignee, else staff's inbox) and what. */
export const ZOverduePayload = ZJobText.extend({
  subscriptionType: z.string(),
  dueAt: z.iso.datetime(),
  assigneeId: z.uuid().nullable(),
});
export type TOverduePayload = z.infer<typeof ZOverduePayload>;
