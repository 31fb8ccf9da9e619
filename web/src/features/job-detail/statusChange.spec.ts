import { describe, expect, it } from 'vitest';
import { statusBodyOf, submissionDefaultsOf } from './statusChange';
import { jobDetailWith } from './testing/jobDetailWith';

const noSubmission = { resumeAttached: false, coverLetterAttached: false, appliedUrl: '' };

describe('submissionDefaultsOf', () => {
  it('attaches the documents the job has, at its applied URL or else its URL', () => {
    const job = jobDetailWith({
      documents: [
        {
          type: 'resume',
          source: 'profile-resume',
          fileName: null,
          size: null,
          updatedAt: '2026-03-01T10:00:00.000Z',
          textState: 'text',
        },
      ],
    });
    expect(submissionDefaultsOf(job)).toEqual({
      resumeAttached: true,
      coverLetterAttached: false,
      appliedUrl: 'https://boards.greenhouse.io/globex/jobs/4242',
    });
    expect(
      submissionDefaultsOf(jobDetailWith({ appliedUrl: 'https://apply.example.com/1' })).appliedUrl,
    ).toBe('https://apply.example.com/1');
  });
});

describe('statusBodyOf', () => {
  it('sends the interview time only with Interview Scheduled, none when left empty', () => {
    expect(statusBodyOf('Interview Scheduled', '', noSubmission)).toEqual({
      status: 'Interview Scheduled',
      interviewAt: null,
    });
    expect(statusBodyOf('Offer Received', '2026-12-01T10:30', noSubmission)).toEqual({
      status: 'Offer Received',
    });
  });

  it('sends the submission only with Applied, with its address even when empty (the server requires one)', () => {
    expect(
      statusBodyOf('Applied', '', {
        resumeAttached: true,
        coverLetterAttached: false,
        appliedUrl: ' https://a.io/x ',
      }),
    ).toEqual({
      status: 'Applied',
      submission: { resumeAttached: true, coverLetterAttached: false, appliedUrl: 'https://a.io/x' },
    });
    expect(statusBodyOf('Applied', '', noSubmission)).toEqual({
      status: 'Applied',
      submission: { resumeAttached: false, coverLetterAttached: false, appliedUrl: '' },
    });
    expect(statusBodyOf('Rejected', '', { ...noSubmission, appliedUrl: 'https://a.io' })).toEqual({
      status: 'Rejected',
    });
  });
});
