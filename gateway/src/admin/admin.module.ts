import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { FileStorageModule } from '../files/file-storage.module.js';
import { AdminUsersController } from './admin-users.controller.js';
import { UsersCsvExport } from './users-csv-export.service.js';

/** Staff's user administration: the user list, its CSV export, a user's details. */
@Module({
  imports: [AuthModule, FileStorageModule],
  controllers: [AdminUsersController],
  providers: [UsersCsvExport],
})
export class AdminModule {}
