import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrors, ApiQueryParams } from '../openapi/zod-openapi.util.js';
import { FileLinks, ZFileLinkQuery } from './file-links.service.js';
import { ObjectFiles } from './object-files.service.js';

@ApiTags('files')
@Controller('api/files')
export class FilesController {
  constructor(
    private readonly links: FileLinks,
    private readonly files: ObjectFiles,
  ) {}

  /** Streams a private object to whoever holds a valid, unexpired link (see FileLinks). */
  @Get('download')
  @ApiOperation({
    operationId: 'downloadFile',
    summary: 'Downloads a file through a short-lived signed link',
  })
  @ApiQueryParams(ZFileLinkQuery)
  @ApiErrors(403, 404)
  async download(@Query() query: Record<string, string>, @Res() reply: FastifyReply) {
    const { objectKey, fileName } = this.links.verify(query);
    const object = await this.files.open(objectKey);
    void reply
      .header('content-type', object.contentType)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    if (object.size !== undefined) void reply.header('content-length', String(object.size));
    return reply.send(object.body);
  }
}
