import { z } from 'zod';
import { ZHttpErrorBody } from '@hirerelay/contracts';
import { ApiResponse, type ApiResponseOptions } from '@nestjs/swagger';

type SchemaObject = NonNullable<Extract<ApiResponseOptions, { schema?: unknown }>['schema']>;
import { applyDecorators } from '@nestjs/common';

/** The contracts' zod schemas are the single source: OpenAPI schemas are generated from them. */
export function openApiSchema(schema: z.ZodType): SchemaObject {
  return z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io: 'output',
    unrepresentable: 'any',
  }) as SchemaObject;
}

/** Documents the error responses a route can give, all with the one error body shape. */
export function ApiErrors(...statuses: number[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: 'Error', schema: openApiSchema(ZHttpErrorBody) }),
    ),
  );
}
