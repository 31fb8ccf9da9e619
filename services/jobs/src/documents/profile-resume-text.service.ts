import { Injectable } from '@nestjs/common';
import type { EventPayload, ResumeTextChangedEvent } from '@hirerelay/contracts';
import type { Tx } from '../database.js';
import { JobFitWork } from '../fit/job-fit-work.service.js';
import { ProfileResumeTextRepository } from './profile-resume-text.repository.js';

/**
 * Keeps the newest text identity read from each user's profile resume, and marks for a new fit the
 * jobs that use that resume, in the transaction that records the event (a redelivery changes nothing).
 */
@Injectable()
export class ProfileResumeTextService {
  constructor(
    private readonly texts: ProfileResumeTextRepository,
    private readonly fits: JobFitWork,
  ) {}

  async handle(tx: Tx, event: EventPayload<typeof ResumeTextChangedEvent>): Promise<void> {
    if (!(await this.texts.keepNewest(tx, event))) return;
    await this.texts.markProfileResumeJobsFitPending(tx, event.userId);
  }

  /** Once the marks are committed, this replica's fit work takes them at once (not at its next tick). */
  kickFitWork(): void {
    this.fits.kick();
  }
}
