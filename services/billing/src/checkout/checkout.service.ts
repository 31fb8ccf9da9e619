import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  BillingMessages,
  ErrorCode,
  SERVER_ERROR_MESSAGES,
  type CreateCheckoutRpc,
  type CreateExtraPackCheckoutRpc,
  type CreatePortalRpc,
  type GetCheckoutSessionRpc,
  type RpcReply,
} from '@hirerelay/contracts';
import { isImportingStatus } from '@hirerelay/domain';
import { LOGGER, type RpcInput } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import { EXTRA_PACK_LOOKUP_KEY, PLAN_LOOKUP_KEYS } from '../catalogue/catalogue.rules.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { InjectStripe } from '../clients/stripe.client.js';
import { CustomerRepository } from '../customers/customer.repository.js';
import { Transactions } from '../database.js';
import { canBuyExtraPacks } from '../subscriptions/extra-packs.rules.js';
import { SubscriptionRepository } from '../subscriptions/subscription.repository.js';

type HostedPage = RpcReply<typeof CreateCheckoutRpc>;

/** A subscription whose invoice failed: paid by a new card, which Stripe charges the open invoice. */
const AWAITING_PAYMENT: ReadonlySet<string> = new Set(['past_due', 'unpaid']);

const periodOver = (subscription: { currentPeriodEnd: Date }) =>
  subscription.currentPeriodEnd.getTime() <= Date.now();

/** Making a plan checkout holds the customer's lock over two or three Stripe calls. */
const CHECKOUT_TIMEOUT_MS = 30_000;

/**
 * Stripe's hosted pages: Checkout for a plan or extra packs, and the Billing Portal. Each names
 * the user (client_reference_id and metadata) so the webhooks can tell whose payment it was.
 */
@Injectable()
export class CheckoutService {
  constructor(
    @InjectStripe() private readonly stripe: Stripe,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly catalogue: CatalogueService,
    private readonly customers: CustomerRepository,
    private readonly subscriptions: SubscriptionRepository,
    private readonly transactions: Transactions,
  ) {}

  async checkout(request: RpcInput<typeof CreateCheckoutRpc>): Promise<HostedPage> {
    const subscription = await this.subscriptions.latestOfUser(request.userId);
    if (subscription && isImportingStatus(subscription.status)) {
      throw new AppError(ErrorCode.Conflict, BillingMessages.alreadySubscribed);
    }
    // A failed payment is paid by updating the card (Stripe retries the open invoice), not by a
    // second plan beside the unpaid one.
    if (subscription && AWAITING_PAYMENT.has(subscription.status) && !periodOver(subscription)) {
      throw new AppError(ErrorCode.Conflict, BillingMessages.pastDueUpdateCard);
    }
    return this.outward(async () => {
      const prices = await this.catalogue.ensure();
      const customer = await this.customerFor(request.userId, request.email, request.name ?? null);
      // One open plan checkout per customer: made and the others expired under the customer's
      // lock, so two at once (a double click, two tabs) leave the later one open.
      return this.transactions.run(
        async (tx) => {
          await this.customers.lock(tx, customer);
          const session = await this.stripe.checkout.sessions.create({
            mode: 'subscription',
            // Cards only: no method the rest of billing does not handle.
            allowed_payment_method_types: ['card'],
            customer,
            line_items: [{ price: prices.get(PLAN_LOOKUP_KEYS[request.planId])!.id, quantity: 1 }],
            client_reference_id: request.userId,
            metadata: { userId: request.userId },
            subscription_data: { metadata: { userId: request.userId } },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          });
          await this.expireOtherPlanCheckouts(customer, session.id);
          return { url: session.url! };
        },
        { timeoutMs: CHECKOUT_TIMEOUT_MS },
      );
    });
  }

