import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { BillingCopyModule } from '../billing-copy/billing-copy.module.js';
import { ProfileModule } from '../profile/profile.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminUsersHandler } from './admin-users.handler.js';
import { AdminUsersRepository } from './admin-users.repository.js';
import { AdminUsersService } from './admin-users.service.js';

/** Staff's view and changes of users' accounts. */
@Module({
  imports: [UsersModule, AuthModule, ProfileModule, BillingCopyModule],
  controllers: [AdminUsersHandler],
  providers: [AdminUsersRepository, AdminUsersService],
})
export class AdminModule {}
