import { Module } from '@nestjs/common';
import { FileStorageModule } from './file-storage.module.js';
import { FilesController } from './files.controller.js';

/** The signed-link download route. */
@Module({
  imports: [FileStorageModule],
  controllers: [FilesController],
})
export class FilesModule {}
