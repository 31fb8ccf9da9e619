import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { AppError, ErrorCode } from '@hirerelay/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import { GatewayMessages } from '../common/gateway.messages.js';

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
 * The routes the build wrote an HTML file for (`/login` → `login/index.html`): index.html plus
 * preloads of that route's page code (web/build/route-preloads.ts).
 */
function findRouteHtmlFiles(distDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(distDir, { recursive: true, encoding: 'utf8' })) {
    const file = entry.split(path.sep).join('/');
    if (file === 'index.html' || !file.endsWith('/index.html')) continue;
    files.set(`/${file.slice(0, -'/index.html'.length)}`, file);
  }
  return files;
}

/**
 * The HTML file key of a route ending in a parameter (`/dashboard/jobs/:jobId` is written as
 * `dashboard/jobs/_/index.html`): `/dashboard/jobs/123` → `/dashboard/jobs/_`.
 */
function parameterRouteOf(route: string): string {
  return `${route.slice(0, route.lastIndexOf('/'))}/_`;
}

/** `/login/` and `/login` are one route; `/` stays `/`. */
function routeOf(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Client-side routes (/pricing, /dashboard/…) get index.html, or the route's own HTML file when
 * the build wrote one. Unknown /api paths and unknown files (an asset from another build) stay
 * 404s, so a stale page fails visibly instead of loading HTML as a script.
 */
@ApiExcludeController()
@Controller()
export class SpaFallbackController {
  private readonly routeHtmlFiles: Map<string, string>;

  constructor(@Inject(GATEWAY_CONFIG) config: TGatewayEnv) {
    this.routeHtmlFiles = config.WEB_DIST_DIR ? findRouteHtmlFiles(config.WEB_DIST_DIR) : new Map();
  }

  @Get('*')
  fallback(@Req() request: FastifyRequest, @Res() reply: FastifyReply): FastifyReply {
    const pathname = request.url.split('?')[0] ?? '';
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    if (pathname === '/api' || pathname.startsWith('/api/') || lastSegment.includes('.')) {
      throw new AppError(ErrorCode.NotFound, GatewayMessages.notFound);
    }
    const route = routeOf(pathname);
    const html =
      this.routeHtmlFiles.get(route) ?? this.routeHtmlFiles.get(parameterRouteOf(route)) ?? 'index.html';
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile(html);
  }
}
