// zod-free on purpose: the SPA's public pages read the page sizes, and a module with top-level zod
// schemas would bring zod into their first load (ARCHITECTURE.md, "Web").

/** How many rows one page of a list may hold: `default` when the request names none, at most `max`. */
export interface PageLimits {
  readonly default: number;
  readonly max: number;
}

/**
 * The page sizes of every list, read by the contracts (RPC requests), the gateway (query strings and
 * OpenAPI) and the SPA (the page it asks for is the list's default), so the bounds cannot drift.
 */
export const PAGE_LIMITS = {
  /** GET /api/admin/users → identity.admin.list-users */
  adminUsers: { default: 50, max: 200 },
  /** GET /api/blog/posts → content.blog.list-published (the /blog page shows ten at a time) */
  publishedPosts: { default: 10, max: 100 },
  /** GET /api/admin/blog/posts → content.blog.admin-list */
  adminPosts: { default: 50, max: 100 },
  /** GET /api/jobs → jobs.job.list */
  jobs: { default: 50, max: 200 },
  /** GET /api/jobs/export.csv → jobs.export.csv-page (pages the gateway streams, never a browser;
   * jobs also cuts a page by its size in bytes) */
  jobsExport: { default: 2000, max: 2000 },
  /** GET /api/admin/users/export.csv → identity.admin.users-csv-page (pages the gateway streams;
   * identity also cuts a page by its size in bytes) */
  usersExport: { default: 1000, max: 1000 },
  /** GET /api/jobs/{id}/messages → jobs.message.list (newest first) */
  jobMessages: { default: 100, max: 200 },
  /** GET /api/jobs/queue → jobs.queue.list (staff's work queue) */
  jobQueue: { default: 50, max: 200 },
  /** GET /api/staff → identity.admin.list-users (the assignee picker: active staff by name) */
  staff: { default: 20, max: 100 },
} as const satisfies Record<string, PageLimits>;

export const MAX_CURSOR_LENGTH = 200;
export const INVALID_CURSOR = 'Invalid cursor';
