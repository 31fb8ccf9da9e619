import { ResumeTextChangedEvent } from '@hirerelay/contracts';
import { defineEventConsumer } from '@hirerelay/nest-common';
import type { Tx } from '../database.js';
import { ProfileResumeTextService } from './profile-resume-text.service.js';

export const ProfileResumeTextConsumer = defineEventConsumer({
  durableName: 'jobs-profile-resume-text',
  contract: ResumeTextChangedEvent,
  handler: ProfileResumeTextService,
  handle: (texts, payload, _envelope, tx: Tx) => texts.handle(tx, payload),
  afterCommit: (texts) => texts.kickFitWork(),
});
