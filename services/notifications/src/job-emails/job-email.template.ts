import { paths, toPath } from '@hirerelay/contracts';
import {
  INTERVIEW_CALENDAR_CONTENT_TYPE,
  INTERVIEW_CALENDAR_FILE_NAME,
  interviewCalendar,
} from '@hirerelay/domain';
import { emailHtml, emailText, formatUtcDateTime, type EmailBlock } from '../mail/email-layout.util.js';
import type { EmailAttachment, RenderedEmail } from '../mail/email-sender.service.js';
import { singleLine } from '../mail/html.util.js';
import type {
  TMessagePayload,
  TOverduePayload,
  TReminderPayload,
  TStatusPayload,
} from './job-email-kinds.types.js';

export interface JobEmailContext {
  /** The public web address, without a trailing slash. */
  appBaseUrl: string;
  jobId: string;
}

/** The job's page in the app (the shared route table's `/dashboard/jobs/:jobId`). */
export const jobLink = ({ appBaseUrl, jobId }: JobEmailContext): string =>
  `${appBaseUrl}${toPath(paths.dashboardJob, { jobId })}`;

/** `Senior Engineer at Acme`, on one line: it goes into subjects. */
const jobName = (job: { jobTitle: string; company: string }): string =>
  `${singleLine(job.jobTitle)} at ${singleLine(job.company)}`;

function render(title: string, blocks: EmailBlock[], attachments?: EmailAttachment[]): RenderedEmail {
  return { subject: title, text: emailText(title, blocks), html: emailHtml(title, blocks), attachments };
}

function calendarAttachment(
  context: JobEmailContext,
  job: { jobTitle: string; company: string },
  interviewAt: string,
  scheduledAt: string,
  cancelled = false,
): EmailAttachment {
  return {
    filename: INTERVIEW_CALENDAR_FILE_NAME,
    contentType: INTERVIEW_CALENDAR_CONTENT_TYPE,
    content: interviewCalendar({
      jobId: context.jobId,
      title: singleLine(job.jobTitle),
      company: singleLine(job.company),
      interviewAt,
      scheduledAt,
      jobUrl: jobLink(context),
      cancelled,
    }),
  };
}

/** To the user: the HireRelay team wrote in the job's chat (the latest message quoted). */
export function renderStaffMessageEmail(context: JobEmailContext, message: TMessagePayload): RenderedEmail {
  return render(`New message about ${jobName(message)}`, [
    { paragraph: `The HireRelay team wrote to you about ${jobName(message)}:` },
    { quote: message.text },
    { button: 'Open the job to reply', href: jobLink(context) },
    {
      note: 'We send at most one e-mail per job every 15 minutes; the job page shows every message.',
    },
  ]);
}

/** To the user: staff changed the status; with the interview's time and calendar file when set. */
export function renderStatusChangedEmail(context: JobEmailContext, change: TStatusPayload): RenderedEmail {
  const blocks: EmailBlock[] = [
    {
      paragraph: `The status of ${jobName(change)} changed from ${change.previousStatus} to ${change.status}.`,
    },
  ];
  if (change.interviewAt) {
    blocks.push(
      { paragraph: `Your interview is on ${formatUtcDateTime(change.interviewAt)}.` },
      {
        paragraph: `The attached ${INTERVIEW_CALENDAR_FILE_NAME} adds it to your calendar; we will remind you the day before.`,
      },
    );
  }
  if (change.cancelledInterviewAt) {
    blocks.push({
      paragraph: `The interview on ${formatUtcDateTime(change.cancelledInterviewAt)} is off: the attached ${INTERVIEW_CALENDAR_FILE_NAME} takes it out of your calendar.`,
    });
  }
  blocks.push({ button: 'Open the job', href: jobLink(context) });
  const attachments = change.interviewAt
    ? [calendarAttachment(context, change, change.interviewAt, change.changedAt)]
    : change.cancelledInterviewAt
      ? [calendarAttachment(context, change, change.cancelledInterviewAt, change.changedAt, true)]
      : undefined;
  return render(`${jobName(change)}: ${change.status}`, blocks, attachments);
}

/** To staff: a user's message has waited unread. */
export function renderStaffUnreadEmail(
  context: JobEmailContext,
  message: TMessagePayload,
  userName: string,
): RenderedEmail {
  const name = singleLine(userName);
  return render(`Unread message from ${name} about ${jobName(message)}`, [
    {
      paragraph: `${name} wrote about ${jobName(message)} on ${formatUtcDateTime(message.messageAt)}, and no one on staff has read it for 15 minutes. Their latest message:`,
    },
    { quote: message.text },
    { button: 'Open the job', href: jobLink(context) },
  ]);
}

/** To the user: the interview is tomorrow (the calendar file again, in case it was not added). */
export function renderInterviewReminderEmail(
  context: JobEmailContext,
  reminder: TReminderPayload,
): RenderedEmail {
  return render(
    `Reminder: your interview for ${jobName(reminder)} is tomorrow`,
    [
      {
        paragraph: `Your interview for ${jobName(reminder)} is on ${formatUtcDateTime(reminder.interviewAt)}.`,
      },
      { paragraph: 'Good luck! Everything we know about the job is on its page.' },
      { button: 'Open the job', href: jobLink(context) },
    ],
    [calendarAttachment(context, reminder, reminder.interviewAt, reminder.scheduledAt)],
  );
}

/** To the assignee (or staff's inbox): a job not yet Applied passed its due time. */
export function renderJobOverdueEmail(
  context: JobEmailContext,
  overdue: TOverduePayload,
  customerName: string,
): RenderedEmail {
  const name = singleLine(customerName);
  return render(`Overdue: ${jobName(overdue)} for ${name}`, [
    {
      paragraph: `${jobName(overdue)} for ${name} (${singleLine(overdue.subscriptionType)}) was due to be applied for by ${formatUtcDateTime(overdue.dueAt)} and is not Applied yet.`,
    },
    { button: 'Open the job', href: jobLink(context) },
    { note: 'One alert per job: it stays flagged as overdue in the work queue until it is Applied.' },
  ]);
}
