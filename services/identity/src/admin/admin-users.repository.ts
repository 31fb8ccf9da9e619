import { Inject, Injectable } from '@nestjs/common';
import type { TAccountStatus, TRole } from '@hirerelay/domain';
import { DATABASE, type KeysetPosition } from '@hirerelay/nest-common';
import type { IdentityDatabase } from '../database.js';
import { Prisma } from '../generated/prisma/client.js';
import { toBillingCopy } from '../billing-copy/billing-copy.repository.js';
import { NO_SUBSCRIPTION_VIEW, type BillingCopy } from '../billing-copy/billing-copy.rules.js';
import { containsPattern } from './like-pattern.js';

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

export interface AdminUserQuery {
  status?: TAccountStatus | undefined;
  /** The plan the row shows (`users.plan`: Free without a live subscription). */
  plan?: string | undefined;
  /** Inclusive lower bound on the subscription's start (accounts with a live subscription only). */
  subscribedFrom?: Date | undefined;
  /** Exclusive upper bound on the subscription's start. */
  subscribedBefore?: Date | undefined;
  search?: string | undefined;
  after?: KeysetPosition | undefined;
  limit: number;
}

@Injectable()
export class AdminUsersRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  /**
   * Newest first, keyset-paginated on (created_at, id), which the users indexes serve (with or
   * without the status or the plan filter). The search is a substring ILIKE: it scans the users
   * matching the other filters, which is fine for an admin screen of thousands of accounts; a
   * pg_trgm index on email and full_name is the next step if it ever needs to be fast over millions.
   */
  async list(query: AdminUserQuery): Promise<AdminUserRecord[]> {
    const conditions: Prisma.Sql[] = [];
    if (query.status) conditions.push(Prisma.sql`u.status = ${query.status}::account_status`);
    if (query.plan) conditions.push(Prisma.sql`u.plan = ${query.plan}`);
    if (query.subscribedFrom || query.subscribedBefore) {
      // Only a live subscription has a date to show (the row shows Free otherwise).
      conditions.push(Prisma.sql`u.plan <> ${NO_SUBSCRIPTION_VIEW.plan}`);
    }
    if (query.subscribedFrom) {
      conditions.push(Prisma.sql`b.started_at >= ${query.subscribedFrom}::timestamptz`);
    }
    if (query.subscribedBefore) {
      conditions.push(Prisma.sql`b.started_at < ${query.subscribedBefore}::timestamptz`);
    }
    if (query.search) {
      const pattern = containsPattern(query.search);
      const matches = [
        Prisma.sql`u.email ILIKE ${pattern}`,
        Prisma.sql`p.full_name ILIKE ${pattern}`,
        Prisma.sql`u.status::text ILIKE ${pattern}`,
        Prisma.sql`u.plan ILIKE ${pattern}`,
      ];
      conditions.push(Prisma.sql`(${Prisma.join(matches, ' OR ')})`);
    }
    if (query.after) {
      conditions.push(
        Prisma.sql`(u.created_at, u.id) < (${query.after.at}::timestamptz, ${query.after.id}::uuid)`,
      );
    }
    const where =
      conditions.length > 0 ? Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}` : Prisma.empty;
    const accounts = await this.db.$queryRaw<Omit<AdminUserRecord, 'billing'>[]>`
      SELECT u.id::text AS id, u.email, u.role::text AS role, u.status::text AS status,
             p.full_name AS "fullName", u.created_at AS "createdAt", u.last_login_at AS "lastLoginAt"
        FROM users u
        LEFT JOIN profiles p ON p.user_id = u.id
        LEFT JOIN billing_accounts b ON b.user_id = u.id
       ${where}
       ORDER BY u.created_at DESC, u.id DESC
       LIMIT ${query.limit}`;
    // The page's billing copies in one more query (by primary key), rather than 17 more columns.
    const copies = await this.db.billingAccount.findMany({
      where: { userId: { in: accounts.map((account) => account.id) } },
    });
    const copyOf = new Map(copies.map((row) => [row.userId, toBillingCopy(row)]));
    return accounts.map((account) => ({ ...account, billing: copyOf.get(account.id) ?? null }));
  }
}
