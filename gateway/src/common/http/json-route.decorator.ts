import {
  applyDecorators,
  Delete,
  Get,
  HttpCode,
  Patch,
  Post,
  Put,
  UseGuards,
  type CanActivate,
  type Type,
} from '@nestjs/common';
import { ApiOperation, type ApiOperationOptions } from '@nestjs/swagger';
import type { z } from 'zod';
import { ApiErrors, ApiJsonResponse } from '../../openapi/zod-openapi.util.js';

const METHODS = { GET: Get, POST: Post, PUT: Put, PATCH: Patch, DELETE: Delete } as const;

/** A reply's schema (200 OK), or its status, schema and description. */
export type JsonRouteReply = z.ZodType | [status: number, schema: z.ZodType, description?: string];

export interface JsonRouteOptions extends Omit<ApiOperationOptions, 'operationId'> {
  /** The success reply; none when the route documents it itself (a file, a redirect, no body). */
  reply?: JsonRouteReply;
  /** The error statuses it can answer, all with the one error body. */
  errors?: number[];
  /** The success status when not the method's default (`@HttpCode`). */
  httpCode?: number;
  /** The route's own guards, checked after the controller's (`@UseGuards`). */
  guards?: Type<CanActivate>[];
}

/**
 * A route and its OpenAPI entry in one: the method and path, the operation's id, its status and
 * guards, the operation (`summary`), the JSON reply and the error statuses; what `@Get` +
 * `@HttpCode` + `@UseGuards` + `@ApiOperation` + `@ApiJsonResponse` + `@ApiErrors` said route by
 * route. The parts are applied in the order those stacked decorators took effect (bottom first),
 * so the document lists the same responses in the same order.
 */
export function JsonRoute(
  method: keyof typeof METHODS,
  path: string | undefined,
  operationId: string,
  { reply, errors, httpCode, guards, ...operation }: JsonRouteOptions,
): MethodDecorator {
  const decorators: MethodDecorator[] = [];
  if (errors) decorators.push(ApiErrors(...errors));
  if (reply) {
    const [status, schema, description] = Array.isArray(reply) ? reply : [200, reply];
    decorators.push(ApiJsonResponse(status, schema, description));
  }
  decorators.push(ApiOperation({ operationId, ...operation }));
  if (guards) decorators.push(UseGuards(...guards));
  if (httpCode !== undefined) decorators.push(HttpCode(httpCode));
  decorators.push(METHODS[method](path));
  return applyDecorators(...decorators);
}
