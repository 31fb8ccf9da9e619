import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  BillingMessages,
  ErrorCode,
  type CheckQuotaRpc,
  type ConfirmQuotaRpc,
  type GetUsageRpc,
  type ReleaseQuotaRpc,
  type ReserveQuotaRpc,
  type RpcReply,
  type TUsage,
} from '@hirerelay/contracts';
import { isImportingStatus, periodQuota, UNLIMITED_QUOTA } from '@hirerelay/domain';
import { OUTBOX_RELAY, type OutboxRelay, type RpcInput } from '@hirerelay/nest-common';
import { Transactions, type Tx } from '../database.js';
import { SubscriptionRepository, type StoredSubscription } from '../subscriptions/subscription.repository.js';
import { QuotaRepository, type StoredPeriod, type StoredReservation } from './quota.repository.js';
import { enqueueUsageChanged } from './usage-event.util.js';
import { toUsage } from './usage.mapper.js';

type ReservationReply = RpcReply<typeof ReleaseQuotaRpc>;

/** The subscription an import may use, or billing's refusal: none, or not active (or trialing) now. */
function refuseUnlessImporting(subscription: StoredSubscription | null): StoredSubscription {
  if (!subscription) throw new AppError(ErrorCode.Forbidden, BillingMessages.subscriptionRequired);
  if (!isImportingStatus(subscription.status) || subscription.currentPeriodEnd <= new Date()) {
    throw new AppError(ErrorCode.Forbidden, BillingMessages.subscriptionInactive);
  }
  return subscription;
}

/**
 * The quota ledger's rules: one application per job, taken from the user's current billing period
 * while the subscription is active (or trialing) and some are left; given back on release or when
 * nobody confirms it in time (`sweep`).
 */
@Injectable()
export class QuotaService {
  constructor(
    private readonly transactions: Transactions,
    private readonly quota: QuotaRepository,
    private readonly subscriptions: SubscriptionRepository,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
  ) {}

  async reserve(request: RpcInput<typeof ReserveQuotaRpc>): Promise<RpcReply<typeof ReserveQuotaRpc>> {
    const reply = await this.transactions.run(async (tx) => {
      const { period, planName } = await this.currentPeriodOrRefuse(tx, request.userId);
      const now = new Date();
      const created = await this.quota.insertReservation(tx, {
        jobId: request.jobId,
        userId: request.userId,
        periodId: period.id,
        reservedAt: now,
      });
      if (created === null) {
        const existing = await this.quota.reservationForUpdate(tx, request.jobId);
        // The same job again takes nothing more; a released one is taken again.
        if (existing && existing.state !== 'released') {
          return { ...(await this.unchanged(tx, existing)), planName };
        }
      }
      const taken = await this.quota.takeOne(tx, period.id);
      if (taken === null) {
        // Throwing rolls the reservation back with the transaction.
        throw new AppError(
          ErrorCode.Forbidden,
          BillingMessages.limitReached(periodQuota(period.planQuota, period.extraPacks)),
        );
      }
      const reservation =
        created ??
        (await this.quota.setState(tx, request.jobId, {
          state: 'reserved',
          settledAt: null,
          periodId: period.id,
          reservedAt: now,
        }));
      return { ...(await this.changed(tx, reservation, taken)), planName };
    });
    this.relay.kick();
    return reply;
  }

  /** ReserveQuotaRpc's refusals without taking anything: the review step's early answer. */
  async check(request: RpcInput<typeof CheckQuotaRpc>): Promise<RpcReply<typeof CheckQuotaRpc>> {
    const subscription = refuseUnlessImporting(await this.subscriptions.latestOfUser(request.userId));
    const usage = await this.usageOf(subscription);
    if (usage.quota < UNLIMITED_QUOTA && usage.used >= usage.quota) {
      throw new AppError(ErrorCode.Forbidden, BillingMessages.limitReached(usage.quota));
    }
    return { planName: subscription.planName };
  }

  async release(request: RpcInput<typeof ReleaseQuotaRpc>): Promise<ReservationReply> {
    const reply = await this.transactions.run(async (tx) =>
      this.releaseLocked(tx, await this.reservationOrRefuse(tx, request.jobId)),
    );
    this.relay.kick();
    return reply;
  }

  /**
   * Staff deleted a job before it reached Applied (`events.jobs.job-deleted.v1` with
   * `releaseApplication`): its application goes back to its period, inside the consumer's
   * transaction. A job that reserved nothing, or one already given back, changes nothing.
   */
  async releaseDeleted(tx: Tx, jobId: string): Promise<void> {
    const reservation = await this.quota.reservationForUpdate(tx, jobId);
    if (reservation) await this.releaseLocked(tx, reservation);
  }

  private async releaseLocked(tx: Tx, reservation: StoredReservation): Promise<ReservationReply> {
    if (reservation.state === 'released') return this.unchanged(tx, reservation);
    const period = await this.quota.giveOneBack(tx, reservation.periodId);
    const released = await this.quota.setState(tx, reservation.jobId, {
      state: 'released',
      settledAt: new Date(),
    });
    return this.changed(tx, released, period);
  }

