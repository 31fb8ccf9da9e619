import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { TAccountStatus, TRole } from '@hirerelay/domain';
import type { Tx, Database } from '../database.js';
import { Prisma } from '../generated/prisma/client.js';

const withProfile = { profile: true } as const;
export type UserWithProfile = Prisma.UserGetPayload<{ include: typeof withProfile }>;

/** What other services may know of an account: its name (from the profile), role and status. */
export interface UserSummaryRecord {
  id: string;
  fullName: string | null;
  role: TRole;
  status: TAccountStatus;
}

export interface AccountStandingRecord {
  status: TAccountStatus;
  /** The admin who set the status last; null for the signup default or billing's own move. */
  statusSetBy: string | null;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  role: TRole;
  smsConsent: boolean;
}

@Injectable()
export class UserRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  findByEmail(email: string): Promise<UserWithProfile | null> {
    return this.db.user.findUnique({ where: { email }, include: withProfile });
  }

  findById(id: string): Promise<UserWithProfile | null> {
    return this.findByIdInTx(this.db, id);
  }

  /** `findById` inside the caller's transaction, so it sees the transaction's own changes. */
  findByIdInTx(tx: Tx, id: string): Promise<UserWithProfile | null> {
    return tx.user.findUnique({ where: { id }, include: withProfile });
  }

  /** The accounts among `ids` (unknown ids have no row), with their profile's name, in one query. */
  findSummaries(ids: readonly string[]): Promise<UserSummaryRecord[]> {
    if (ids.length === 0) return Promise.resolve([]);
    // The ids travel as one text parameter: the contract has already checked each is a uuid.
    return this.db.$queryRaw<UserSummaryRecord[]>`
      SELECT u.id::text AS id, p.full_name AS "fullName", u.role::text AS role, u.status::text AS status
        FROM users u LEFT JOIN profiles p ON p.user_id = u.id
       WHERE u.id = ANY(string_to_array(${ids.join(',')}, ',')::uuid[])`;
  }

  /** The account and its empty profile, together; null when the address is already taken. */
  async createWithProfile(db: Tx, user: NewUser): Promise<UserWithProfile | null> {
    try {
      return await db.user.create({ data: { ...user, profile: { create: {} } }, include: withProfile });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  recordLogin(db: Tx, id: string, role: TRole): Promise<UserWithProfile> {
    return db.user.update({ where: { id }, data: { lastLoginAt: new Date(), role }, include: withProfile });
  }

  async setPasswordHash(db: Tx, id: string, passwordHash: string): Promise<void> {
    await db.user.update({ where: { id }, data: { passwordHash } });
  }

  /**
   * A change by staff (`actorId`) or an operator's command (null): a new status records who set
   * it, so billing's automatic moves leave a status staff chose alone.
   */
  updateAccount(
    db: Tx,
    id: string,
    changes: { status?: TAccountStatus; role?: TRole },
    actorId: string | null,
  ): Promise<UserWithProfile> {
    const data = changes.status === undefined ? changes : { ...changes, statusSetBy: actorId };
    return db.user.update({ where: { id }, data, include: withProfile });
  }

  /**
   * Locks the account for the rest of the transaction (billing's two event consumers of one user
   * take turns) and reads what the automatic status rule needs; null when there is no such user.
   */
  async lockStanding(db: Tx, id: string): Promise<AccountStandingRecord | null> {
    const rows = await db.$queryRaw<AccountStandingRecord[]>`
      SELECT u.status::text AS status, u.status_set_by::text AS "statusSetBy"
        FROM users u WHERE u.id = ${id}::uuid FOR UPDATE`;
    return rows[0] ?? null;
  }

  /**
   * Locks the account for the rest of the transaction and reads what a token may grant from it:
   * a change decided on this read cannot miss a concurrent one (see changeEndsSessions).
   */
  async lockAccess(db: Tx, id: string): Promise<{ role: TRole; status: TAccountStatus } | null> {
    const rows = await db.$queryRaw<{ role: TRole; status: TAccountStatus }[]>`
      SELECT u.role::text AS role, u.status::text AS status FROM users u WHERE u.id = ${id}::uuid FOR UPDATE`;
    return rows[0] ?? null;
  }

  /** What billing's events change on the account: the plan shown, and the status when it moves (by billing, so no admin). */
  async setBillingState(db: Tx, id: string, state: { plan: string; status?: TAccountStatus }): Promise<void> {
    const data = state.status === undefined ? { plan: state.plan } : { ...state, statusSetBy: null };
    await db.user.update({ where: { id }, data });
  }
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}
