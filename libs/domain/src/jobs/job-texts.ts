// Texts the jobs service answers and the SPA shows too. JobsMessages (libs/contracts) refers to
// these, and the SPA imports them from here: never that whole table, which would ride in its chunks.

/** The import of a link the user has already imported (CONFLICT). */
export const MSG_JOB_DUPLICATE = 'You have already imported this job.';

/** An import that could not be saved. */
export const MSG_JOB_SAVE_FAILED = 'Failed to save job. Please try again.';

/** Recruiter outreach on a job whose plan (at import) has none. */
export const MSG_OUTREACH_NOT_IN_PLAN =
  'Recruiter outreach is part of the Professional and Unlimited plans only';
