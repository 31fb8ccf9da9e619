import { Inject, Injectable } from '@nestjs/common';
import type { DocumentTextResult } from '@hirerelay/document-text';
import { DocumentTextWork, LOGGER, StoredDocumentText } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { Transactions } from '../database.js';
import { JobFitWork } from '../fit/job-fit-work.service.js';
import { JobDocumentsRepository } from './job-documents.repository.js';
import { JobResumeTextRepository, type JobResumeTextClaim } from './job-resume-text.repository.js';

/**
 * Reads the text of uploaded job resumes marked `pending` (a new or replaced upload, or one stored
 * before text was kept) off the request path, and stores it with the document, marking the job's
 * fit to be computed again in the same transaction (claims: see DocumentTextWork).
 */
@Injectable()
export class JobResumeTextWork extends DocumentTextWork<JobResumeTextClaim> {
  constructor(
    @Inject(LOGGER) logger: Logger,
    private readonly texts: JobResumeTextRepository,
    private readonly documents: JobDocumentsRepository,
    stored: StoredDocumentText,
    private readonly transactions: Transactions,
    private readonly fits: JobFitWork,
  ) {
    super(logger, 'job-resume-text', stored, texts);
  }

  protected async store(claim: JobResumeTextClaim, outcome: DocumentTextResult, at: Date): Promise<boolean> {
    const stored = await this.transactions.run(async (tx) => {
      // The job's row first, then the document's: the order an upload takes them in (it locks the
      // job, then writes the document), so the two cannot deadlock. A result dropped below leaves
      // the fit marked pending: it is worked out once more, to the same answer.
      await this.documents.markFitPending(tx, claim.jobId);
      return this.texts.store(tx, claim, outcome, at);
    });
    // Committed: the job's fit is worked out now rather than at the fit work's next tick.
    if (stored) this.fits.kick();
    return stored;
  }
}
