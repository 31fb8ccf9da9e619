import { Module } from '@nestjs/common';
import { storedDocumentTextProvider } from '@hirerelay/nest-common';
import { UsersModule } from '../users/users.module.js';
import { ProfileHandler } from './profile.handler.js';
import { ProfileRepository } from './profile.repository.js';
import { ProfileService } from './profile.service.js';
import { ResumeTextRepository } from './resume-text.repository.js';
import { ProfileResumeTextWork } from './resume-text.service.js';

/** The user's profile and settings, and the profile resume's text (read in the background). */
@Module({
  imports: [UsersModule],
  controllers: [ProfileHandler],
  providers: [
    ProfileRepository,
    ProfileService,
    ResumeTextRepository,
    ProfileResumeTextWork,
    storedDocumentTextProvider,
  ],
  exports: [ProfileRepository],
})
export class ProfileModule {}
