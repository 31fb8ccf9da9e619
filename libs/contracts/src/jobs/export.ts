import { z } from 'zod';
import { defineRpc } from '../define.js';
import { PAGE_LIMITS } from '../page-limits.js';
import { ZPageRequest } from '../pagination.js';
import { ZJobActor, ZJobFilters } from './job.js';

/**
 * A page of the jobs CSV as jobs wrote it: whole lines, each ending in CRLF, the header line first
 * on the first page (the request without a cursor). `nextCursor` is null after the last page.
 */
export const ZJobsCsvPage = z.object({
  csv: z.string(),
  nextCursor: z.string().nullable(),
});
export type TJobsCsvPage = z.infer<typeof ZJobsCsvPage>;

/**
 * Staff only: one page of the jobs CSV (spec 02 §9), newest received first, with the list's
 * filters. jobs renders the lines (it owns the export); the gateway only streams the text, page
 * after page, so neither side holds the whole file. A page holds at most `limit` rows and stays
 * well under NATS's 1 MB payload whatever the rows hold (jobs bounds it by bytes too).
 */
export const ExportJobsCsvPageRpc = defineRpc(
  'jobs.export.csv-page.v1',
  ZJobFilters.extend({ actor: ZJobActor, ...ZPageRequest(PAGE_LIMITS.jobsExport).shape }),
  ZJobsCsvPage,
);