  /**
   * Expires the customer's other open plan checkouts (an earlier tab, or one left by Back), so only
   * the newest can be paid. A failure here is logged and the new checkout still given: paying two
   * anyway is caught when the second completes (`DuplicateSubscriptionService`).
   */
  private async expireOtherPlanCheckouts(customer: string, keep: string): Promise<void> {
    try {
      const open = await this.stripe.checkout.sessions.list({ customer, status: 'open', limit: 100 });
      for (const session of open.data) {
        if (session.id === keep || session.mode !== 'subscription') continue;
        await this.stripe.checkout.sessions.expire(session.id).catch((error: unknown) => {
          // Paid or expired in the meantime: nothing left to expire.
          this.logger.warn({ sessionId: session.id, err: error }, 'open checkout not expired');
        });
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'open checkouts not listed; none expired');
    }
  }

  async extraPacks(request: RpcInput<typeof CreateExtraPackCheckoutRpc>): Promise<HostedPage> {
    const subscription = await this.subscriptions.latestOfUser(request.userId);
    if (!subscription || !canBuyExtraPacks(subscription)) {
      throw new AppError(ErrorCode.Forbidden, BillingMessages.extraPacksNeedPlan);
    }
    return this.outward(async () => {
      const prices = await this.catalogue.ensure();
      const session = await this.stripe.checkout.sessions.create({
        mode: 'payment',
        allowed_payment_method_types: ['card'],
        customer: subscription.stripeCustomerId,
        line_items: [{ price: prices.get(EXTRA_PACK_LOOKUP_KEY)!.id, quantity: request.packs }],
        client_reference_id: request.userId,
        metadata: { userId: request.userId },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      return { url: session.url! };
    });
  }

  async portal(request: RpcInput<typeof CreatePortalRpc>): Promise<HostedPage> {
    const customer = await this.customers.customerOf(request.userId);
    if (!customer) throw new AppError(ErrorCode.NotFound, BillingMessages.noBillingAccount);
    return this.outward(async () => {
      const session = await this.stripe.billingPortal.sessions.create({
        customer,
        return_url: request.returnUrl,
      });
      return { url: session.url };
    });
  }

  /**
   * One of the user's own checkouts as Stripe has it, for the page they came back to. Another
   * user's session (or none) is NOT_FOUND alike, so ids cannot be probed.
   */
  async session(
    request: RpcInput<typeof GetCheckoutSessionRpc>,
  ): Promise<RpcReply<typeof GetCheckoutSessionRpc>> {
    const session = await this.outward(async () => {
      try {
        return await this.stripe.checkout.sessions.retrieve(request.sessionId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
          return null;
        throw error;
      }
    });
    if (!session || session.client_reference_id !== request.userId) {
      throw new AppError(ErrorCode.NotFound, BillingMessages.checkoutNotFound);
    }
    return {
      id: request.sessionId,
      purchase: session.mode === 'payment' ? 'extra-packs' : 'plan',
      status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
      paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    };
  }

  /**
   * The user's Stripe customer, made on the first checkout with their e-mail, name and user id
   * (shown on Stripe's pages and receipts). The idempotency key makes two racing first checkouts get one customer from
   * Stripe; the first stored link wins in our table.
   */
  private async customerFor(userId: string, email: string, name: string | null): Promise<string> {
    const known = await this.customers.customerOf(userId);
    if (known) return known;
    const customer = await this.stripe.customers.create(
      { email, ...(name ? { name } : {}), metadata: { userId } },
      { idempotencyKey: `hirerelay-customer-${userId}` },
    );
    return this.customers.linkAndRead(userId, customer.id);
  }

  /** A Stripe call that fails is an outage to the caller; the cause goes to the log only. */
  private async outward<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof AppError) throw error;
      const stripeError = error instanceof Stripe.errors.StripeError ? error : undefined;
      this.logger.error(
        {
          stripeError: stripeError ? { type: stripeError.type, code: stripeError.code } : undefined,
          err: error,
        },
        'Stripe call failed',
      );
      throw new AppError(ErrorCode.ServiceUnavailable, SERVER_ERROR_MESSAGES.SERVICE_UNAVAILABLE);
    }
  }
}
