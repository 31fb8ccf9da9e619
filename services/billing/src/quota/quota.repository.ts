import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import { UNLIMITED_QUOTA, EXTRA_PACK_APPLICATIONS } from '@hirerelay/domain';
import type { TReservationState } from '@hirerelay/contracts';
import type { Database, Tx } from '../database.js';
import type { QuotaPeriod, QuotaReservation } from '../generated/prisma/client.js';

export type StoredPeriod = QuotaPeriod;
export type StoredReservation = Omit<QuotaReservation, 'state'> & { state: TReservationState };

export interface PeriodKey {
  userId: string;
  periodStart: Date;
  periodEnd: Date;
  planQuota: number;
}

interface PeriodRow {
  id: string;
  user_id: string;
  period_start: Date;
  period_end: Date;
  plan_quota: number;
  extra_packs: number;
  used: number;
  created_at: Date;
}

const toPeriod = (row: PeriodRow): StoredPeriod => ({
  id: row.id,
  userId: row.user_id,
  periodStart: row.period_start,
  periodEnd: row.period_end,
  planQuota: row.plan_quota,
  extraPacks: row.extra_packs,
  used: row.used,
  createdAt: row.created_at,
});

const PERIOD_COLUMNS = 'id, user_id, period_start, period_end, plan_quota, extra_packs, used, created_at';

/**
 * The quota ledger. Taking an application is one conditional UPDATE (`used < quota`): PostgreSQL
 * serialises updates of the period row, and each re-checks the condition on the row the previous
 * one committed, so racing reservations for the last application cannot both win.
 */
@Injectable()
export class QuotaRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * The user's row for a billing period, made on first use at 0 used (a new period never inherits
   * the last one's count). The plan quota and end follow the subscription. The upsert also locks
   * the row until the transaction ends, so one user's reservations queue behind each other.
   */
  async ensurePeriod(tx: Tx, key: PeriodKey): Promise<StoredPeriod> {
    const rows = await tx.$queryRawUnsafe<PeriodRow[]>(
      `INSERT INTO quota_periods (id, user_id, period_start, period_end, plan_quota)
       VALUES (gen_random_uuid(), $1::uuid, $2, $3, $4)
       ON CONFLICT (user_id, period_start)
         DO UPDATE SET period_end = EXCLUDED.period_end, plan_quota = EXCLUDED.plan_quota
       RETURNING ${PERIOD_COLUMNS}`,
      key.userId,
      key.periodStart,
      key.periodEnd,
      key.planQuota,
    );
    return toPeriod(rows[0]!);
  }

  findPeriod(userId: string, periodStart: Date): Promise<StoredPeriod | null> {
    return this.db.quotaPeriod.findUnique({ where: { userId_periodStart: { userId, periodStart } } });
  }

  /** One more used, only while some are left (or the quota is unlimited); null when none is left. */
  async takeOne(tx: Tx, periodId: string): Promise<StoredPeriod | null> {
    const rows = await tx.$queryRawUnsafe<PeriodRow[]>(
      `UPDATE quota_periods SET used = used + 1
       WHERE id = $1::uuid AND (plan_quota >= $2 OR used < plan_quota + extra_packs * $3)
       RETURNING ${PERIOD_COLUMNS}`,
      periodId,
      UNLIMITED_QUOTA,
      EXTRA_PACK_APPLICATIONS,
    );
    return rows[0] ? toPeriod(rows[0]) : null;
  }

  /** One less used (never below 0). */
  async giveOneBack(tx: Tx, periodId: string): Promise<StoredPeriod> {
    const rows = await tx.$queryRawUnsafe<PeriodRow[]>(
      `UPDATE quota_periods SET used = GREATEST(used - 1, 0) WHERE id = $1::uuid RETURNING ${PERIOD_COLUMNS}`,
      periodId,
    );
    return toPeriod(rows[0]!);
  }

  /** Counts one application used whatever the limit (a job that was saved after all). */
  async countOne(tx: Tx, periodId: string): Promise<StoredPeriod> {
    const rows = await tx.$queryRawUnsafe<PeriodRow[]>(
      `UPDATE quota_periods SET used = used + 1 WHERE id = $1::uuid RETURNING ${PERIOD_COLUMNS}`,
      periodId,
    );
    return toPeriod(rows[0]!);
  }

  async addExtraPacks(tx: Tx, periodId: string, packs: number): Promise<StoredPeriod> {
    const rows = await tx.$queryRawUnsafe<PeriodRow[]>(
      `UPDATE quota_periods SET extra_packs = extra_packs + $2 WHERE id = $1::uuid RETURNING ${PERIOD_COLUMNS}`,
      periodId,
      packs,
    );
    return toPeriod(rows[0]!);
  }

  periodByIdInTx(tx: Tx, periodId: string): Promise<StoredPeriod | null> {
    return tx.quotaPeriod.findUnique({ where: { id: periodId } });
  }

  /** A new reservation, or null when the job already has one (taken by the first request). */
  async insertReservation(
    tx: Tx,
    reservation: { jobId: string; userId: string; periodId: string; reservedAt: Date },
  ): Promise<StoredReservation | null> {
    const rows = await tx.$queryRawUnsafe<{ job_id: string }[]>(
      `INSERT INTO quota_reservations (job_id, user_id, period_id, state, reserved_at)
       VALUES ($1::uuid, $2::uuid, $3::uuid, 'reserved', $4)
       ON CONFLICT (job_id) DO NOTHING RETURNING job_id`,
      reservation.jobId,
      reservation.userId,
      reservation.periodId,
      reservation.reservedAt,
    );
    return rows.length === 0 ? null : this.reservationForUpdate(tx, reservation.jobId);
  }

  /** The job's reservation, locked until the transaction ends (release/confirm/sweep take turns). */
  async reservationForUpdate(tx: Tx, jobId: string): Promise<StoredReservation | null> {
    const rows = await tx.$queryRawUnsafe<{ job_id: string }[]>(
      'SELECT job_id FROM quota_reservations WHERE job_id = $1::uuid FOR UPDATE',
      jobId,
    );
    if (rows.length === 0) return null;
    return (await tx.quotaReservation.findUnique({ where: { jobId } })) as StoredReservation | null;
  }

  async setState(
    tx: Tx,
    jobId: string,
    change: { state: TReservationState; settledAt: Date | null; periodId?: string; reservedAt?: Date },
  ): Promise<StoredReservation> {
    return (await tx.quotaReservation.update({ where: { jobId }, data: change })) as StoredReservation;
  }

  /** Reservations still unconfirmed since before `olderThan`, oldest first (the sweep's batch). */
  async staleReservationIds(olderThan: Date, limit: number): Promise<string[]> {
    const rows = await this.db.quotaReservation.findMany({
      where: { state: 'reserved', reservedAt: { lt: olderThan } },
      orderBy: { reservedAt: 'asc' },
      select: { jobId: true },
      take: limit,
    });
    return rows.map((row) => row.jobId);
  }
}
