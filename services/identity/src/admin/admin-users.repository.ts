import { Inject, Injectable } from '@nestjs/common';
import type { TAdminUserSortColumn } from '@hirerelay/contracts';
import { ACCOUNT_STATUSES, type TAccountStatus, type TRole } from '@hirerelay/domain';
import { DATABASE, type KeysetPosition } from '@hirerelay/nest-common';
import type { Database } from '../database.js';
import { Prisma } from '../generated/prisma/client.js';
import { toBillingCopy } from '../billing-copy/billing-copy.repository.js';
import { NO_SUBSCRIPTION_VIEW, type BillingCopy } from '../billing-copy/billing-copy.rules.js';
import { containsPattern } from './like-pattern.util.js';

/** One row of the admin list: the account, the name from its profile and its billing read copy. */
export interface AdminUserRecord {
  id: string;
  email: string;
  role: TRole;
  status: TAccountStatus;
  fullName: string | null;
  createdAt: Date;
  lastLoginAt: Date | null;
  /** Null when billing has never told identity about this user. */
  billing: BillingCopy | null;
}

export type AdminUserFilterQuery = Omit<AdminUserQuery, 'after' | 'limit' | 'order' | 'afterId'>;

/**
 * A column order of User Management: its key as SQL over a table alias (exactly as its index in
 * migration 20261127140000_admin_user_sorts), ties broken by id, one direction for both.
 */
export interface AdminUserOrder {
  name: string;
  key: (alias: string) => string;
  direction: 'ASC' | 'DESC';
}

const SORT_KEYS: Record<TAdminUserSortColumn, (alias: string) => string> = {
  name: (alias) => `lower(COALESCE(${alias}.search_name, ''))`,
  email: (alias) => `${alias}.email`,
  role: (alias) => `${alias}.role`,
  status: (alias) => `${alias}.status`,
  plan: (alias) => `${alias}.plan`,
  lastLogin: (alias) => `COALESCE(${alias}.last_login_at, '-infinity'::timestamptz)`,
};

export function adminUserOrder(
  sort: TAdminUserSortColumn,
  direction: 'asc' | 'desc' | undefined,
): AdminUserOrder {
  const dir = direction === 'desc' ? 'DESC' : 'ASC';
  return { name: `${sort}-${dir.toLowerCase()}`, key: SORT_KEYS[sort], direction: dir };
}

export interface AdminUserQuery {
  status?: TAccountStatus | undefined;
  /** The plan the row shows (`users.plan`: Free without a live subscription). */
  plan?: string | undefined;
  /** Inclusive lower bound on the subscription's start (accounts with a live subscription only). */
  subscribedFrom?: Date | undefined;
  /** Exclusive upper bound on the subscription's start. */
  subscribedBefore?: Date | undefined;
  search?: string | undefined;
  /** Only accounts with this role (the assignee picker's staff; the list only, never the count). */
  role?: TRole | undefined;
  /** The search matches the name and the e-mail only (the assignee picker). */
  searchContactOnly?: boolean | undefined;
  /** The default order's position (newest first). */
  after?: KeysetPosition | undefined;
  /** A column order; then `afterId` is the last row of the previous page. */
  order?: AdminUserOrder | undefined;
  afterId?: string | undefined;
  limit: number;
}

@Injectable()
export class AdminUsersRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Newest first, keyset-paginated on (created_at, id); see {@link adminUsersListQuery}. */
  async list(query: AdminUserQuery): Promise<AdminUserRecord[]> {
    const accounts = await this.db.$queryRaw<Omit<AdminUserRecord, 'billing'>[]>(adminUsersListQuery(query));
    // The page's billing copies in one more query (by primary key), rather than 17 more columns.
    const copies = await this.db.billingAccount.findMany({
      where: { userId: { in: accounts.map((account) => account.id) } },
    });
    const copyOf = new Map(copies.map((row) => [row.userId, toBillingCopy(row)]));
    return accounts.map((account) => ({ ...account, billing: copyOf.get(account.id) ?? null }));
  }

  async count(query: AdminUserFilterQuery): Promise<number> {
    const [row] = await this.db.$queryRaw<{ total: number }[]>(adminUsersCountQuery(query));
    return row?.total ?? 0;
  }

  /** Names and e-mails of the accounts with these ids (unknown ids are absent). */
  contacts(ids: readonly string[]): Promise<{ id: string; fullName: string | null; email: string }[]> {
    if (ids.length === 0) return Promise.resolve([]);
    // The ids travel as one text parameter: the contract has already checked each is a uuid.
    return this.db.$queryRaw`
      SELECT u.id::text AS id, p.full_name AS "fullName", u.email
        FROM users u LEFT JOIN profiles p ON p.user_id = u.id
       WHERE u.id = ANY(string_to_array(${ids.join(',')}, ',')::uuid[])`;
  }
}

