import { Inject, Injectable } from '@nestjs/common';
import { ResumeTextChangedEvent } from '@hirerelay/contracts';
import type { DocumentTextResult } from '@hirerelay/document-text';
import {
  DocumentTextWork,
  enqueueEvent,
  LOGGER,
  OUTBOX_RELAY,
  StoredDocumentText,
  type OutboxRelay,
} from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { Transactions } from '../database.js';
import { resumeTextChanged } from './resume-text.rules.js';
import { ResumeTextRepository, type ResumeTextClaim } from './resume-text.repository.js';

/**
 * Reads the text of profile resumes marked `pending` (a new or replaced upload, or one on file
 * before text was kept) off the request path, and stores it with the profile together with the
 * `resume-text-changed` event jobs keeps a copy from (claims: see DocumentTextWork).
 */
@Injectable()
export class ProfileResumeTextWork extends DocumentTextWork<ResumeTextClaim> {
  constructor(
    @Inject(LOGGER) logger: Logger,
    private readonly texts: ResumeTextRepository,
    documents: StoredDocumentText,
    private readonly transactions: Transactions,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
  ) {
    super(logger, 'profile-resume-text', documents, texts);
  }

  protected async store(claim: ResumeTextClaim, outcome: DocumentTextResult, at: Date): Promise<boolean> {
    const stored = await this.transactions.run(async (tx) => {
      if (!(await this.texts.store(tx, claim, outcome, at))) return false;
      await enqueueEvent(
        tx,
        'identity',
        ResumeTextChangedEvent,
        resumeTextChanged(claim.userId, claim.objectKey, outcome, at),
      );
      return true;
    });
    if (stored) this.relay.kick();
    return stored;
  }
}
