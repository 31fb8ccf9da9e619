import { describe, expect, it } from 'vitest';
import { formatUtcDateTime } from '../mail/email-layout.util.js';
import {
  jobLink,
  renderInterviewReminderEmail,
  renderJobOverdueEmail,
  renderStaffMessageEmail,
  renderStaffUnreadEmail,
  renderStatusChangedEmail,
} from './job-email.template.js';

const context = { appBaseUrl: 'https://app.example.com', jobId: '3f1c9e0e-1f7a-4c5e-8d2b-6a3f0e9d4c21' };
const link = `https://app.example.com/dashboard/jobs/${context.jobId}`;
const job = { jobTitle: 'Engineer', company: 'Acme' };

describe('jobLink', () => {
  it("is the job's page from the shared route table", () => {
    expect(jobLink(context)).toBe(link);
  });
});

describe('formatUtcDateTime', () => {
  it('names the day, the date and a 24-hour UTC time', () => {
    expect(formatUtcDateTime('2030-01-15T09:05:00.000Z')).toBe('Tuesday, January 15, 2030 at 09:05 UTC');
  });
});

describe('the job e-mails', () => {
  it("quote staff's message and link to the job in both bodies", () => {
    const email = renderStaffMessageEmail(context, {
      ...job,
      text: 'Line one\nLine two',
      messageAt: '2030-01-15T09:05:00.000Z',
    });
    expect(email.subject).toBe('New message about Engineer at Acme');
    expect(email.text).toContain('> Line one\n> Line two\n');
    expect(email.text).toContain(`\n${link}\n`);
    expect(email.html).toContain(`href="${link}"`);
    expect(email.attachments).toBeUndefined();
  });

  it('attach the calendar file only when the status change carries an interview', () => {
    const change = {
      ...job,
      status: 'Interview Scheduled' as const,
      previousStatus: 'Applied' as const,
      changedAt: '2030-01-10T08:00:00.000Z',
      cancelledInterviewAt: null,
    };
    const without = renderStatusChangedEmail(context, { ...change, interviewAt: null });
    expect(without.subject).toBe('Engineer at Acme: Interview Scheduled');
    expect(without.text).toContain('changed from Applied to Interview Scheduled.');
    expect(without.attachments).toBeUndefined();

    const withInterview = renderStatusChangedEmail(context, {
      ...change,
      interviewAt: '2030-01-15T09:05:00.000Z',
    });
    expect(withInterview.text).toContain('Your interview is on Tuesday, January 15, 2030 at 09:05 UTC.');
    expect(withInterview.attachments).toEqual([
      expect.objectContaining({ filename: 'interview.ics', contentType: 'text/calendar; charset=utf-8' }),
    ]);
    expect(withInterview.attachments![0]!.content).toContain('DTSTART:20300115T090500Z');

    const reminder = renderInterviewReminderEmail(context, {
      ...job,
      interviewAt: '2030-01-15T09:05:00.000Z',
      scheduledAt: change.changedAt,
    });
    expect(reminder.attachments![0]!.content).toBe(withInterview.attachments![0]!.content);

    const calledOff = renderStatusChangedEmail(context, {
      ...change,
      status: 'Withdrawn',
      previousStatus: 'Interview Scheduled',
      interviewAt: null,
      cancelledInterviewAt: '2030-01-15T09:05:00.000Z',
    });
    expect(calledOff.text).toContain('The interview on Tuesday, January 15, 2030 at 09:05 UTC is off');
    expect(calledOff.attachments![0]!.content).toContain('METHOD:CANCEL');
    expect(calledOff.attachments![0]!.content).toContain(`UID:interview-${context.jobId}@hirerelay`);
  });

  it('keep subjects on one line and escape everything in the HTML', () => {
    const email = renderStaffUnreadEmail(
      context,
      {
        jobTitle: 'Dev\r\nBcc: x@evil.test',
        company: '<b>Acme</b>',
        text: '</blockquote><script>x()</script>',
        messageAt: '2030-01-15T09:05:00.000Z',
      },
      'Jane\n<img src=x>',
    );
    expect(email.subject).toBe(
      'Unread message from Jane <img src=x> about Dev Bcc: x@evil.test at <b>Acme</b>',
    );
    expect(email.html).not.toMatch(/<script|<img|<b>/);
    expect(email.html).toContain('&lt;/blockquote&gt;&lt;script&gt;x()&lt;/script&gt;');
    expect(email.text).toContain('> </blockquote><script>x()</script>');
  });
});

describe('the overdue alert', () => {
  it('names the job, the customer, the plan and the due time, and links to the job', () => {
    const email = renderJobOverdueEmail(
      context,
      { ...job, subscriptionType: 'Unlimited', dueAt: '2030-01-15T09:05:00.000Z', assigneeId: null },
      'Dana Scully',
    );
    expect(email.subject).toBe('Overdue: Engineer at Acme for Dana Scully');
    expect(email.text).toContain(
      'Engineer at Acme for Dana Scully (Unlimited) was due to be applied for by Tuesday, January 15, 2030 at 09:05 UTC',
    );
    expect(email.html).toContain(`href="${link}"`);
  });
});
