import { Query, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ApiQueryParams } from '../../openapi/zod-openapi.util.js';
import { parseInput } from './parse-input.util.js';

/** Where a route's query schema is kept, so tests can hold the OpenAPI document against it. */
export const QUERY_SCHEMA = Symbol('hirerelay:query-schema');

class ParseQuery<S extends z.ZodObject> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(query: unknown): z.output<S> {
    return parseInput(this.schema, query);
  }
}

/**
 * The route's query string, parsed with a shared schema (bad input is a 400 with `fields`), and
 * documented from the same schema: the parameters OpenAPI lists are exactly those the route reads.
 */
export function QueryInput(schema: z.ZodObject): ParameterDecorator {
  return (target, key, index) => {
    Query(new ParseQuery(schema))(target, key, index);
    if (key === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, key);
    if (!descriptor) return;
    Reflect.defineMetadata(QUERY_SCHEMA, schema, descriptor.value as object);
    ApiQueryParams(schema)(target, key, descriptor);
  };
}
