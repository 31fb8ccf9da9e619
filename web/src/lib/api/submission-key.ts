import { ApiError } from './errors';

/** Whether a failed call may have reached the server and may succeed when sent again. */
export function mayHaveReachedServer(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}

/**
 * The `Idempotency-Key` of a write the user submits (an import, a chat post): a new key for each
 * submission, and the same key when the same submission (equal `what`) is sent again after a
 * failure that may have reached the server (a lost connection, a 5xx), so the server answers the
 * first one instead of doing it twice. A success or a refusal (4xx) ends the submission: the next
 * one, even with the same text, gets a new key.
 */
export class SubmissionKey {
  private pending: { what: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key to send for this submission. */
  keyFor(what: unknown): string {
    const text = JSON.stringify(what);
    if (this.pending?.what !== text) this.pending = { what: text, key: this.newKey() };
    return this.pending.key;
  }

  /** The submission's outcome: its key is kept only for a retry after an unknown outcome. */
  settle(error: unknown): void {
    if (error === null || error === undefined || !mayHaveReachedServer(error)) this.pending = null;
  }
}