  /**
   * The job was saved. A reservation the sweep had already given back is counted again: the job
   * exists, so its application is used, even past the limit.
   */
  async confirm(request: RpcInput<typeof ConfirmQuotaRpc>): Promise<ReservationReply> {
    const reply = await this.transactions.run(async (tx) =>
      this.confirmLocked(tx, await this.reservationOrRefuse(tx, request.jobId)),
    );
    this.relay.kick();
    return reply;
  }

  /**
   * jobs saved the job (`events.jobs.job-imported.v1`): its reservation is confirmed, inside the
   * consumer's transaction. An event for a job that reserved nothing changes nothing.
   */
  async confirmImported(tx: Tx, jobId: string): Promise<void> {
    const reservation = await this.quota.reservationForUpdate(tx, jobId);
    if (reservation) await this.confirmLocked(tx, reservation);
  }

  private async confirmLocked(tx: Tx, reservation: StoredReservation): Promise<ReservationReply> {
    if (reservation.state === 'confirmed') return this.unchanged(tx, reservation);
    const wasReleased = reservation.state === 'released';
    const confirmed = await this.quota.setState(tx, reservation.jobId, {
      state: 'confirmed',
      settledAt: new Date(),
    });
    if (!wasReleased) return this.unchanged(tx, confirmed);
    return this.changed(tx, confirmed, await this.quota.countOne(tx, reservation.periodId));
  }

  async usage(request: RpcInput<typeof GetUsageRpc>): Promise<RpcReply<typeof GetUsageRpc>> {
    const subscription = await this.subscriptions.latestOfUser(request.userId);
    return { usage: subscription ? await this.usageOf(subscription) : null };
  }

  /** The usage of a subscription's current period: its ledger row, or none used yet when it has none. */
  async usageOf(subscription: StoredSubscription): Promise<TUsage> {
    const period = await this.quota.findPeriod(subscription.userId, subscription.currentPeriodStart);
    return toUsage(
      period ?? {
        id: '',
        userId: subscription.userId,
        periodStart: subscription.currentPeriodStart,
        periodEnd: subscription.currentPeriodEnd,
        planQuota: subscription.quota,
        extraPacks: 0,
        used: 0,
        createdAt: subscription.currentPeriodStart,
      },
    );
  }

  /**
   * Gives back every reservation not confirmed within `timeoutSeconds` (jobs never confirmed it:
   * the import died on the way). Each in its own transaction, re-checked under its row lock, so a
   * confirm racing the sweep wins or loses cleanly. Returns how many were released.
   */
  async sweep(timeoutSeconds: number, now = new Date()): Promise<number> {
    const olderThan = new Date(now.getTime() - timeoutSeconds * 1000);
    let released = 0;
    for (const jobId of await this.quota.staleReservationIds(olderThan, 500)) {
      const done = await this.transactions.run(async (tx) => {
        const reservation = await this.quota.reservationForUpdate(tx, jobId);
        if (!reservation || reservation.state !== 'reserved' || reservation.reservedAt >= olderThan)
          return false;
        const period = await this.quota.giveOneBack(tx, reservation.periodId);
        const settled = await this.quota.setState(tx, jobId, { state: 'released', settledAt: now });
        await this.changed(tx, settled, period);
        return true;
      });
      if (done) released += 1;
    }
    if (released > 0) this.relay.kick();
    return released;
  }

  /** The user's ledger row for the subscription's current period and its plan, or the spec's refusal. */
  private async currentPeriodOrRefuse(
    tx: Tx,
    userId: string,
  ): Promise<{ period: StoredPeriod; planName: string }> {
    const subscription = refuseUnlessImporting(await this.subscriptions.latestOfUserInTx(tx, userId));
    const period = await this.quota.ensurePeriod(tx, {
      userId,
      periodStart: subscription.currentPeriodStart,
      periodEnd: subscription.currentPeriodEnd,
      planQuota: subscription.quota,
    });
    return { period, planName: subscription.planName };
  }

  private async reservationOrRefuse(tx: Tx, jobId: string): Promise<StoredReservation> {
    const reservation = await this.quota.reservationForUpdate(tx, jobId);
    if (!reservation) throw new AppError(ErrorCode.NotFound, BillingMessages.reservationNotFound);
    return reservation;
  }

  private async unchanged(tx: Tx, reservation: StoredReservation): Promise<ReservationReply> {
    const period = await this.quota.periodByIdInTx(tx, reservation.periodId);
    return { jobId: reservation.jobId, state: reservation.state, usage: toUsage(period!) };
  }

  /** The reply, and the usage-changed event written with the change. */
  private async changed(
    tx: Tx,
    reservation: StoredReservation,
    period: StoredPeriod,
  ): Promise<ReservationReply> {
    await enqueueUsageChanged(tx, period);
    return { jobId: reservation.jobId, state: reservation.state, usage: toUsage(period) };
  }
}