const COLUMNS = Prisma.sql`u.id::text AS id, u.email, u.role::text AS role, u.status::text AS status,
       p.full_name AS "fullName", u.created_at AS "createdAt", u.last_login_at AS "lastLoginAt"`;
const NEWEST_FIRST = Prisma.sql`ORDER BY u.created_at DESC, u.id DESC`;

/**
 * The admin list's SQL. Without a search it is one walk of a users index in (created_at, id)
 * order, led by status or plan when those filters are set, stopping after one page.
 *
 * With a search (a case-insensitive substring of the name, the e-mail, the plan or the status) it
 * is a UNION of one branch per place the text can match, each with every filter and its own page in
 * the same order, merged and cut to one page. An OR across users and profiles would leave
 * PostgreSQL one plan, reading users newest first and testing each row: fine when most rows match,
 * 3.5–4.5 s at a million users when few do. Per branch the planner chooses from the statistics: a
 * rare text reads its trigram index (pg_trgm on users.email, users.plan and users.search_name, the
 * profile's name kept beside the account by a trigger) and sorts the few hits; a common one walks
 * the created_at index, testing each row's own columns, and stops after a page. The status is one
 * of four words, so which statuses contain the text is decided here and that branch is an exact
 * filter on the status index. admin-users.repository.sql.md keeps the plans (checked by
 * admin-user-search-plans.int-spec.ts).
 */
export function adminUsersListQuery(query: AdminUserQuery): Prisma.Sql {
  if (query.order) return sortedListQuery(query, query.order);
  const filters = filterConditions(query);
  if (query.after) {
    filters.push(
      Prisma.sql`(u.created_at, u.id) < (${query.after.at}::timestamptz, ${query.after.id}::uuid)`,
    );
  }
  if (!query.search) return page(filters, query.limit);

  const union = Prisma.join(
    searchBranches(query.search, query.searchContactOnly).map(
      (match) => Prisma.sql`(${page([...filters, match], query.limit)})`,
    ),
    ' UNION ',
  );
  return Prisma.sql`SELECT id, email, role, status, "fullName", "createdAt", "lastLoginAt"
    FROM (${union}) AS hits
   ORDER BY "createdAt" DESC, id::uuid DESC
   LIMIT ${query.limit}`;
}

/**
 * A page in a column's order: the same filters and search branches, each branch read in the order
 * of its index (the key, then id), the page after the cursor's row compared with that row's key,
 * read by primary key inside the query (as the jobs list does). Plans:
 * admin-users.repository.sql.md.
 */
