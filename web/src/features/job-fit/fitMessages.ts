import type { TJobFitState } from './fitTypes';

/** The fit card's words (the owner's job page and staff's application packet). */
export const FitMessages = {
  title: 'Fit with the resume',
  band: 'Fit',
  found: 'Found in the resume',
  missing: 'Not found in the resume',
  noneFound: 'None of the requirements were found in the resume.',
  noneMissing: 'Every requirement was found in the resume.',
  required: 'Required',
  preferred: 'Preferred',
  loading: 'Loading the fit…',
  failed: 'Could not load the fit analysis.',
  states: {
    pending: 'Working out how the resume fits this job… This takes a few seconds.',
    'no-resume': 'There is no resume text to compare with this job yet. Add a resume to see the fit.',
    'resume-unreadable': "We couldn't read text from this resume, so there is no fit analysis.",
    'no-description': 'This job has no description yet, so there is no fit analysis.',
  } satisfies Record<Exclude<TJobFitState, 'ready'>, string>,
} as const;
