import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { ProfileHandler } from './profile.handler.js';
import { ProfileRepository } from './profile.repository.js';
import { ProfileService } from './profile.service.js';

/** The user's profile and settings. */
@Module({
  imports: [UsersModule],
  controllers: [ProfileHandler],
  providers: [ProfileRepository, ProfileService],
  exports: [ProfileRepository],
})
export class ProfileModule {}
