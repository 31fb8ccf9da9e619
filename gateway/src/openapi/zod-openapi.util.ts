import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiQuery, ApiResponse, type ApiResponseOptions } from '@nestjs/swagger';
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

/** A multipart request body of one file, in the field `file` (the uploads). */
export function ApiFileBody(): MethodDecorator {
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        properties: { file: { type: 'string', format: 'binary' } },
        required: ['file'],
      },
    }),
  );
}

/** A JSON response described by a shared schema. */
export function ApiJsonResponse(status: number, schema: z.ZodType, description = 'OK'): MethodDecorator {
  return ApiResponse({ status, description, schema: openApiSchema(schema) });
}

interface ObjectJsonSchema {
  properties?: Record<string, SchemaObject & { description?: string }>;
  required?: string[];
}

/**
 * The query parameters of a route, one per key of the shared schema the route parses its query
 * with: name, type, bounds, default and description all come from that schema.
 */
export function ApiQueryParams(schema: z.ZodObject): MethodDecorator {
  const json = openApiSchema(schema, 'input') as ObjectJsonSchema;
  const required = new Set(json.required ?? []);
  return applyDecorators(
    ...Object.entries(json.properties ?? {}).map(([name, { description, ...property }]) =>
      ApiQuery({ name, required: required.has(name), description, schema: property }),
    ),
  );
}
