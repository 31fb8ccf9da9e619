import { z } from 'zod';
import { defineRpc } from '../define.js';
import { PAGE_LIMITS } from '../page-limits.js';
import { ZCsvPage, ZPageRequest } from '../pagination.js';
import { ZJobActor, ZJobFilters } from './job.js';

/** A page of the jobs CSV as jobs wrote it (see `ZCsvPage`). */
export const ZJobsCsvPage = ZCsvPage;
export type TJobsCsvPage = z.infer<typeof ZJobsCsvPage>;

/**
 * Staff only: one page of the jobs CSV, newest received first, with the list's
 * filters: the rows after `cursor`. jobs renders the lines (it owns the export); the gateway streams
 * the text, so neither side holds the whole file. A page holds at most `limit` rows and stays well
 * under NATS's 1 MB payload whatever the rows hold (jobs bounds it by bytes too).
 */
export const ExportJobsCsvPageRpc = defineRpc(
  'jobs.export.csv-page.v1',
  ZJobFilters.extend({
    actor: ZJobActor,
    ...ZPageRequest(PAGE_LIMITS.jobsExport).shape,
  }),
  ZJobsCsvPage,
  { idempotent: true },
);
