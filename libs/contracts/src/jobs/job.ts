import { z } from 'zod';
import { plainText, ZIsoDate, ZJobStatus } from '@hirerelay/domain';
import { ZRole } from '../identity/session.js';

/**
 * Who asks, as the gateway read it from the verified session (an admin's role re-checked with
 * identity). jobs decides from it what the caller may see and change: staff see every job.
 */
export const ZJobActor = z.object({ userId: z.uuid(), role: ZRole });
export type TJobActor = z.infer<typeof ZJobActor>;

/**
 * A row of the jobs table (the list shape, without the long text and the detail's
 * lists). `unreadMessages` counts the messages the caller has not read: the owner's counter for
 * the owner, staff's for staff. Dates are ISO times; `dateApplied` is null until Applied.
 */
export const ZJobRow = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  url: z.string(),
  platform: z.string(),
  status: ZJobStatus,
  subscriptionType: z.string(),
  dateReceived: z.iso.datetime(),
  /** When we aim to have applied: import + the service-level hours of the plan at import. */
  dueAt: z.iso.datetime(),
  dateApplied: z.iso.datetime().nullable(),
  interviewSecured: z.boolean(),
  adminReviewed: z.boolean(),
  /** Nothing could be read from the job's page at import: staff fill the fields (cleared by their save). */
  detailsNeeded: z.boolean(),
  unreadMessages: z.number().int().nonnegative(),
});
export type TJobRow = z.infer<typeof ZJobRow>;

/** The seven sortable columns of the jobs table. */
export const JOB_SORT_COLUMNS = [
  'id',
  'title',
  'company',
  'status',
  'platform',
  'dateReceived',
  'dateApplied',
] as const;
export const ZJobSortColumn = z.enum(JOB_SORT_COLUMNS);
export type TJobSortColumn = z.infer<typeof ZJobSortColumn>;

export const ZSortDirection = z.enum(['asc', 'desc']);
export type TSortDirection = z.infer<typeof ZSortDirection>;

const DETAILS_NEEDED_FILTER =
  'Staff only (ignored for a user): true for the jobs marked `details needed`, false for the others.';

/** The Filters panel of the jobs table: every one optional, all of them combined. */
export const ZJobFilters = z.object({
  jobId: plainText(36)
    .optional()
    .describe('Only jobs whose id contains this text (the table shows the first 6 characters).'),
  status: ZJobStatus.optional().describe('Only jobs with this status.'),
  platform: plainText(100).optional().describe('Only jobs from this platform (site), exactly.'),
  receivedFrom: ZIsoDate.optional().describe('Only jobs received on or after this day (YYYY-MM-DD, UTC).'),
  search: plainText(200).optional().describe('Matches the title or the company, case-insensitively.'),
  detailsNeeded: z.boolean().optional().describe(DETAILS_NEEDED_FILTER),
  userId: z
    .uuid()
    .optional()
    .describe("Only this user's jobs (staff; a user's own list holds only their own jobs anyway)."),
});
export type TJobFilters = z.infer<typeof ZJobFilters>;

/** The same filters read from a URL's query string, where the flag arrives as text (`true`/`false`). */
export const ZJobFiltersQuery = ZJobFilters.extend({
  detailsNeeded: z.stringbool().optional().describe(DETAILS_NEEDED_FILTER),
});

/**
 * The order: without `sort`, the default order (unread first; for staff unreviewed before
 * reviewed; then newest received). With `sort`, that column in `direction` (descending when left
 * out: the first click sorts descending), ties broken by id. Title and company ignore case.
 */
export const ZJobOrder = z.object({
  sort: ZJobSortColumn.optional().describe('The column to sort by; the default order when left out.'),
  direction: ZSortDirection.optional().describe('With `sort`: desc (the default) or asc.'),
});
export type TJobOrder = z.infer<typeof ZJobOrder>;
