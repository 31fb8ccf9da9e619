import type { Logger } from 'pino';

export interface PerformThenRecordStep<T> {
  /** The effect outside the database (e.g. handing an e-mail to the SMTP server). */
  perform(): Promise<T>;
  /** Records the success, inside the caller's transaction: it commits with the handled event. */
  recordSuccess(result: T): Promise<void>;
  /**
   * Records a failed attempt on its own (not in the caller's transaction, which the failure rolls
   * back), so the reason stays visible while the event waits for redelivery.
   */
  recordFailure(reason: string): Promise<void>;
  logger: Pick<Logger, 'warn'>;
  /** Ids for the log line should the failure itself not be recordable. Never secrets. */
  logContext: Record<string, unknown>;
}

/**
 * Performs an external effect from inside an event handler's transaction, then records it.
 * A failure is recorded (best effort) and rethrown, so the transaction rolls back and the event is
 * redelivered later; the effect is never lost, at the price that a crash between the effect and
 * the commit repeats it (make the effect idempotent on the far side where it can be, e.g. a stable
 * Message-ID). The opposite order (commit, then perform) would lose it instead.
 */
export async function performThenRecord<T>(step: PerformThenRecordStep<T>): Promise<T> {
  let result: T;
  try {
    result = await step.perform();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await step.recordFailure(reason).catch((recordError: unknown) => {
      step.logger.warn({ ...step.logContext, err: recordError }, 'could not record the failed attempt');
    });
    throw error;
  }
  await step.recordSuccess(result);
  return result;
}
