import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EXTRA_PACK_APPLICATIONS, EXTRA_PACK_PRICE_CENTS, PLANS } from '@hirerelay/domain';
import type { ListPlansRpc, RpcReply } from '@hirerelay/contracts';
import { LOGGER } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { InjectStripe } from '../clients/stripe.client.js';
import {
  CATALOGUE,
  EXTRA_PACK_LOOKUP_KEY,
  PLAN_LOOKUP_KEYS,
  planOfPrice,
  type CatalogueEntry,
  type SubscribedPlan,
} from './catalogue.rules.js';

type PricesByLookupKey = ReadonlyMap<string, Stripe.Price>;

/**
 * Makes sure Stripe has a price for each plan and the extra pack (created when missing: the
 * stand-in starts empty), and answers them. Started at boot without holding it up (Stripe may be
 * away for a moment); a caller that needs the prices waits for, or retries, the same attempt.
 */
@Injectable()
export class CatalogueService implements OnApplicationBootstrap {
  private prices: Promise<PricesByLookupKey> | undefined;

  constructor(
    @InjectStripe() private readonly stripe: Stripe,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.ensure().catch((error: unknown) => {
      this.logger.warn(
        { err: error },
        'Stripe catalogue not ready yet; retried when the plans are asked for',
      );
    });
  }

  /** The catalogue's prices by lookup key; one attempt at a time, a failed one forgotten. */
  ensure(): Promise<PricesByLookupKey> {
    this.prices ??= this.sync().catch((error: unknown) => {
      this.prices = undefined;
      throw error;
    });
    return this.prices;
  }

  async list(): Promise<RpcReply<typeof ListPlansRpc>> {
    const prices = await this.ensure();
    const priceId = (lookupKey: string) => prices.get(lookupKey)!.id;
    return {
      plans: PLANS.map((plan) => ({
        id: plan.id,
        name: plan.name,
        priceCents: plan.monthlyPriceCents,
        quota: plan.monthlyApplications,
        priceId: priceId(PLAN_LOOKUP_KEYS[plan.id]),
      })),
      extraPack: {
        priceId: priceId(EXTRA_PACK_LOOKUP_KEY),
        priceCents: EXTRA_PACK_PRICE_CENTS,
        applications: EXTRA_PACK_APPLICATIONS,
      },
    };
  }

  /** The plan a Stripe price stands for (a Custom Plan when the catalogue does not know it). */
  async planOfPriceId(priceId: string): Promise<SubscribedPlan> {
    const prices = await this.ensure();
    const price = [...prices.values()].find((candidate) => candidate.id === priceId);
    return planOfPrice(price?.lookup_key);
  }

  private async sync(): Promise<PricesByLookupKey> {
    const found = await this.findPrices();
    for (const entry of CATALOGUE.filter((candidate) => !found.has(candidate.lookupKey))) {
      try {
        found.set(entry.lookupKey, await this.createPrice(entry));
        this.logger.info({ lookupKey: entry.lookupKey }, 'created a Stripe price for the catalogue');
      } catch (error) {
        // Another billing process may have made it a moment ago (lookup keys are unique).
        const again = await this.findPrices();
        const made = again.get(entry.lookupKey);
        if (!made) throw error;
        found.set(entry.lookupKey, made);
      }
    }
    return found;
  }

  private async findPrices(): Promise<Map<string, Stripe.Price>> {
    const listed = await this.stripe.prices.list({
      lookup_keys: CATALOGUE.map((entry) => entry.lookupKey),
      active: true,
      limit: 100,
    });
    return new Map(
      listed.data.filter((price) => price.lookup_key !== null).map((price) => [price.lookup_key!, price]),
    );
  }

  private async createPrice(entry: CatalogueEntry): Promise<Stripe.Price> {
    const product = await this.stripe.products.create({ name: entry.productName });
    return this.stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: entry.unitAmount,
      lookup_key: entry.lookupKey,
      ...(entry.monthly ? { recurring: { interval: 'month' } } : {}),
    });
  }
}
