import { Body, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ApiJsonBody } from '../../openapi/zod-openapi.util.js';
import { parseInput } from './parse-input.util.js';

/** Where a route's body schema is kept, so tests can hold the OpenAPI document against it. */
export const BODY_SCHEMA = Symbol('hirerelay:body-schema');

class ParseBody<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(body: unknown): z.output<S> {
    return parseInput(this.schema, body);
  }
}

/**
 * The route's JSON body, parsed with a shared schema (bad input is a 400 with `fields`, as
 * `parseInput` refuses it), and documented from the same schema as the request body. It is parsed
 * before the handler runs (after the guards): a route that must count an attempt against a rate
 * limit before looking at the body keeps `@Body()` + `parseInput` in its handler.
 */
export function BodyInput(schema: z.ZodType): ParameterDecorator {
  return (target, key, index) => {
    Body(new ParseBody(schema))(target, key, index);
    if (key === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, key);
    if (!descriptor) return;
    Reflect.defineMetadata(BODY_SCHEMA, schema, descriptor.value as object);
    ApiJsonBody(schema)(target, key, descriptor);
  };
}
