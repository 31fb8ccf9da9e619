import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  BillingMessages,
  ErrorCode,
  type ProcessWebhookRpc,
  type RpcReply,
} from '@hirerelay/contracts';
import {
  LOGGER,
  OUTBOX_RELAY,
  SERVICE_CONFIG,
  type OutboxRelay,
  type RpcInput,
} from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { EXTRA_PACK_LOOKUP_KEY } from '../catalogue/catalogue.rules.js';
import { InjectStripe } from '../clients/stripe.client.js';
import type { TBillingEnv } from '../config/env.js';
import { CustomerRepository } from '../customers/customer.repository.js';
import { Transactions, type Tx } from '../database.js';
import { InvoiceRepository } from '../invoices/invoice.repository.js';
import { subscriptionIdOfInvoice, toInvoiceRecord } from '../invoices/invoice.mapper.js';
import { QuotaRepository } from '../quota/quota.repository.js';
import { enqueueUsageChanged } from '../quota/usage-event.util.js';
import { SubscriptionRepository } from '../subscriptions/subscription.repository.js';
import { SubscriptionSyncService } from '../subscriptions/subscription-sync.service.js';
import { StripeEventRepository } from './stripe-event.repository.js';

/** Stripe's own default: a signature older than this is refused (a replayed capture). */
const WEBHOOK_TOLERANCE_SECONDS = 300;
/** Applying an event may read Stripe inside the transaction (under the subscription's lock). */
const APPLY_TIMEOUT_MS = 30_000;

const idOf = (value: string | { id: string } | null): string | null =>
  value === null ? null : typeof value === 'string' ? value : value.id;

/**
 * Stripe webhooks: verified with the endpoint secret, each event applied once (its id recorded in
 * the same transaction as its effect), in any order (subscriptions are re-read from Stripe).
 */
@Injectable()
export class WebhooksService {
  constructor(
    @InjectStripe() private readonly stripe: Stripe,
    @Inject(SERVICE_CONFIG) private readonly config: TBillingEnv,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
    private readonly transactions: Transactions,
    private readonly events: StripeEventRepository,
    private readonly sync: SubscriptionSyncService,
    private readonly customers: CustomerRepository,
    private readonly invoices: InvoiceRepository,
    private readonly subscriptions: SubscriptionRepository,
    private readonly quota: QuotaRepository,
  ) {}

  async process(request: RpcInput<typeof ProcessWebhookRpc>): Promise<RpcReply<typeof ProcessWebhookRpc>> {
    const event = this.verify(request.payload, request.signature);
    const applied = await this.transactions.run(
      async (tx) => {
        if (!(await this.events.record(tx, event.id, event.type))) return false;
        await this.apply(tx, event);
        return true;
      },
      { timeoutMs: APPLY_TIMEOUT_MS },
    );
    this.relay.kick();
    if (applied) this.logger.info({ eventId: event.id, type: event.type }, 'Stripe event applied');
    return { received: true, duplicate: !applied };
  }

  private verify(payload: string, signature: string): Stripe.Event {
    try {
      return this.stripe.webhooks.constructEvent(
        payload,
        signature,
        this.config.STRIPE_WEBHOOK_SECRET,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch {
      // The SDK's reason (bad signature, stale time, bad JSON) stays out of the reply and the log.
      throw new AppError(ErrorCode.Validation, BillingMessages.invalidWebhookSignature);
    }
  }

  private async apply(tx: Tx, event: Stripe.Event): Promise<void> {
    const created = new Date(event.created * 1000);
    switch (event.type) {
      case 'checkout.session.completed':
        return this.checkoutCompleted(tx, event.data.object, created);
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return this.sync.sync(tx, event.data.object.id, created);
      case 'invoice.paid':
        return this.invoicePaid(tx, event.data.object, created);
      case 'invoice.payment_failed': {
        const subscriptionId = subscriptionIdOfInvoice(event.data.object);
        if (subscriptionId) await this.sync.sync(tx, subscriptionId, created);
        return;
      }
      default:
        return; // Recorded, so a redelivery is answered at once; nothing else to do.
    }
  }

  private async checkoutCompleted(tx: Tx, session: Stripe.Checkout.Session, created: Date): Promise<void> {
    const userId = session.client_reference_id ?? session.metadata?.userId ?? null;
    const customerId = idOf(session.customer);
    if (userId && customerId) await this.customers.link(tx, userId, customerId);
    if (session.mode === 'subscription') {
      const subscriptionId = idOf(session.subscription);
      if (subscriptionId) await this.sync.sync(tx, subscriptionId, created, userId ?? undefined);
      return;
    }
    if (session.mode === 'payment' && userId && session.payment_status === 'paid') {
      await this.extraPacksBought(tx, session, userId);
    }
  }

  /** Extra packs add to the current period only (they expire with it). */
  private async extraPacksBought(tx: Tx, session: Stripe.Checkout.Session, userId: string): Promise<void> {
    const items = await this.stripe.checkout.sessions.listLineItems(session.id, { limit: 10 });
    const packs = items.data
      .filter((item) => item.price?.lookup_key === EXTRA_PACK_LOOKUP_KEY)
      .reduce((sum, item) => sum + (item.quantity ?? 0), 0);
    const subscription = await this.subscriptions.latestOfUserInTx(tx, userId);
    if (packs === 0 || !subscription) {
      this.logger.warn({ sessionId: session.id, packs }, 'extra-pack checkout with nothing to add to');
      return;
    }
    const period = await this.quota.ensurePeriod(tx, {
      userId,
      periodStart: subscription.currentPeriodStart,
      periodEnd: subscription.currentPeriodEnd,
      planQuota: subscription.quota,
    });
    await enqueueUsageChanged(tx, await this.quota.addExtraPacks(tx, period.id, packs));
  }

  /** A paid invoice is stored; a renewal's subscription is synced, which opens the new period. */
  private async invoicePaid(tx: Tx, invoice: Stripe.Invoice, created: Date): Promise<void> {
    const subscriptionId = subscriptionIdOfInvoice(invoice);
    if (subscriptionId) await this.sync.sync(tx, subscriptionId, created);
    const customerId = idOf(invoice.customer);
    const userId = customerId ? await this.customers.userOf(tx, customerId) : null;
    if (!userId) {
      this.logger.warn({ invoiceId: invoice.id }, 'paid invoice of no known user; not stored');
      return;
    }
    await this.invoices.save(tx, toInvoiceRecord(invoice, userId));
  }
}
