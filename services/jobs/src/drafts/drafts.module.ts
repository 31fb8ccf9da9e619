import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { DraftingBudgetRepository } from './drafting-budget.repository.js';
import { DraftsHandler } from './drafts.handler.js';
import { DraftsService } from './drafts.service.js';
import { JobDraftRepository } from './job-draft.repository.js';

/** Staff's drafts of a job's cover letter and recruiter outreach (libs/drafting), staff-only until attached. */
@Module({
  imports: [ClientsModule],
  controllers: [DraftsHandler],
  providers: [JobDraftRepository, DraftingBudgetRepository, DraftsService],
})
export class DraftsModule {}
