import fs from 'node:fs';

/** The subset of JSON Schema the gateway's OpenAPI document uses (generated from zod, inline). */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface OperationParameter {
  name: string;
  in: 'path' | 'query';
  schema: JsonSchema;
}

export type OperationBody = { kind: 'json'; schema: JsonSchema } | { kind: 'multipart'; schema: JsonSchema };

/** One route as the OpenAPI document describes it: all the fuzz needs to reach it. */
export interface Operation {
  /** e.g. `updateUser`; falls back to `METHOD path`. */
  id: string;
  method: string;
  /** The OpenAPI template, e.g. `/api/admin/users/{id}`. */
  path: string;
  pathParameters: OperationParameter[];
  queryParameters: OperationParameter[];
  body: OperationBody | undefined;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
}
interface RawOperation {
  operationId?: string;
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete']);

/** Every operation of an OpenAPI document, so a new route is fuzzed by being documented. */
export function readOperations(documentPath: string): Operation[] {
  const document = JSON.parse(fs.readFileSync(documentPath, 'utf8')) as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters = (raw.parameters ?? []).flatMap((p): OperationParameter[] =>
        p.in === 'path' || p.in === 'query' ? [{ name: p.name, in: p.in, schema: p.schema ?? {} }] : [],
      );
      operations.push({
        id: raw.operationId ?? `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParameters: parameters.filter((p) => p.in === 'path'),
        queryParameters: parameters.filter((p) => p.in === 'query'),
        body: bodyOf(raw),
      });
    }
  }
  return operations;
}

function bodyOf(raw: RawOperation): OperationBody | undefined {
  const content = raw.requestBody?.content ?? {};
  const json = content['application/json'];
  if (json) return { kind: 'json', schema: json.schema ?? {} };
  const multipart = content['multipart/form-data'];
  if (multipart) return { kind: 'multipart', schema: multipart.schema ?? {} };
  return undefined;
}
