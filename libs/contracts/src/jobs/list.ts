import { z } from 'zod';
import { defineRpc } from '../define.js';
import { PAGE_LIMITS } from '../page-limits.js';
import { ZPage, ZPageQuery, ZPageRequest } from '../pagination.js';
import { ZJobActor, ZJobFilters, ZJobFiltersQuery, ZJobOrder, ZJobRow } from './job.js';

/** The query string of `GET /api/jobs`: filters, order and page. */
export const ZJobsQuery = ZJobFiltersQuery.extend(ZJobOrder.shape).extend(ZPageQuery(PAGE_LIMITS.jobs).shape);
export type TJobsQuery = z.output<typeof ZJobsQuery>;

export const ZJobsPage = ZPage(ZJobRow);
export type TJobsPage = z.infer<typeof ZJobsPage>;

/**
 * The caller's jobs (all jobs for staff), filtered, ordered and keyset-paginated on the server;
 * `cursor` is the previous page's `nextCursor` and only valid with the same filters and order.
 */
export const ListJobsRpc = defineRpc(
  'jobs.job.list.v1',
  ZJobFilters.extend(ZJobOrder.shape).extend({
    actor: ZJobActor,
    ...ZPageRequest(PAGE_LIMITS.jobs).shape,
  }),
  ZJobsPage,
);
