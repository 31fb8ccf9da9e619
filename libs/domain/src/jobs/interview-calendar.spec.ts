import { describe, expect, it } from 'vitest';
import {
  interviewCalendar,
  interviewCalendarSequence,
  interviewCalendarUid,
  type InterviewCalendarInput,
} from './interview-calendar.js';

const jobId = '3f1c9e0e-1f7a-4c5e-8d2b-6a3f0e9d4c21';
const input: InterviewCalendarInput = {
  jobId,
  title: 'Senior Engineer, Payments; Platform',
  company: 'Acme, Inc.',
  interviewAt: '2026-12-01T15:30:00.000Z',
  scheduledAt: '2026-11-23T12:00:00.000Z',
  jobUrl: `https://app.example.com/dashboard/jobs/${jobId}`,
};

/** The unfolded content lines (RFC 5545 §3.1: a CRLF followed by a space continues a line). */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('interviewCalendar', () => {
  const ics = interviewCalendar(input);

  it('is one VEVENT in a VCALENDAR, with CRLF line ends and no line over 75 octets', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines(ics)).toContain('METHOD:PUBLISH');
  });

  it('has the interview in UTC, an hour long, with a UID stable per job', () => {
    const content = lines(ics);
    expect(content).toContain('DTSTART:20261201T153000Z');
    expect(content).toContain('DTEND:20261201T163000Z');
    expect(content).toContain('DTSTAMP:20261123T120000Z');
    expect(content).toContain(`UID:interview-${jobId}@hirerelay`);
    expect(interviewCalendarUid(jobId)).toBe(`interview-${jobId}@hirerelay`);
    expect(content).toContain('STATUS:CONFIRMED');
  });

  it('names the job and links to it, with commas and semicolons escaped', () => {
    const content = lines(ics);
    expect(content).toContain('SUMMARY:Interview: Senior Engineer\\, Payments\\; Platform at Acme\\, Inc.');
    expect(content.find((line) => line.startsWith('DESCRIPTION:'))).toContain(input.jobUrl);
    expect(content).toContain(`URL;VALUE=URI:${input.jobUrl}`);
  });

  it('numbers a later schedule higher, so it replaces the event a calendar holds', () => {
    const sequence = (at: string) =>
      Number(/^SEQUENCE:(\d+)$/m.exec(interviewCalendar({ ...input, scheduledAt: at }))?.[1]);
    expect(sequence('2026-11-24T08:00:00.000Z')).toBeGreaterThan(sequence(input.scheduledAt));
    expect(interviewCalendarSequence('2092-01-01T00:00:00.000Z')).toBeLessThan(2 ** 31);
  });

  it('takes the interview out of the calendar when cancelled', () => {
    const content = lines(interviewCalendar({ ...input, cancelled: true }));
    expect(content).toContain('METHOD:CANCEL');
    expect(content).toContain('STATUS:CANCELLED');
    expect(content).toContain(`UID:interview-${jobId}@hirerelay`);
  });
});
