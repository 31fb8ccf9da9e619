export interface WaitForOptions {
  /** Give up after this many ms (default 10000). */
  timeoutMs?: number;
  /** Pause between attempts in ms (default 100). */
  intervalMs?: number;
  /** What is awaited, for the timeout error ("the welcome e-mail to a@b.c"). */
  description?: string;
}

export class WaitTimeoutError extends Error {
  override readonly name = 'WaitTimeoutError';
  constructor(
    message: string,
    /** The error thrown by the last attempt, if any. */
    readonly lastError?: unknown,
  ) {
    super(message, lastError === undefined ? undefined : { cause: lastError });
  }
}

/**
 * Call `fn` until it returns a truthy value (which is returned), or fail with a clear
 * error after `timeoutMs`. Errors thrown by `fn` count as "not yet"; the last one is
 * reported in the timeout error.
 */
export async function waitFor<T>(
  fn: () => T | Promise<T>,
  { timeoutMs = 10_000, intervalMs = 100, description = 'condition' }: WaitForOptions = {},
): Promise<NonNullable<T>> {
  const started = Date.now();
  const deadline = started + timeoutMs;
  let attempts = 0;
  let lastError: unknown;
  let lastValue: unknown;
  for (;;) {
    attempts++;
    try {
      const value = await fn();
      if (value) return value as NonNullable<T>;
      lastValue = value;
      lastError = undefined;
    } catch (err) {
      lastError = err;
    }
    const left = deadline - Date.now();
    if (left <= 0) {
      const last =
        lastError !== undefined
          ? `last attempt threw: ${lastError instanceof Error ? lastError.message : String(lastError)}`
          : `last result: ${JSON.stringify(lastValue) ?? String(lastValue)}`;
      throw new WaitTimeoutError(
        `Timed out after ${Date.now() - started} ms waiting for ${description} (${attempts} attempts; ${last})`,
        lastError,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(intervalMs, left)));
  }
}
