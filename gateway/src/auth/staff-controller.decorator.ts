import { applyDecorators, Controller, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminGuard } from './admin.guard.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';

/**
 * A controller only staff reach: under `path`, listed with `tag` in the OpenAPI document, every
 * route behind a signed-in session (`JwtAuthGuard`) of an admin (`AdminGuard`). The services
 * check the actor again.
 */
export function StaffController(path: string, tag: string): ClassDecorator {
  return applyDecorators(UseGuards(JwtAuthGuard, AdminGuard), Controller(path), ApiTags(tag));
}
