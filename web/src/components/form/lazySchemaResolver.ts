import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export interface LazySchemaResolver<TValues extends FieldValues, TOutput> {
  resolver: Resolver<TValues, unknown, TOutput>;
  /** Starts loading the rules (call it on the form's first focus) so the first check need not wait. */
  preload: () => void;
}

/**
 * A resolver whose shared schema (and zod with it) loads on first use instead of with the page: a
 * form page paints and takes input with react-hook-form alone, and the rules arrive while the
 * visitor types. The public entry forms (log in, sign up, passwords) use it so that their first
 * load stays within the JavaScript budget (scripts/e2e budget test).
 */
export function lazySchemaResolver<TValues extends FieldValues, TOutput>(
  loadSchema: () => Promise<z.ZodType<TOutput, FieldValues>>,
): LazySchemaResolver<TValues, TOutput> {
  let loading: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  const load = () =>
    (loading ??= Promise.all([loadSchema(), import('./schemaResolver')])
      .then(([schema, { schemaResolver }]) => schemaResolver<TValues, TOutput>(schema))
      .catch((error: unknown) => {
        // Offline or a deploy replaced the chunk: the next check tries again.
        loading = undefined;
        throw error;
      }));
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => {
      load().catch(() => undefined);
    },
  };
}
