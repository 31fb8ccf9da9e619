import { z } from 'zod';
import { ZJobUrl } from '@hirerelay/domain';
import { ZJobDetailsSource } from './page-details.js';

/** A job link to look up (before importing it). */
export const ZJobLookupRequest = z.object({ url: ZJobUrl }).strict();
export type TJobLookupRequest = z.infer<typeof ZJobLookupRequest>;

/**
 * What the job page says about the job, for the import dialog's review step. `url` is normalized
 * (the address an import stores), `site` a name from JOB_SITES or the page's host. A field the page
 * did not state reads JOB_FIELD_PLACEHOLDER (`Waiting for admin input`); `datePosted` is otherwise
 * a `YYYY-MM-DD` date and `description` plain text. `detailsSource` is `page` when the page was read,
 * `none` when it could not be fetched or read (blocked, 404, timeout, over the limits, no job data):
 * the link is still imported, every field but the link's own reading JOB_FIELD_PLACEHOLDER, and the
 * dialog says MSG_JOB_PAGE_UNREADABLE.
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
  detailsSource: ZJobDetailsSource,
});
export type TJobLookup = z.infer<typeof ZJobLookup>;