function sortedListQuery(query: AdminUserQuery, order: AdminUserOrder): Prisma.Sql {
  const filters = filterConditions(query);
  if (query.afterId) {
    const comparison = order.direction === 'DESC' ? '<' : '>';
    filters.push(
      Prisma.sql`(${Prisma.raw(order.key('u'))}, u.id) ${Prisma.raw(comparison)} ((SELECT ${Prisma.raw(order.key('c'))} FROM users c WHERE c.id = ${query.afterId}::uuid), ${query.afterId}::uuid)`,
    );
  }
  const orderBy = Prisma.raw(`ORDER BY ${order.key('u')} ${order.direction}, u.id ${order.direction}`);
  const branch = (conditions: Prisma.Sql[]) => {
    const where =
      conditions.length > 0 ? Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}` : Prisma.empty;
    return Prisma.sql`SELECT ${COLUMNS}, ${Prisma.raw(order.key('u'))} AS "sortKey"
      FROM users u
      LEFT JOIN profiles p ON p.user_id = u.id
      LEFT JOIN billing_accounts b ON b.user_id = u.id
     ${where}
     ${orderBy}
     LIMIT ${query.limit}`;
  };
  if (!query.search) return branch(filters);
  const union = Prisma.join(
    searchBranches(query.search, query.searchContactOnly).map(
      (match) => Prisma.sql`(${branch([...filters, match])})`,
    ),
    ' UNION ',
  );
  return Prisma.sql`SELECT id, email, role, status, "fullName", "createdAt", "lastLoginAt"
    FROM (${union}) AS hits
   ORDER BY "sortKey" ${Prisma.raw(order.direction)}, id::uuid ${Prisma.raw(order.direction)}
   LIMIT ${query.limit}`;
}

/** The conditions of the filters but the search and the page position. */
function filterConditions(query: AdminUserFilterQuery): Prisma.Sql[] {
  const filters: Prisma.Sql[] = [];
  if (query.status) filters.push(Prisma.sql`u.status = ${query.status}::account_status`);
  if (query.role) filters.push(Prisma.sql`u.role = ${query.role}::user_role`);
  if (query.plan) filters.push(Prisma.sql`u.plan = ${query.plan}`);
  if (query.subscribedFrom || query.subscribedBefore) {
    // Only a live subscription has a date to show (the row shows Free otherwise).
    filters.push(Prisma.sql`u.plan <> ${NO_SUBSCRIPTION_VIEW.plan}`);
  }
  if (query.subscribedFrom) filters.push(Prisma.sql`b.started_at >= ${query.subscribedFrom}::timestamptz`);
  if (query.subscribedBefore) filters.push(Prisma.sql`b.started_at < ${query.subscribedBefore}::timestamptz`);
  return filters;
}

/** One condition per place a search can match (see adminUsersListQuery). */
function searchBranches(search: string, contactOnly = false): Prisma.Sql[] {
  const pattern = containsPattern(search);
  const branches = [
    Prisma.sql`u.email ILIKE ${pattern}`,
    // users.search_name: the profile's name, copied by a trigger (see the migration).
    Prisma.sql`u.search_name ILIKE ${pattern}`,
  ];
  if (contactOnly) return branches;
  branches.push(Prisma.sql`u.plan ILIKE ${pattern}`);
  const statuses = statusesContaining(search);
  if (statuses.length > 0) {
    branches.push(Prisma.sql`u.status = ANY(${`{${statuses.join(',')}}`}::account_status[])`);
  }
  return branches;
}

/**
 * How many accounts the filters match (the total over User Management): the list's conditions,
 * and for a search the UNION of the same branches, so each branch reads its own index.
 */
export function adminUsersCountQuery(query: AdminUserFilterQuery): Prisma.Sql {
  const filters = filterConditions(query);
  const matching = (conditions: Prisma.Sql[]) => {
    const where =
      conditions.length > 0 ? Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}` : Prisma.empty;
    return Prisma.sql`SELECT u.id FROM users u LEFT JOIN billing_accounts b ON b.user_id = u.id ${where}`;
  };
  if (!query.search) return Prisma.sql`SELECT count(*)::int AS total FROM (${matching(filters)}) AS hits`;
  const union = Prisma.join(
    searchBranches(query.search, query.searchContactOnly).map(
      (match) => Prisma.sql`(${matching([...filters, match])})`,
    ),
    ' UNION ',
  );
  return Prisma.sql`SELECT count(*)::int AS total FROM (${union}) AS hits`;
}

/** One page of accounts matching every condition, newest first. */
function page(conditions: Prisma.Sql[], limit: number): Prisma.Sql {
  const where = conditions.length > 0 ? Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}` : Prisma.empty;
  return Prisma.sql`SELECT ${COLUMNS}
      FROM users u
      LEFT JOIN profiles p ON p.user_id = u.id
      LEFT JOIN billing_accounts b ON b.user_id = u.id
     ${where}
     ${NEWEST_FIRST}
     LIMIT ${limit}`;
}

/** The account statuses whose word contains the text, as ILIKE would decide. */
export function statusesContaining(text: string): TAccountStatus[] {
  const needle = text.toLowerCase();
  return ACCOUNT_STATUSES.filter((status) => status.includes(needle));
}
