import { Inject, Injectable } from '@nestjs/common';
import { DuplicateSubscriptionRefundedEvent } from '@hirerelay/contracts';
import { isImportingStatus } from '@hirerelay/domain';
import { enqueueEvent, LOGGER } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import { planOfPrice } from '../catalogue/catalogue.rules.js';
import { InjectStripe } from '../clients/stripe.client.js';
import { CustomerRepository } from '../customers/customer.repository.js';
import type { Tx } from '../database.js';
import { toInvoiceRecord } from '../invoices/invoice.mapper.js';
import { InvoiceRepository } from '../invoices/invoice.repository.js';
import { SubscriptionRepository } from './subscription.repository.js';

/**
 * How billing marks a subscription it cancelled as a duplicate (Stripe's
 * `cancellation_details.comment`), followed by the id of the one kept: a retried event finds the
 * mark and finishes the refund and the e-mails instead of treating it as an ordinary cancellation.
 */
export const DUPLICATE_MARK = 'hirerelay:duplicate-of:';

const EXPAND = ['default_payment_method', 'schedule'];

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** A live subscription of the customer, as the rule ranks them. */
export interface Candidate {
  id: string;
  /** Stripe's `created` (Unix seconds). */
  created: number;
  /** Already live in the mirror (billing saw it first). */
  mirroredLive: boolean;
}

/**
 * The subscription that stays among a customer's live ones: the one Stripe created first; within
 * one second the one billing already holds as live, then the smaller id. Every event of either
 * subscription ranks the same candidates the same way, whatever order the webhooks come in.
 */
export function keeperOf(candidates: readonly Candidate[]): Candidate | undefined {
  return [...candidates].sort(
    (a, b) =>
      a.created - b.created ||
      Number(b.mirroredLive) - Number(a.mirroredLive) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )[0];
}

export interface DuplicateOutcome {
  /** The subscription as Stripe now has it (cancelled). */
  subscription: Stripe.Subscription;
  /** The event to write with the mirror (the e-mails to the user and to staff). */
  announce: () => Promise<void>;
}

/**
 * One live subscription per customer. Two checkouts open at once (two tabs, or Back) can both be
 * paid: the later subscription is cancelled at once, its first payment refunded, and the user and
 * staff told (`events.billing.duplicate-subscription-refunded.v1`). Decided under the customer's
 * lock, inside the transaction that mirrors the subscription, on Stripe's current list.
 */
@Injectable()
export class DuplicateSubscriptionService {
  constructor(
    @InjectStripe() private readonly stripe: Stripe,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly customers: CustomerRepository,
    private readonly subscriptions: SubscriptionRepository,
    private readonly invoices: InvoiceRepository,
  ) {}

  /**
   * For a subscription billing sees for the first time (`firstSight`): when it is a live one made
   * by HireRelay's checkout (its metadata names the user) and the customer has another live one
   * that came first, cancel and refund it. Also finishes one cancelled so before (a retried event).
   * Null when the subscription stays.
   */
  async settle(tx: Tx, current: Stripe.Subscription, userId: string): Promise<DuplicateOutcome | null> {
    const customerId = idOf(current.customer)!;
    let keptId = markedKeeper(current);
    let subscription = current;
    if (keptId === null) {
      if (!isImportingStatus(current.status) || !current.metadata.userId) return null;
      await this.customers.lock(tx, customerId);
      const keeper = await this.keeperAmong(tx, current);
      if (!keeper || keeper.id === current.id) return null;
      keptId = keeper.id;
      subscription = await this.stripe.subscriptions.cancel(
        current.id,
        {
          invoice_now: false,
          prorate: false,
          cancellation_details: { comment: `${DUPLICATE_MARK}${keptId}` },
          expand: EXPAND,
        },
        { idempotencyKey: `hirerelay-duplicate-cancel-${current.id}` },
      );
    }
    const refund = await this.refundFirstPayment(subscription, userId);
    await this.recordRefundedInvoice(tx, subscription, userId);
    const kept = await this.stripe.subscriptions.retrieve(keptId);
    this.logger.warn(
      { subscriptionId: current.id, keptSubscriptionId: keptId, refundIds: refund.refundIds },
      'second live subscription of a customer cancelled and refunded',
    );
    return {
      subscription,
      announce: () =>
        enqueueEvent(tx, 'billing', DuplicateSubscriptionRefundedEvent, {
          userId,
          stripeCustomerId: customerId,
          canceledSubscriptionId: current.id,
          canceledPlanName: planNameOf(subscription),
          keptSubscriptionId: keptId,
          keptPlanName: planNameOf(kept),
          refundedAmount: refund.amount,
          currency: refund.currency ?? subscription.currency,
          refundIds: refund.refundIds,
        }).then(() => undefined),
    };
  }

