import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, DocumentTextClaimRepository, type DocumentTextClaim } from '@hirerelay/nest-common';
import type { Database } from '../database.js';

/** An uploaded job resume taken for reading: `claimedAt` is the claim's token (see `claimPending`). */
export interface JobResumeTextClaim extends DocumentTextClaim {
  documentId: string;
  jobId: string;
}

interface ClaimedDocumentRow {
  id: string;
  job_id: string;
  object_key: string;
  file_name: string | null;
}

/**
 * An uploaded job resume's text columns. While `text_state` is `pending`, `text_at` is the time a
 * reader claimed the document (null: nobody has); once read, the time it was read. The least
 * recently changed upload is read first; claims, stores and releases: see `documentTextSql`.
 */
@Injectable()
export class JobResumeTextRepository extends DocumentTextClaimRepository<
  JobResumeTextClaim,
  ClaimedDocumentRow
> {
  constructor(@Inject(DATABASE) db: Database) {
    super(db, {
      table: 'job_documents',
      id: 'id',
      objectKey: 'object_key',
      state: 'text_state',
      text: 'text',
      reason: 'text_reason',
      at: 'text_at',
      takeOldestBy: 'updated_at',
      updatedAt: 'updated_at',
      returning: ['id', 'job_id', 'object_key', 'file_name'],
    });
  }

  protected toClaim(row: ClaimedDocumentRow, claimedAt: Date): JobResumeTextClaim {
    return {
      documentId: row.id,
      jobId: row.job_id,
      objectKey: row.object_key,
      fileName: row.file_name,
      claimedAt,
    };
  }

  protected keyOf(claim: JobResumeTextClaim): string {
    return claim.documentId;
  }
}
