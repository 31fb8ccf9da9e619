import type { z } from 'zod';

/**
 * The messages a schema refuses a value with, by field path (`a.b`; `''` for the value itself):
 * what a form shows under each field. Empty when the value passes.
 */
export function issuesByPath(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  const byPath: Record<string, string[]> = {};
  if (result.success) return byPath;
  for (const issue of result.error.issues) (byPath[issue.path.join('.')] ??= []).push(issue.message);
  return byPath;
}
