import { Inject, Injectable } from '@nestjs/common';
import type { GetSubscriptionRpc, RpcReply } from '@hirerelay/contracts';
import { LOGGER, type RpcInput } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { QuotaService } from '../quota/quota.service.js';
import { toSubscriptionView } from './subscription-view.mapper.js';
import { SubscriptionRepository, type StoredSubscription } from './subscription.repository.js';

/** The subscription page's view: the mirror row that matters now, with its period's usage. */
@Injectable()
export class SubscriptionViewService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly quota: QuotaService,
    private readonly catalogue: CatalogueService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async get(request: RpcInput<typeof GetSubscriptionRpc>): Promise<RpcReply<typeof GetSubscriptionRpc>> {
    const subscription = await this.subscriptions.latestOfUser(request.userId);
    if (!subscription) return { subscription: null };
    const [usage, scheduledPlanName] = await Promise.all([
      this.quota.usageOf(subscription),
      this.scheduledPlanName(subscription),
    ]);
    return { subscription: toSubscriptionView(subscription, usage, scheduledPlanName) };
  }

  /**
   * The name of the plan a scheduled change moves to. It needs the catalogue's prices (read from
   * Stripe once per process): while Stripe cannot be reached the page goes without the notice
   * rather than without the whole subscription.
   */
  private async scheduledPlanName(subscription: StoredSubscription): Promise<string | null> {
    if (subscription.scheduledPriceId === null || subscription.scheduledAt === null) return null;
    try {
      return (await this.catalogue.planOfPriceId(subscription.scheduledPriceId)).planName;
    } catch (error) {
      this.logger.warn({ err: error }, 'scheduled plan unknown: the Stripe catalogue is not reachable');
      return null;
    }
  }
}
