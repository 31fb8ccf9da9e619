import { DocumentTextQueueFullError, type DocumentTextResult } from '@hirerelay/document-text';
import type { Logger } from 'pino';
import { BackgroundWork } from '../work/background-work.js';
import type { StoredDocumentText } from './stored-document-text.js';

/**
 * How long a claim on a pending document lasts: far longer than one reading can take (the store's
 * read plus the extraction's 10 s budget), so only a reader that crashed or hung loses it.
 */
export const DOCUMENT_TEXT_CLAIM_MS = 120_000;

/** A document taken for reading; `claimedAt` is the claim's token (the subclass stores it on the row). */
export interface DocumentTextClaim {
  objectKey: string;
  fileName: string | null;
  claimedAt: Date;
}

/** Where the work takes and gives back its claims (a `DocumentTextClaimRepository`). */
export interface DocumentTextClaims<C extends DocumentTextClaim> {
  /** Takes one pending document nobody holds (or whose claim is older than `staleBefore`). */
  claimPending(now: Date, staleBefore: Date): Promise<C | null>;
  /** Gives an unfinished claim back. */
  release(claim: C): Promise<void>;
}

/**
 * Reads the text of stored documents marked `pending`, off the request path: claim one, read it
 * with no transaction open, then store the outcome (and the events it causes) in one transaction
 * only if the claim still holds. Claims (`DocumentTextClaimRepository`): a row is taken with
 * `FOR UPDATE SKIP LOCKED` (replicas take different rows) and the claim time written on it; storing and releasing touch the
 * row only while it still carries that time and the same object key, so a claim taken over after
 * its lease ran out, or a document replaced or removed meanwhile, drops the late result. A full
 * pool queue or a store that does not answer gives the claim back for a later pass.
 */
export abstract class DocumentTextWork<C extends DocumentTextClaim> extends BackgroundWork {
  protected constructor(
    logger: Logger,
    name: string,
    private readonly storedText: StoredDocumentText,
    private readonly claims: DocumentTextClaims<C>,
  ) {
    super(logger, { name, intervalMs: 30_000, batchSize: 10 });
  }

  /** Stores the outcome (and its events) in one transaction if the claim still holds; false: dropped. */
  protected abstract store(claim: C, outcome: DocumentTextResult, at: Date): Promise<boolean>;

  protected async runBatch(limit: number): Promise<number> {
    let done = 0;
    while (done < limit) {
      const now = new Date();
      const claim = await this.claims.claimPending(now, new Date(now.getTime() - DOCUMENT_TEXT_CLAIM_MS));
      if (!claim) break;
      if (!(await this.readOne(claim))) break;
      done += 1;
    }
    return done;
  }

  /** False when the document waits for a later pass (the pool's queue is full). */
  private async readOne(claim: C): Promise<boolean> {
    let outcome: DocumentTextResult;
    try {
      outcome = await this.storedText.read(claim.objectKey, claim.fileName);
    } catch (error) {
      await this.claims.release(claim);
      if (error instanceof DocumentTextQueueFullError) return false;
      throw error;
    }
    if (!(await this.store(claim, outcome, new Date()))) {
      this.logger.info(
        { objectKey: claim.objectKey },
        'document replaced or removed while read: result dropped',
      );
    }
    return true;
  }
}
