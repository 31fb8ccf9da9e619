import { z } from 'zod';
import { MSG_INVALID_OPTION, PLAN_NAMES, plainText, ZAccountStatus, ZIsoDate } from '@hirerelay/domain';
import { defineRpc } from '../define.js';
import { PAGE_LIMITS } from '../page-limits.js';
import { ZCsvPage, ZPage, ZPageQuery, ZPageRequest } from '../pagination.js';
import { ZProfile } from './profile.js';
import { ZRole } from './session.js';

/**
 * A row of the admin User Management table. Plan, quota, usage and subscription date come from
 * identity's read copy of billing: `Free`, 25, 0 and no date for an account without a running
 * subscription (plan Free, quota 25); a quota of 999 is the unlimited plan.
 */
export const ZAdminUserRow = z.object({
  id: z.uuid(),
  fullName: z.string().nullable(),
  email: z.string(),
  status: ZAccountStatus,
  role: ZRole,
  plan: z.string(),
  jobQuota: z.number().int(),
  jobsUsed: z.number().int(),
  subscriptionDate: z.iso.datetime().nullable(),
  lastLoginAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TAdminUserRow = z.infer<typeof ZAdminUserRow>;

export const ZAdminUserFilters = z.object({
  status: ZAccountStatus.optional().describe('Only accounts with this status.'),
  // A name no account can show is a mistake to report, not a filter that matches nobody.
  planType: z
    .enum(PLAN_NAMES, { error: MSG_INVALID_OPTION })
    .optional()
    .describe(
      'Only accounts on this plan: Free (no running subscription), Starter, Professional, Unlimited or Custom Plan.',
    ),
  /** Subscription date range, inclusive, as YYYY-MM-DD (years 1900–9999). */
  from: ZIsoDate.optional().describe('Subscription started on or after this day (YYYY-MM-DD).'),
  to: ZIsoDate.optional().describe('Subscription started on or before this day (YYYY-MM-DD).'),
  search: plainText(200).optional().describe('Matches name, e-mail, plan or status, case-insensitively.'),
});
export type TAdminUserFilters = z.infer<typeof ZAdminUserFilters>;

/** The sortable columns of User Management, each served by its index (identity's migration). */
export const ADMIN_USER_SORT_COLUMNS = ['name', 'email', 'role', 'status', 'plan', 'lastLogin'] as const;
export const ZAdminUserSortColumn = z.enum(ADMIN_USER_SORT_COLUMNS);
export type TAdminUserSortColumn = z.infer<typeof ZAdminUserSortColumn>;

/**
 * The order: without `sort`, newest first. With `sort`, that column in `direction` (ascending when
 * left out), ties broken by id; names ignore case, no name and never signed in sort first.
 */
export const ZAdminUserOrder = z.object({
  sort: ZAdminUserSortColumn.optional().describe('The column to sort by; newest first when left out.'),
  direction: z.enum(['asc', 'desc']).optional().describe('With `sort`: asc (the default) or desc.'),
});

/** The query string of `GET /api/admin/users`: the filters, the order and the page. */
export const ZAdminUsersQuery = ZAdminUserFilters.extend(ZAdminUserOrder.shape).extend(
  ZPageQuery(PAGE_LIMITS.adminUsers).shape,
);
export type TAdminUsersQuery = z.output<typeof ZAdminUsersQuery>;
export const ZAdminUsersPage = ZPage(ZAdminUserRow);

/**
 * Newest first (or by a column), keyset-paginated: `cursor` is the opaque `nextCursor` of the
 * previous page, good only for the same order.
 */
export const ListUsersRpc = defineRpc(
  'identity.admin.list-users.v1',
  ZAdminUserFilters.extend(ZAdminUserOrder.shape).extend({
    /** The staff member asking: identity checks they are an active admin. */
    actorId: z.uuid(),
    /** Only accounts with this role (the assignee picker: `admin`). Not in User Management's query. */
    role: ZRole.optional(),
    /** true: `search` matches the name and the e-mail only, not the plan or the status. */
    searchContactOnly: z.boolean().optional(),
    ...ZPageRequest(PAGE_LIMITS.adminUsers).shape,
  }),
  ZAdminUsersPage,
  { idempotent: true },
);

/**
 * Staff only: one page of the users CSV with User Management's filters, newest first.
 * identity writes the lines (it owns the users); the gateway streams the text (`ZCsvPage`).
 */
export const ExportUsersCsvPageRpc = defineRpc(
  'identity.admin.users-csv-page.v1',
  ZAdminUserFilters.extend({
    /** The staff member asking: identity checks they are an active admin. */
    actorId: z.uuid(),
    ...ZPageRequest(PAGE_LIMITS.usersExport).shape,
  }),
  ZCsvPage,
  { idempotent: true },
);

export const ZAdminUserDetail = ZAdminUserRow.extend({
  /** The user's Stripe customer (read-only for staff); null when they never checked out. */
  stripeCustomerId: z.string().nullable(),
  profile: ZProfile,
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

export const GetUserRpc = defineRpc(
  'identity.admin.get-user.v1',
  z.object({ userId: z.uuid(), actorId: z.uuid() }),
  ZAdminUserDetail,
  { idempotent: true },
);

/** What an admin may change on an account (`PATCH /api/admin/users/{id}`): at least one of the two. */
export const ZAdminUserChange = z
  .strictObject({ status: ZAccountStatus.optional(), role: ZRole.optional() })
  .refine((body) => body.status !== undefined || body.role !== undefined, { message: 'Nothing to change' });

/**
 * Status changes save at once; granting or removing the admin role is recorded with the actor.
 * Cancelling an account, or removing an admin's role, ends its sessions: `revokedSessionIds` names
 * them so the gateway refuses their access tokens at once (it does not pass the list on to the
 * browser). The gateway trusts the role in a token it has not been told is revoked.
 */
export const UpdateUserRpc = defineRpc(
  'identity.admin.update-user.v1',
  z.object({
    userId: z.uuid(),
    actorId: z.uuid(),
    status: ZAccountStatus.optional(),
    role: ZRole.optional(),
  }),
  ZAdminUserDetail.extend({ revokedSessionIds: z.array(z.uuid()) }),
);

/** A user's name and e-mail, for staff screens that show whose something is (the staff jobs list). */
export const ZUserContact = z.object({ id: z.uuid(), fullName: z.string().nullable(), email: z.string() });
export type TUserContact = z.infer<typeof ZUserContact>;

/**
 * Staff only: users' names and e-mails by id, in one round trip (the gateway asks once per staff
 * jobs page). identity checks the actor is an active admin; unknown ids are absent from the reply.
 */
export const UserContactsRpc = defineRpc(
  'identity.admin.user-contacts.v1',
  z.object({ actorId: z.uuid(), userIds: z.array(z.uuid()).max(200) }),
  z.object({ users: z.array(ZUserContact) }),
  { idempotent: true },
);

/** How many users the User Management filters match (shown above the list). */
export const ZAdminUsersCount = z.object({ total: z.number().int().nonnegative() });

export const CountUsersRpc = defineRpc(
  'identity.admin.count-users.v1',
  ZAdminUserFilters.extend({ actorId: z.uuid() }),
  ZAdminUsersCount,
  { idempotent: true },
);
