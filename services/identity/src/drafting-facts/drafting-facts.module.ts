import { Module } from '@nestjs/common';
import { DraftingFactsHandler } from './drafting-facts.handler.js';
import { DraftingFactsRepository } from './drafting-facts.repository.js';
import { DraftingFactsService } from './drafting-facts.service.js';

/** Staff's drafting (jobs): a person's facts a draft may use, and the private values to redact. */
@Module({
  controllers: [DraftingFactsHandler],
  providers: [DraftingFactsRepository, DraftingFactsService],
})
export class DraftingFactsModule {}
