import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { FileStorageModule } from '../files/file-storage.module.js';
import { ProfileController } from './profile.controller.js';

/** A user's own profile, résumé and onboarding. */
@Module({
  imports: [AuthModule, FileStorageModule],
  controllers: [ProfileController],
})
export class ProfileModule {}
