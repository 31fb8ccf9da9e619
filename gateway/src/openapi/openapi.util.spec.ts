import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { PAGE_LIMITS } from '@hirerelay/contracts';
import { createLogger } from '@hirerelay/nest-common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { testGatewayConfig } from '../../test/fixtures/gateway-env.js';
import { BODY_SCHEMA } from '../common/http/body-input.decorator.js';
import { QUERY_SCHEMA } from '../common/http/query-input.decorator.js';
import { createApp } from '../create-app.js';
import { buildOpenApiDocument } from './openapi.util.js';
import { openApiSchema } from './zod-openapi.util.js';

interface Parameter {
  name: string;
  in: string;
  description?: string;
  schema?: { type?: string; minimum?: number; maximum?: number; default?: unknown };
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: { properties?: object } }> }>;
}

let app: INestApplication;
let document: OpenAPIObject;

beforeAll(async () => {
  app = await createApp(testGatewayConfig(), createLogger('gateway', 'silent'), { preview: true });
  document = buildOpenApiDocument(app);
});

afterAll(async () => {
  await app.close();
});

/** Every operation of the document with its route. */
function operations(): { route: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
}

/** A list route answers a page: `{ items, nextCursor }`. */
function isList(operation: Operation): boolean {
  const properties = operation.responses['200']?.content?.['application/json']?.schema?.properties ?? {};
  return 'items' in properties && 'nextCursor' in properties;
}

/** The schema each route handler parses its query string with (`@QueryInput`), by operationId. */
function querySchemas(): Map<string, z.ZodObject> {
  return handlerSchemas(QUERY_SCHEMA) as Map<string, z.ZodObject>;
}

/** The schema each route handler's decorator keeps under `key`, by operationId. */
function handlerSchemas(key: symbol): Map<string, z.ZodType> {
  const schemas = new Map<string, z.ZodType>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      const prototype = (metatype as { prototype: Record<string, unknown> }).prototype;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (typeof handler !== 'function') continue;
        const operation = Reflect.getMetadata('swagger/apiOperation', handler) as
          { operationId?: string } | undefined;
        const schema = Reflect.getMetadata(key, handler) as z.ZodType | undefined;
        if (operation?.operationId && schema) schemas.set(operation.operationId, schema);
      }
    }
  }
  return schemas;
}

describe('the OpenAPI document', () => {
  it('finds the list routes by their page-shaped reply', () => {
    const lists = operations()
      .filter(({ operation }) => isList(operation))
      .map(({ route }) => route);
    expect(lists.sort()).toEqual([
      'GET /api/admin/blog/posts',
      'GET /api/admin/users',
      'GET /api/blog/posts',
      'GET /api/jobs',
      'GET /api/jobs/queue',
      'GET /api/jobs/{id}/messages',
      'GET /api/staff',
      'GET /api/staff/replies/unmatched',
    ]);
  });

  it('lists, for every list route, exactly the query parameters the route reads, described', () => {
    const schemas = querySchemas();
    for (const { route, operation } of operations().filter(({ operation }) => isList(operation))) {
      const documented = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      const schema = schemas.get(operation.operationId);
      expect(schema, `${route} parses its query with @QueryInput`).toBeDefined();
      const accepted = Object.keys(schema?.shape ?? {});
      expect(documented.map((parameter) => parameter.name).sort(), route).toEqual([...accepted].sort());
      expect(accepted, route).toEqual(expect.arrayContaining(['cursor', 'limit']));
      for (const parameter of documented) {
        expect(parameter.description, `${route} ?${parameter.name}`).toBeTruthy();
        expect(parameter.schema?.type, `${route} ?${parameter.name}`).toBeTruthy();
      }
    }
  });

  it('documents every JSON body from the schema its route parses it with (@BodyInput)', () => {
    // These count the attempt against a rate limit before they look at the body, so they parse it
    // in the handler (a pipe would run first and let malformed attempts go uncounted).
    const parsedInHandler = [
      'confirmEmailChange',
      'importJobFromExtension',
      'loginWithLink',
      'resetPassword',
      'signup',
    ];
    const schemas = handlerSchemas(BODY_SCHEMA);
    const jsonBodies = operations().filter(
      ({ operation }) => operation.requestBody?.content?.['application/json'],
    );
    expect(jsonBodies.length).toBeGreaterThan(25);
    for (const { route, operation } of jsonBodies) {
      const schema = schemas.get(operation.operationId);
      if (parsedInHandler.includes(operation.operationId)) {
        expect(schema, route).toBeUndefined();
        continue;
      }
      expect(schema, `${route} parses its body with @BodyInput`).toBeDefined();
      expect(operation.requestBody?.content?.['application/json']?.schema, route).toEqual(
        openApiSchema(schema!, 'input'),
      );
    }
  });

  it.each([
    ['/api/admin/users', PAGE_LIMITS.adminUsers],
    ['/api/blog/posts', PAGE_LIMITS.publishedPosts],
    ['/api/admin/blog/posts', PAGE_LIMITS.adminPosts],
    ['/api/jobs/{id}/messages', PAGE_LIMITS.jobMessages],
    ['/api/jobs/queue', PAGE_LIMITS.jobQueue],
    ['/api/staff', PAGE_LIMITS.staff],
  ])('documents the page size bounds of %s', (path, limits) => {
    const list = (document.paths[path] as { get: Operation }).get;
    const limit = list.parameters?.find((parameter) => parameter.name === 'limit');
    expect(limit).toMatchObject({
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: limits.max, default: limits.default },
    });
  });
});
