import { Inject, Injectable } from '@nestjs/common';
import type { TAccountStatus, TRole } from '@hirerelay/domain';
import { DATABASE, type KeysetPosition } from '@hirerelay/nest-common';
import type { IdentityDatabase } from '../database.js';
import { Prisma } from '../generated/prisma/client.js';
import { containsPattern } from './like-pattern.js';

/** One row of the admin list: the account and the name from its profile. */
export interface AdminUserRecord {
  id: string;
  email: string;
  role: TRole;
  status: TAccountStatus;
  fullName: string | null;
  createdAt: Date;
  lastLoginAt: Date | null;
}

export interface AdminUserQuery {
  status?: TAccountStatus | undefined;
  /** Inclusive lower bound on the creation time. */
  createdFrom?: Date | undefined;
  /** Exclusive upper bound on the creation time. */
  createdBefore?: Date | undefined;
  search?: { text: string; alsoMatching: readonly string[] } | undefined;
  after?: KeysetPosition | undefined;
  limit: number;
}

@Injectable()
export class AdminUsersRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  /**
   * Newest first, keyset-paginated on (created_at, id), which the users indexes serve (with or
   * without the status filter). The search is a substring ILIKE: it scans the users matching the
   * other filters, which is fine for an admin screen of thousands of accounts; a pg_trgm index on
   * email and full_name is the next step if it ever needs to be fast over millions.
   */
  list(query: AdminUserQuery): Promise<AdminUserRecord[]> {
    const conditions: Prisma.Sql[] = [];
    if (query.status) conditions.push(Prisma.sql`u.status = ${query.status}::account_status`);
    if (query.createdFrom) conditions.push(Prisma.sql`u.created_at >= ${query.createdFrom}::timestamptz`);
    if (query.createdBefore) conditions.push(Prisma.sql`u.created_at < ${query.createdBefore}::timestamptz`);
    if (query.search) {
      const pattern = containsPattern(query.search.text);
      const matches = [
        Prisma.sql`u.email ILIKE ${pattern}`,
        Prisma.sql`p.full_name ILIKE ${pattern}`,
        Prisma.sql`u.status::text ILIKE ${pattern}`,
        // Texts shown in the row that are not columns here (the plan name).
        ...query.search.alsoMatching.map((text) => Prisma.sql`${text}::text ILIKE ${pattern}`),
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
    return this.db.$queryRaw<AdminUserRecord[]>`
      SELECT u.id::text AS id, u.email, u.role::text AS role, u.status::text AS status,
             p.full_name AS "fullName", u.created_at AS "createdAt", u.last_login_at AS "lastLoginAt"
        FROM users u LEFT JOIN profiles p ON p.user_id = u.id
       ${where}
       ORDER BY u.created_at DESC, u.id DESC
       LIMIT ${query.limit}`;
  }
}