  /** The customer's live subscriptions (Stripe's current list, with this one) ranked by `keeperOf`. */
  private async keeperAmong(tx: Tx, current: Stripe.Subscription): Promise<Candidate | undefined> {
    const listed = await this.stripe.subscriptions.list({
      customer: idOf(current.customer)!,
      limit: 100,
    });
    const live = listed.data.filter((s) => isImportingStatus(s.status) && s.id !== current.id);
    if (live.length === 0) return undefined;
    const all = [...live, current];
    const mirrored = await this.subscriptions.liveIdsInTx(
      tx,
      all.map((s) => s.id),
    );
    return keeperOf(all.map((s) => ({ id: s.id, created: s.created, mirroredLive: mirrored.has(s.id) })));
  }

  /**
   * The refunded first invoice reads `refunded` in the Transaction History, whether its
   * `invoice.paid` came before this or comes after (a later save keeps the refund).
   */
  private async recordRefundedInvoice(tx: Tx, subscription: Stripe.Subscription, userId: string) {
    const invoiceId = idOf(subscription.latest_invoice);
    if (!invoiceId) return;
    const invoice = await this.stripe.invoices.retrieve(invoiceId);
    if (invoice.status !== 'paid') return;
    await this.invoices.saveRefunded(tx, toInvoiceRecord(invoice, userId), new Date());
  }

  /**
   * Refunds what paid the subscription's first invoice (its InvoicePayments: a PaymentIntent or a
   * charge). Idempotent per payment, and a payment already refunded is counted from Stripe's refunds.
   */
  private async refundFirstPayment(
    subscription: Stripe.Subscription,
    userId: string,
  ): Promise<{ amount: number; currency: string | null; refundIds: string[] }> {
    const invoiceId = idOf(subscription.latest_invoice);
    if (!invoiceId) return { amount: 0, currency: null, refundIds: [] };
    const payments = await this.stripe.invoicePayments.list({
      invoice: invoiceId,
      status: 'paid',
      limit: 10,
    });
    const refunds: Stripe.Refund[] = [];
    for (const payment of payments.data) {
      const paymentIntent = idOf(payment.payment.payment_intent);
      const charge = idOf(payment.payment.charge);
      if (!paymentIntent && !charge) continue;
      const target = paymentIntent ? { payment_intent: paymentIntent } : { charge: charge! };
      try {
        refunds.push(
          await this.stripe.refunds.create(
            {
              ...target,
              reason: 'duplicate',
              metadata: { userId, subscriptionId: subscription.id, invoiceId },
            },
            { idempotencyKey: `hirerelay-duplicate-refund-${payment.id}` },
          ),
        );
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeError) || error.code !== 'charge_already_refunded')
          throw error;
        refunds.push(...(await this.stripe.refunds.list({ ...target, limit: 10 })).data);
      }
    }
    return {
      amount: refunds.reduce((sum, refund) => sum + refund.amount, 0),
      currency: refunds[0]?.currency ?? null,
      refundIds: refunds.map((refund) => refund.id),
    };
  }
}

/** The id of the subscription kept, when billing cancelled this one as a duplicate. */
function markedKeeper(subscription: Stripe.Subscription): string | null {
  const comment = subscription.cancellation_details?.comment ?? '';
  return subscription.status === 'canceled' && comment.startsWith(DUPLICATE_MARK)
    ? comment.slice(DUPLICATE_MARK.length)
    : null;
}

const planNameOf = (subscription: Stripe.Subscription): string =>
  planOfPrice(subscription.items.data[0]?.price.lookup_key ?? null).planName;
