import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import type { TBillingEnv } from '../config/env.js';
import { QuotaService } from './quota.service.js';

/**
 * Every QUOTA_SWEEP_INTERVAL_MS, gives back the reservations jobs did not confirm within
 * QUOTA_RESERVATION_TIMEOUT_SECONDS. One sweep at a time; a failed one is logged and tried again
 * at the next tick (the database may be away for a moment).
 */
@Injectable()
export class ReservationSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly quota: QuotaService,
    @Inject(SERVICE_CONFIG) private readonly config: TBillingEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), this.config.QUOTA_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.quota
      .sweep(this.config.QUOTA_RESERVATION_TIMEOUT_SECONDS)
      .then((released) => {
        if (released > 0) this.logger.info({ released }, 'released unconfirmed quota reservations');
      })
      .catch((error: unknown) => {
        this.logger.warn({ err: error }, 'quota reservation sweep failed; trying again at the next tick');
      })
      .finally(() => {
        this.running = undefined;
      });
  }
}
