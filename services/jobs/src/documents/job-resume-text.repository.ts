import { Inject, Injectable } from '@nestjs/common';
import type { DocumentTextResult } from '@hirerelay/document-text';
import { DATABASE, type DocumentTextClaim } from '@hirerelay/nest-common';
import type { Database, Tx } from '../database.js';

/** An uploaded job resume taken for reading: `claimedAt` is the claim's token (see `claimPending`). */
export interface JobResumeTextClaim extends DocumentTextClaim {
  documentId: string;
  jobId: string;
}

/**
 * An uploaded job resume's text columns. While `text_state` is `pending`, `text_at` is the time a
 * reader claimed the document (null: nobody has); once read, the time it was read.
 */
@Injectable()
export class JobResumeTextRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Takes one pending upload nobody holds (never claimed, or claimed before `staleBefore`), marking
   * it claimed at `now`: `SKIP LOCKED` makes concurrent readers take other rows, and the claim time
   * makes the claim outlast this statement (`store` and `release` need it unchanged).
   */
  async claimPending(now: Date, staleBefore: Date): Promise<JobResumeTextClaim | null> {
    const rows = await this.db.$queryRaw<
      { id: string; job_id: string; object_key: string; file_name: string | null }[]
    >`
      UPDATE job_documents SET text_at = ${now}
       WHERE id = (
               SELECT id FROM job_documents
                WHERE text_state = 'pending'
                  AND (text_at IS NULL OR text_at < ${staleBefore})
                ORDER BY updated_at
                LIMIT 1
                  FOR UPDATE SKIP LOCKED)
         AND object_key IS NOT NULL
       RETURNING id, job_id, object_key, file_name`;
    const row = rows[0];
    return row
      ? {
          documentId: row.id,
          jobId: row.job_id,
          objectKey: row.object_key,
          fileName: row.file_name,
          claimedAt: now,
        }
      : null;
  }

  /** Stores the outcome if the claim still holds; false when the result is dropped. */
  async store(tx: Tx, claim: JobResumeTextClaim, outcome: DocumentTextResult, at: Date): Promise<boolean> {
    const { count } = await tx.jobDocument.updateMany({
      where: stillClaimed(claim),
      data: {
        textState: outcome.state,
        text: outcome.state === 'text' ? outcome.text : null,
        textReason: outcome.state === 'unreadable' ? outcome.reason : null,
        textAt: at,
      },
    });
    return count === 1;
  }

  /** Gives the claim back (the pool was busy, the store did not answer): the next pass takes it again. */
  async release(claim: JobResumeTextClaim): Promise<void> {
    await this.db.jobDocument.updateMany({ where: stillClaimed(claim), data: { textAt: null } });
  }
}

const stillClaimed = (claim: JobResumeTextClaim) => ({
  id: claim.documentId,
  objectKey: claim.objectKey,
  textState: 'pending',
  textAt: claim.claimedAt,
});
