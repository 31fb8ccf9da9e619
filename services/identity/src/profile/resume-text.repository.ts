import { Inject, Injectable } from '@nestjs/common';
import type { UnreadableReason } from '@hirerelay/document-text';
import { DATABASE, DocumentTextClaimRepository, type DocumentTextClaim } from '@hirerelay/nest-common';
import type { Database } from '../database.js';

/** A profile resume taken for reading: `claimedAt` is the claim's token (see `claimPending`). */
export interface ResumeTextClaim extends DocumentTextClaim {
  userId: string;
}

/** What reading a resume gave (libs/document-text's result). */
export type ResumeTextOutcome =
  { state: 'text'; text: string } | { state: 'unreadable'; reason: UnreadableReason };

interface ClaimedProfileRow {
  user_id: string;
  resume_object_key: string;
  resume_file_name: string | null;
}

/**
 * The profile resume's text columns. While `resume_text_state` is `pending`, `resume_text_at` is
 * the time a reader claimed the resume (null: nobody has); once read, the time it was read. The
 * oldest upload is read first; claims, stores and releases: see `documentTextSql`.
 */
@Injectable()
export class ResumeTextRepository extends DocumentTextClaimRepository<ResumeTextClaim, ClaimedProfileRow> {
  constructor(@Inject(DATABASE) db: Database) {
    super(db, {
      table: 'profiles',
      id: 'user_id',
      objectKey: 'resume_object_key',
      state: 'resume_text_state',
      text: 'resume_text',
      reason: 'resume_text_reason',
      at: 'resume_text_at',
      takeOldestBy: 'resume_uploaded_at',
      updatedAt: 'updated_at',
      returning: ['user_id', 'resume_object_key', 'resume_file_name'],
    });
  }

  protected toClaim(row: ClaimedProfileRow, claimedAt: Date): ResumeTextClaim {
    return {
      userId: row.user_id,
      objectKey: row.resume_object_key,
      fileName: row.resume_file_name,
      claimedAt,
    };
  }

  protected keyOf(claim: ResumeTextClaim): string {
    return claim.userId;
  }
}
