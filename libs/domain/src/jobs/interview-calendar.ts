import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** An interview lasts this long in the calendar when nobody says otherwise. */
export const INTERVIEW_DURATION_MINUTES = 60;

/** The attachment's (and the download's) file name and type. */
export const INTERVIEW_CALENDAR_FILE_NAME = 'interview.ics';
export const INTERVIEW_CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** RFC 5545 SEQUENCE counts changes from this instant (seconds fit a 32-bit integer until 2092). */
const SEQUENCE_EPOCH_MS = Date.UTC(2024, 0, 1);

export interface InterviewCalendarInput {
  jobId: string;
  title: string;
  company: string;
  /** When the interview starts (an ISO time); written in UTC. */
  interviewAt: string;
  /**
   * When this schedule was set (an ISO time, e.g. the status change's): the later one wins in a
   * calendar that already holds the event (it becomes SEQUENCE and DTSTAMP).
   */
  scheduledAt: string;
  /** The job's page in the app. */
  jobUrl: string;
  /** Set for a file that takes the interview out of the calendar again. */
  cancelled?: boolean;
}

/**
 * The same UID for every file about one job's interview, whoever makes it (the e-mail, the job
 * page's download): a calendar replaces the event it holds instead of adding a second one.
 */
export const interviewCalendarUid = (jobId: string): string => `interview-${jobId}@hirerelay`;

/** A number that grows with every rescheduling, so the newest file replaces the older event. */
export const interviewCalendarSequence = (scheduledAt: string): number =>
  Math.max(0, Math.floor((Date.parse(scheduledAt) - SEQUENCE_EPOCH_MS) / 1000));

/**
 * One interview as an iCalendar file (RFC 5545; ical-generator escapes and folds the text): times
 * in UTC, a stable UID per job, PUBLISH so a calendar adds it without an invitation's RSVP.
 */
export function interviewCalendar(input: InterviewCalendarInput): string {
  const start = new Date(input.interviewAt);
  const calendar = ical({
    prodId: { company: 'HireRelay', product: 'Interviews', language: 'EN' },
    method: input.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: interviewCalendarUid(input.jobId),
    sequence: interviewCalendarSequence(input.scheduledAt),
    stamp: new Date(input.scheduledAt),
    start,
    end: new Date(start.getTime() + INTERVIEW_DURATION_MINUTES * 60_000),
    summary: `Interview: ${input.title} at ${input.company}`,
    description: `Your interview for ${input.title} at ${input.company}.\n\nThe job in HireRelay: ${input.jobUrl}`,
    url: input.jobUrl,
    status: input.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
