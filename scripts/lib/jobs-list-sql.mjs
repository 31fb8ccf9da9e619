// @ts-check
// The jobs service's own list SQL for a `GET /api/jobs?…` route, built by the service's built
// modules exactly as JobsService.list builds it (the gateway's query parser, the scope, the order,
// the cursor, `limit + 1` rows), and the page it makes of the rows. bench:jobs uses it for the
// database's time of a route and to walk the cursors; the baseline server to answer the same JSON.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ZJobStatusCountsQuery, ZJobsQuery } from '@hirerelay/contracts';
import { REPO_ROOT } from './bootstrap.mjs';

const built = (/** @type {string} */ file) =>
  import(pathToFileURL(path.join(REPO_ROOT, 'services/jobs/dist/jobs', file)).href);
const [
  { jobListQuery, jobStatusCountsQuery },
  { jobOrderName, readJobCursor, encodeJobCursor },
  { scopeOf },
  { toJobRow },
] = await Promise.all([
  built('job-list.repository.js'),
  built('job-cursor.util.js'),
  built('job-access.rules.js'),
  built('job.mapper.js'),
]);

/**
 * @typedef {{ userId: string, role: 'admin' | 'user' }} JobActor
 * @typedef {{ text: string, values: unknown[], order: string, limit: number, after: { id: string } | undefined }} JobsListSql
 */

/**
 * The SQL behind a route's query string, for `actor`. Throws on a query string the gateway would
 * refuse (400).
 * @param {string} route e.g. `/api/jobs?status=Applied&cursor=…`
 * @param {JobActor} actor
 * @returns {JobsListSql}
 */
export function jobsListSql(route, actor) {
  const params = Object.fromEntries(new URL(route, 'http://x').searchParams);
  const { cursor, limit, sort, direction, ...filters } = ZJobsQuery.parse(params);
  const scope = scopeOf(actor);
  const order = jobOrderName(scope, { sort, direction });
  const after = readJobCursor(cursor, order);
  const query = jobListQuery({ scope, filters, order: { sort, direction }, after, limit: limit + 1 });
  return { text: query.text, values: query.values, order, limit, after };
}

/**
 * The page the service answers from the rows of that SQL.
 * @param {Record<string, unknown>[]} rows @param {JobsListSql} sql @param {JobActor} actor
 */
export function jobsPage(rows, sql, actor) {
  const page = rows.slice(0, sql.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toJobRow(row, actor)),
    nextCursor:
      rows.length > sql.limit && last ? encodeJobCursor({ order: sql.order, id: String(last.id) }) : null,
  };
}

/**
 * The SQL of the counts by status behind a `/api/jobs/status-counts?…` route, for `actor` (the
 * service's own jobStatusCountsQuery).
 * @param {string} route @param {JobActor} actor
 * @returns {{ text: string, values: unknown[] }}
 */
export function jobStatusCountsSql(route, actor) {
  const filters = ZJobStatusCountsQuery.parse(Object.fromEntries(new URL(route, 'http://x').searchParams));
  const query = jobStatusCountsQuery(scopeOf(actor), filters);
  return { text: query.text, values: query.values };
}
