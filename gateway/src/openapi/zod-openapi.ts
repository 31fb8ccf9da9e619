import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiResponse, type ApiResponseOptions } from '@nestjs/swagger';
import { ZHttpErrorBody } from '@hirerelay/contracts';
import { z } from 'zod';

type SchemaObject = NonNullable<Extract<ApiResponseOptions, { schema?: unknown }>['schema']>;

/** The contracts' zod schemas are the single source: OpenAPI schemas are generated from them. */
export function openApiSchema(schema: z.ZodType, io: 'input' | 'output' = 'output'): SchemaObject {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as SchemaObject;
}

/** Documents the error responses a route can give, all with the one error body shape. */
export function ApiErrors(...statuses: number[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: 'Error', schema: openApiSchema(ZHttpErrorBody) }),
    ),
  );
}

/** A JSON request body described by a shared schema (as the client sends it). */
export function ApiJsonBody(schema: z.ZodType): MethodDecorator {
  return ApiBody({ schema: openApiSchema(schema, 'input') });
}

/** A JSON response described by a shared schema. */
export function ApiJsonResponse(status: number, schema: z.ZodType, description = 'OK'): MethodDecorator {
  return ApiResponse({ status, description, schema: openApiSchema(schema) });
}
