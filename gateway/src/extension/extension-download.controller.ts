import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AppError, ErrorCode } from '@hirerelay/contracts';
import type { FastifyReply } from 'fastify';
import { GatewayMessages } from '../common/gateway.messages.js';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import { ApiErrors } from '../openapi/zod-openapi.util.js';

export const EXTENSION_ZIP_NAME = 'hirerelay-extension.zip';

/**
 * The built browser extension, for loading unpacked (the install page links here). Public: it
 * holds no secret, only the site's address. Read from disk on each request, so a rebuild is
 * served without a restart; 404 while it has not been built.
 */
@ApiTags('extension')
@Controller('api/extension')
export class ExtensionDownloadController {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: TGatewayEnv) {}

  @Get(EXTENSION_ZIP_NAME)
  @ApiOperation({ operationId: 'downloadExtension', summary: 'The built browser extension (zip)' })
  @ApiProduces('application/zip')
  @ApiErrors(404)
  async download(@Res() reply: FastifyReply) {
    const file = this.config.EXTENSION_ZIP_PATH;
    const size = file
      ? await stat(file).then(
          (info) => (info.isFile() ? info.size : null),
          () => null,
        )
      : null;
    if (!file || size === null) throw new AppError(ErrorCode.NotFound, GatewayMessages.fileNotFound);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${EXTENSION_ZIP_NAME}"`)
      .header('content-length', String(size))
      .header('cache-control', 'no-cache')
      .send(createReadStream(file));
  }
}
