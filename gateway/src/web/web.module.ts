import { Module } from '@nestjs/common';
import { SpaFallbackController } from './serve-web.controller.js';

/** The built SPA's files and its route fallback, when the gateway serves them (WEB_DIST_DIR). */
@Module({
  controllers: [SpaFallbackController],
})
export class WebModule {}
