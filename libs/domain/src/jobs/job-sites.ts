/**
 * Display names of the job sites with their own job-id rule. A module of
 * its own, free of validation code, so the SPA's jobs list can offer them without loading zod.
 */
export const JOB_SITES = [
  'LinkedIn',
  'Indeed',
  'Glassdoor',
  'ZipRecruiter',
  'Monster',
  'Workday',
  'Greenhouse',
  'Lever',
] as const;
export type TJobSite = (typeof JOB_SITES)[number];
