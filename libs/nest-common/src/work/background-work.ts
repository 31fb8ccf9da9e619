import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';

export interface BackgroundWorkOptions {
  /** Named in the logs. */
  name: string;
  /** How often pending work is looked for when nobody kicks (a crash's leftovers, other replicas' writes). */
  intervalMs: number;
  /** Items one `runBatch` takes at most; a full batch means more may wait, so the loop goes on. */
  batchSize: number;
}

/**
 * Work a service does off the request path, found in its own tables (rows marked pending) and
 * taken with row locks that skip each other (`FOR UPDATE SKIP LOCKED`), so any number of replicas
 * share it, and a crash loses nothing: the row stays pending and the next tick takes it.
 *
 * A subclass answers `runBatch(limit)` with how many items it finished. The loop runs batches until
 * one comes back short, on a timer and whenever `kick()` is called (after a write that made work),
 * one loop at a time per process; shutdown waits for the batch in hand.
 */
export abstract class BackgroundWork implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private kickedWhileRunning = false;
  private stopped = false;
  protected readonly logger: Logger;

  protected constructor(
    logger: Logger,
    protected readonly options: BackgroundWorkOptions,
  ) {
    this.logger = logger.child({ component: options.name });
  }

  /** Takes up to `limit` pending items and finishes them; answers how many it took. */
  protected abstract runBatch(limit: number): Promise<number>;

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.kick(), this.options.intervalMs);
    this.timer.unref();
    this.kick();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Look for work now (a kick during a run makes one more pass after it). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.kickedWhileRunning = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.kickedWhileRunning) {
        this.kickedWhileRunning = false;
        this.kick();
      }
    });
  }

  /** Runs batches until one is not full (tests call it directly; errors are logged, not thrown). */
  async drain(): Promise<void> {
    try {
      let done = 0;
      for (;;) {
        if (this.stopped) break;
        const taken = await this.runBatch(this.options.batchSize);
        done += taken;
        if (taken < this.options.batchSize) break;
      }
      if (done > 0) this.logger.debug({ done }, 'background work done');
    } catch (error) {
      this.logger.warn({ err: error }, 'background work failed; trying again at the next tick');
    }
  }

  /** Resolves when the loop in progress (if any) has finished: for tests and shutdown. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }
}
