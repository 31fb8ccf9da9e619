import { JOB_FIELD_PLACEHOLDER } from '@hirerelay/domain';

/** What the fit work reads of one pending job (its description and both resume texts). */
export interface FitInputs {
  description: string;
  /** The job's resume document: `upload` (its own file) or `profile-resume`; null when none. */
  documentSource: string | null;
  /** An uploaded resume's text state (`pending`, `text`, `unreadable`; null before it was ever read). */
  uploadState: string | null;
  uploadText: string | null;
  /** The owner's profile resume text as identity reported it (`text`, `unreadable`, `none`); null: no report. */
  profileState: string | null;
  profileText: string | null;
}

/** Why a job has no fit (kept with the job, shown in plain words). */
export type NoFitReason = 'no-resume' | 'resume-unreadable' | 'no-description' | 'pending';

/** What to analyse, or why there is nothing to. */
export type FitPlan =
  | { kind: 'analyze'; description: string; resumeText: string; resumeSource: 'upload' | 'profile' }
  | { kind: 'none'; reason: NoFitReason };

/** A description worth analysing: not empty and not the import's placeholder for staff to fill. */
export function usableDescription(description: string): boolean {
  const text = description.trim();
  return text !== '' && text !== JOB_FIELD_PLACEHOLDER;
}

const hasText = (state: string | null, text: string | null): text is string =>
  state === 'text' && text !== null && text.trim() !== '';

/**
 * Which resume a fit reads: the job's uploaded resume when its text was read; else the owner's
 * profile resume's text. An upload still being read waits (`pending`: the text work marks the job
 * pending again when it is read). With neither, the reason: a resume we could not read (the upload
 * or the profile's), else no resume.
 */
export function planFit(inputs: FitInputs): FitPlan {
  if (!usableDescription(inputs.description)) return { kind: 'none', reason: 'no-description' };
  const upload = inputs.documentSource === 'upload';
  if (upload && hasText(inputs.uploadState, inputs.uploadText)) {
    return {
      kind: 'analyze',
      description: inputs.description,
      resumeText: inputs.uploadText,
      resumeSource: 'upload',
    };
  }
  if (upload && (inputs.uploadState === 'pending' || inputs.uploadState === null)) {
    return { kind: 'none', reason: 'pending' };
  }
  if (hasText(inputs.profileState, inputs.profileText)) {
    return {
      kind: 'analyze',
      description: inputs.description,
      resumeText: inputs.profileText,
      resumeSource: 'profile',
    };
  }
  const unreadable = (upload && inputs.uploadState === 'unreadable') || inputs.profileState === 'unreadable';
  return { kind: 'none', reason: unreadable ? 'resume-unreadable' : 'no-resume' };
}
