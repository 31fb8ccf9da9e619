import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { AppError, ErrorCode } from '@hirerelay/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built SPA on the API's origin. Hashed assets are cached for a year; index.html is
 * revalidated on every navigation (ETag, Last-Modified) so a deploy reaches users at once. The
 * build writes a `.br` and a `.gz` beside each text file (web/build/precompress.ts): a browser
 * gets the best one it accepts, with `Content-Encoding`, the original file's `Content-Type` and
 * `Vary: Accept-Encoding`, and the uncompressed file otherwise. reply.sendFile (the SPA fallback)
 * chooses the same way.
 */
export async function serveWeb(app: NestFastifyApplication, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.resolve(distDir),
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed siblings are no URLs of their own: /assets/x.js.br stays a 404.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (response, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      void response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/**
 * Client-side routes (/pricing, /dashboard/…) get index.html. Unknown /api paths and unknown files
 * (an asset from another build) stay 404s, so a stale page fails visibly instead of loading HTML
 * as a script.
 */
@ApiExcludeController()
@Controller()
export class SpaFallbackController {
  @Get('*')
  fallback(@Req() request: FastifyRequest, @Res() reply: FastifyReply): FastifyReply {
    const pathname = request.url.split('?')[0] ?? '';
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    if (pathname === '/api' || pathname.startsWith('/api/') || lastSegment.includes('.')) {
      throw new AppError(ErrorCode.NotFound, 'Not found');
    }
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  }
}
