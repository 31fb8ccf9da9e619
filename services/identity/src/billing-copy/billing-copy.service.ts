import { Inject, Injectable } from '@nestjs/common';
import type { TEventEnvelope } from '@hirerelay/contracts';
import { LOGGER } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import type { Tx } from '../database.js';
import { UserRepository } from '../users/user.repository.js';
import { BillingCopyRepository } from './billing-copy.repository.js';
import {
  accountStatusAfter,
  adminBillingView,
  applySubscriptionChange,
  applyUsageChange,
  type BillingCopy,
  type TSubscriptionChange,
  type TUsageChange,
} from './billing-copy.rules.js';

/**
 * Keeps identity's read copy of billing from billing's events (billing-copy.rules.ts decides). Each
 * event is applied in the transaction that records its id, under a lock on the account, so the two
 * consumers of one user take turns and a redelivery has no second effect.
 */
@Injectable()
export class BillingCopyService {
  constructor(
    private readonly copies: BillingCopyRepository,
    private readonly users: UserRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async applySubscription(tx: Tx, event: TSubscriptionChange, envelope: TEventEnvelope): Promise<void> {
    await this.apply(tx, event.userId, envelope, (copy) => {
      const next = applySubscriptionChange(copy, event, new Date(envelope.occurredAt));
      // The status rule looks at the change of this subscription's status, not another's.
      const previousStatus = copy?.subscriptionId === event.subscriptionId ? copy.subscriptionStatus : null;
      return next && { next, previousStatus, nextStatus: event.status };
    });
  }

  async applyUsage(tx: Tx, event: TUsageChange, envelope: TEventEnvelope): Promise<void> {
    await this.apply(tx, event.userId, envelope, (copy) => {
      const next = applyUsageChange(copy, event, new Date(envelope.occurredAt));
      return next && { next };
    });
  }

  private async apply(
    tx: Tx,
    userId: string,
    envelope: TEventEnvelope,
    change: (
      copy: BillingCopy | null,
    ) => { next: BillingCopy; previousStatus?: string | null; nextStatus?: string } | null,
  ): Promise<void> {
    const account = await this.users.lockStanding(tx, userId);
    const context = { userId, eventId: envelope.id, subject: envelope.subject };
    if (!account) {
      // Billing knows users identity has deleted (or never had): nothing to show them on.
      this.logger.warn(context, 'billing event for an unknown user ignored');
      return;
    }
    const result = change(await this.copies.find(userId, tx));
    if (!result) {
      this.logger.info(context, 'billing event older than the read copy ignored');
      return;
    }
    const status =
      result.nextStatus === undefined
        ? null
        : accountStatusAfter(account, result.previousStatus ?? null, result.nextStatus);
    await this.copies.save(tx, userId, result.next);
    await this.users.setBillingState(tx, userId, {
      plan: adminBillingView(result.next).plan,
      ...(status ? { status } : {}),
    });
    if (status) {
      this.logger.info(
        { ...context, status: { from: account.status, to: status } },
        'account status set by billing',
      );
    }
  }
}
