import 'reflect-metadata';
import { AppError } from '@hirerelay/contracts';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import type { PipeTransform } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiSchema } from '../../openapi/zod-openapi.util.js';
import { BODY_SCHEMA, BodyInput } from './body-input.decorator.js';
import { parseInput } from './parse-input.util.js';

const ZNoteBody = z.object({
  text: z.string().trim().min(1, 'Write a note first').max(20, 'Keep the note under 20 characters'),
  pinned: z.boolean().default(false),
});

class NotesController {
  add(@BodyInput(ZNoteBody) body: z.output<typeof ZNoteBody>) {
    return body;
  }
}

/** The pipe Nest runs on the route's body argument. */
function bodyPipe(): PipeTransform {
  const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, NotesController, 'add') as Record<
    string,
    { index: number; pipes: PipeTransform[] }
  >;
  const [key, arg] = Object.entries(args)[0]!;
  expect(key.startsWith(`${RouteParamtypes.BODY}:`)).toBe(true);
  expect(arg.index).toBe(0);
  return arg.pipes[0]!;
}

function refusalOf(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('@BodyInput', () => {
  it('hands the handler the parsed body (defaults applied, strings trimmed)', () => {
    expect(bodyPipe().transform({ text: '  call back ' }, { type: 'body' })).toEqual({
      text: 'call back',
      pinned: false,
    });
  });

  it.each([
    undefined,
    null,
    {},
    { text: '' },
    { text: 'x'.repeat(21) },
    { text: 'ok', pinned: 'yes' },
    'text',
  ])('refuses %j exactly as parseInput does (a 400 with the first message and every field)', (body) => {
    const refusal = refusalOf(() => bodyPipe().transform(body, { type: 'body' }));
    const expected = refusalOf(() => parseInput(ZNoteBody, body));
    expect(refusal.code).toBe('VALIDATION');
    expect({ code: refusal.code, message: refusal.message, fields: refusal.fields }).toEqual({
      code: expected.code,
      message: expected.message,
      fields: expected.fields,
    });
  });

  it('documents the same schema as the JSON request body, and keeps it for the OpenAPI test', () => {
    const handler = NotesController.prototype.add;
    expect(Reflect.getMetadata(BODY_SCHEMA, handler)).toBe(ZNoteBody);
    const parameters = Reflect.getMetadata('swagger/apiParameters', handler) as {
      in: string;
      schema: unknown;
    }[];
    expect(parameters).toEqual([
      expect.objectContaining({ in: 'body', schema: openApiSchema(ZNoteBody, 'input') }),
    ]);
  });
});
