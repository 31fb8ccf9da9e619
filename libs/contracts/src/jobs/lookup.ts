import { z } from 'zod';
import { ZJobUrl } from '@hirerelay/domain';

/** A job link to look up (before importing it). */
export const ZJobLookupRequest = z.object({ url: ZJobUrl }).strict();
export type TJobLookupRequest = z.infer<typeof ZJobLookupRequest>;

/**
 * What the job page says about the job, for the import dialog's review step. `url` is normalized
 * (the address an import stores), `site` a name from JOB_SITES or the page's host. A field the page
 * did not state reads JOB_FIELD_PLACEHOLDER (`Waiting for admin input`); `datePosted` is otherwise
 * a `YYYY-MM-DD` date and `description` plain text.
 */
export const ZJobLookup = z.object({
  url: z.string(),
  site: z.string(),
  jobId: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  description: z.string(),
  datePosted: z.string(),
  jobType: z.string(),
  salary: z.string(),
});
export type TJobLookup = z.infer<typeof ZJobLookup>;
