import type { TJobStatus } from '@hirerelay/domain';
import { interviewAtOf } from './interviewTime';
import type { TJobDetail, TJobStatusBody } from './jobDetailTypes';

/** The statuses that ask staff for more: the interview's time, and the submission receipt's facts. */
export const INTERVIEW_STATUS: TJobStatus = 'Interview Scheduled';
export const APPLIED_STATUS: TJobStatus = 'Applied';

/** What staff say about a submission when moving a job to Applied (the submission receipt). */
export interface SubmissionValues {
  resumeAttached: boolean;
  coverLetterAttached: boolean;
  appliedUrl: string;
}

/** The receipt's starting point: the documents the job has went along, at its applied URL (else its URL). */
export function submissionDefaultsOf(job: TJobDetail): SubmissionValues {
  const has = (type: string) => job.documents.some((document) => document.type === type);
  return {
    resumeAttached: has('resume'),
    coverLetterAttached: has('cover_letter'),
    appliedUrl: job.appliedUrl ?? job.url,
  };
}

/**
 * The status change's body: the interview's time only with Interview Scheduled (an empty input
 * clears it), the submission only with Applied, always with its address (the server requires it
 * and names an empty one).
 */
export function statusBodyOf(
  status: TJobStatus,
  interviewAtLocal: string,
  submission: SubmissionValues,
): TJobStatusBody {
  if (status === INTERVIEW_STATUS) return { status, interviewAt: interviewAtOf(interviewAtLocal) };
  if (status === APPLIED_STATUS) {
    return {
      status,
      submission: {
        resumeAttached: submission.resumeAttached,
        coverLetterAttached: submission.coverLetterAttached,
        appliedUrl: submission.appliedUrl.trim(),
      },
    };
  }
  return { status };
}
