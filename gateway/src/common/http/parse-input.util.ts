import { AppError } from '@hirerelay/contracts';
import type { z } from 'zod';

/**
 * Validates HTTP input with a shared schema. The message is the first problem's own text (the
 * spec's wording), and `fields` carries every field's message for the form.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  return fail(result.error);
}

function fail(error: z.ZodError): never {
  throw AppError.fromZod(error);
}
