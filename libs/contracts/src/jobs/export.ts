import { z } from 'zod';
import { defineRpc } from '../define.js';
import { PAGE_LIMITS } from '../page-limits.js';
import { ZPageCursor, ZPageRequest } from '../pagination.js';
import { ZJobActor, ZJobFilters } from './job.js';

/** How many stretches ahead one page of the jobs CSV maps out at most (see `ahead`). */
export const JOBS_CSV_MAX_AHEAD = 16;

/**
 * A page of the jobs CSV as jobs wrote it: whole lines, each ending in CRLF, the header line first
 * on the first page (the request without a cursor).
 * - `nextCursor`: where the rest of the asked stretch starts (down to `until`, or to the end), null
 *   when the stretch is done.
 * - `ahead`: only when asked (`ahead` in the request, no `until`): the positions `limit` rows apart
 *   after `nextCursor`, so the stretches between them can be asked for at the same time.
 */
export const ZJobsCsvPage = z.object({
  csv: z.string(),
  nextCursor: z.string().nullable(),
  ahead: z.array(z.string()).max(JOBS_CSV_MAX_AHEAD),
});
export type TJobsCsvPage = z.infer<typeof ZJobsCsvPage>;

/**
 * Staff only: one page of the jobs CSV (spec 02 §9), newest received first, with the list's
 * filters: the rows after `cursor` and, with `until`, down to that position included. jobs renders
 * the lines (it owns the export); the gateway streams the text, so neither side holds the whole
 * file. A page holds at most `limit` rows and stays well under NATS's 1 MB payload whatever the
 * rows hold (jobs bounds it by bytes too).
 */
export const ExportJobsCsvPageRpc = defineRpc(
  'jobs.export.csv-page.v1',
  ZJobFilters.extend({
    actor: ZJobActor,
    ...ZPageRequest(PAGE_LIMITS.jobsExport).shape,
    until: ZPageCursor.optional(),
    ahead: z.number().int().min(0).max(JOBS_CSV_MAX_AHEAD).default(0),
  }),
  ZJobsCsvPage,
);
