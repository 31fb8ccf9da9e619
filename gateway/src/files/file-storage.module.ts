import { Module } from '@nestjs/common';
import { FileLinks } from './file-links.service.js';
import { ObjectFiles } from './object-files.service.js';

/**
 * The object store's files and their signed download links, for the areas that serve or store
 * files (profile, admin, jobs). No routes: importing it does not move the files area's routes.
 */
@Module({
  providers: [FileLinks, ObjectFiles],
  exports: [FileLinks, ObjectFiles],
})
export class FileStorageModule {}
