import { z } from 'zod';
import { ZJobStatus } from '@hirerelay/domain';
import { defineRpc } from '../define.js';
import { PAGE_LIMITS } from '../page-limits.js';
import { ZPage, ZPageRequest } from '../pagination.js';
import { ZJobActor, ZJobFilters } from './job.js';

/** One line of the jobs CSV (spec 02 §9) before formatting: `recruiters` holds every recruiter's name. */
export const ZJobExportRow = z.object({
  id: z.uuid(),
  title: z.string(),
  company: z.string(),
  status: ZJobStatus,
  platform: z.string(),
  dateReceived: z.iso.datetime(),
  dateApplied: z.iso.datetime().nullable(),
  location: z.string(),
  notes: z.string().nullable(),
  interviewSecured: z.boolean(),
  recruiters: z.array(z.string()),
});
export type TJobExportRow = z.infer<typeof ZJobExportRow>;

/**
 * Staff only: one page of the jobs export, newest received first, with the list's filters. The
 * gateway streams the CSV page after page, so neither side holds the whole file.
 */
export const ExportJobsPageRpc = defineRpc(
  'jobs.export.page.v1',
  ZJobFilters.extend({ actor: ZJobActor, ...ZPageRequest(PAGE_LIMITS.jobsExport).shape }),
  ZPage(ZJobExportRow),
);
