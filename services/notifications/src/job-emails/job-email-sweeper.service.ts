import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import type { TNotificationsEnv } from '../config/env.js';

/** How long a kick waits: the consumer's transaction that wrote the e-mail commits meanwhile. */
const KICK_DELAY_MS = 200;

/**
 * Runs the job-e-mail dispatcher every JOB_EMAIL_SWEEP_INTERVAL_MS, and soon after a consumer wrote
 * an e-mail that is due now (`kick`). One sweep at a time; a failed one is logged and tried again
 * at the next tick. Every replica sweeps: the dispatcher's row locks keep them apart.
 */
@Injectable()
export class JobEmailSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;
  private kickTimer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private sweep: (() => Promise<number>) | undefined;
  private readonly logger: Logger;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: TNotificationsEnv,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'job-email-sweeper' });
  }

  /** The dispatcher registers itself (it also needs the scheduler, which kicks this). */
  register(sweep: () => Promise<number>): void {
    this.sweep = sweep;
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), this.config.JOB_EMAIL_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    clearTimeout(this.kickTimer);
    this.timer = undefined;
    await this.running;
  }

  /** An e-mail is due now: sweep shortly instead of at the next interval. */
  kick(): void {
    if (this.timer === undefined || this.kickTimer !== undefined) return;
    this.kickTimer = setTimeout(() => {
      this.kickTimer = undefined;
      this.tick();
    }, KICK_DELAY_MS);
    this.kickTimer.unref();
  }

  private tick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    const sweep = this.sweep;
    if (!sweep) return;
    this.running = sweep()
      .then((sent) => {
        if (sent > 0) this.logger.debug({ sent }, 'job e-mails sent');
      })
      .catch((error: unknown) => {
        this.logger.warn({ err: error }, 'job e-mail sweep failed; trying again at the next tick');
      })
      .finally(() => {
        this.running = undefined;
        if (this.again && this.timer !== undefined) {
          this.again = false;
          this.tick();
        }
      });
  }
}
