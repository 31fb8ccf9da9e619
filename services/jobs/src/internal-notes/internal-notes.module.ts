import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.js';
import { InternalNoteRepository } from './internal-note.repository.js';
import { InternalNotesHandler } from './internal-notes.handler.js';
import { InternalNotesService } from './internal-notes.service.js';

/** Staff's internal notes on a job (never shown to its owner). */
@Module({
  imports: [JobsModule],
  controllers: [InternalNotesHandler],
  providers: [InternalNoteRepository, InternalNotesService],
})
export class InternalNotesModule {}
