import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { FileStorageModule } from '../files/file-storage.module.js';
import { JobCalendarController } from './job-calendar.controller.js';
import { JobChatController } from './job-chat.controller.js';
import { JobDetailController } from './job-detail.controller.js';
import { JobDocumentsController } from './job-documents.controller.js';
import { JobFitController } from './job-fit.controller.js';
import { JobDraftsController } from './job-drafts.controller.js';
import { JobOwners } from './job-owners.service.js';
import { JobQueueController } from './job-queue.controller.js';
import { JobRepliesController } from './job-replies.controller.js';
import { JobWorkbenchController } from './job-workbench.controller.js';
import { JobsCsvExport } from './jobs-csv-export.service.js';
import { JobsController } from './jobs.controller.js';
import { StaffNames } from './staff-names.service.js';
import { StaffRepliesController } from './staff-replies.controller.js';
import { TeamFiguresController } from './team-figures.controller.js';
import { JobFollowUpSwitchController } from './job-follow-up-switch.controller.js';
import { JobFollowUpsController } from './job-follow-ups.controller.js';

/** Jobs: a user's list and export, the staff queue and workbench, a job's detail, chat and files. */
@Module({
  imports: [AuthModule, FileStorageModule],
  controllers: [
    JobsController,
    JobQueueController,
    JobDetailController,
    JobChatController,
    JobDocumentsController,
    JobCalendarController,
    JobWorkbenchController,
    JobDraftsController,
    TeamFiguresController,
    JobFitController,
    JobRepliesController,
    StaffRepliesController,
    JobFollowUpsController,
    JobFollowUpSwitchController,
  ],
  providers: [JobOwners, StaffNames, JobsCsvExport],
})
export class JobsModule {}
