import { Inject, Injectable } from '@nestjs/common';
import type { TResumeTextState } from '@hirerelay/contracts';
import type { UnreadableReason } from '@hirerelay/document-text';
import { DATABASE, type DocumentTextClaim } from '@hirerelay/nest-common';
import type { Database, Tx } from '../database.js';

/** A profile resume taken for reading: `claimedAt` is the claim's token (see `claimPending`). */
export interface ResumeTextClaim extends DocumentTextClaim {
  userId: string;
}

/** What reading a resume gave (libs/document-text's result). */
export type ResumeTextOutcome =
  { state: 'text'; text: string } | { state: 'unreadable'; reason: UnreadableReason };

/**
 * The profile resume's text columns. While `resume_text_state` is `pending`, `resume_text_at` is
 * the time a reader claimed the resume (null: nobody has); once read, the time it was read.
 */
@Injectable()
export class ResumeTextRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Takes one pending resume that nobody holds (never claimed, or claimed before `staleBefore`:
   * a reader that crashed or hung), marking it claimed at `now`. The row lock is held only by this
   * one statement, and `SKIP LOCKED` makes concurrent readers (other replicas) take other rows; the
   * claim time written here is what makes the claim last past the statement: `store` and `release`
   * only touch a row still claimed at that exact time, so a claim taken over after its lease ran
   * out, or a resume replaced or removed meanwhile (new key, claim cleared), drops the late result.
   */
  async claimPending(now: Date, staleBefore: Date): Promise<ResumeTextClaim | null> {
    const rows = await this.db.$queryRaw<
      { user_id: string; resume_object_key: string; resume_file_name: string | null }[]
    >`
      UPDATE profiles SET resume_text_at = ${now}
       WHERE user_id = (
               SELECT user_id FROM profiles
                WHERE resume_text_state = 'pending'
                  AND (resume_text_at IS NULL OR resume_text_at < ${staleBefore})
                ORDER BY resume_uploaded_at
                LIMIT 1
                  FOR UPDATE SKIP LOCKED)
         AND resume_object_key IS NOT NULL
       RETURNING user_id, resume_object_key, resume_file_name`;
    const row = rows[0];
    return row
      ? {
          userId: row.user_id,
          objectKey: row.resume_object_key,
          fileName: row.resume_file_name,
          claimedAt: now,
        }
      : null;
  }

  /** Stores the outcome if the claim still holds; false when the result is dropped. */
  async store(tx: Tx, claim: ResumeTextClaim, outcome: ResumeTextOutcome, at: Date): Promise<boolean> {
    const { count } = await tx.profile.updateMany({
      where: stillClaimed(claim),
      data: {
        resumeTextState: outcome.state satisfies TResumeTextState,
        resumeText: outcome.state === 'text' ? outcome.text : null,
        resumeTextReason: outcome.state === 'unreadable' ? outcome.reason : null,
        resumeTextAt: at,
      },
    });
    return count === 1;
  }

  /** Gives the claim back (the pool was busy, the store did not answer): the next pass takes it again. */
  async release(claim: ResumeTextClaim): Promise<void> {
    await this.db.profile.updateMany({ where: stillClaimed(claim), data: { resumeTextAt: null } });
  }
}

const stillClaimed = (claim: ResumeTextClaim) => ({
  userId: claim.userId,
  resumeObjectKey: claim.objectKey,
  resumeTextState: 'pending',
  resumeTextAt: claim.claimedAt,
});
