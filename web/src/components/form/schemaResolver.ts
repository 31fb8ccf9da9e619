import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The resolver of every form: react-hook-form checks the values against a shared schema (the public
 * entry forms get it through lazySchemaResolver, which loads this on first use). It takes the schema
 * over the values a form's inputs hold. The domain schemas accept
 * loose input on purpose (a number input's text, '' for "not chosen", an unticked box), so their
 * input type is wider or narrower than the inputs'; what matters is that the output is checked.
 */
export function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, FieldValues>,
): Resolver<TValues, unknown, TOutput> {
  return zodResolver(schema) as unknown as Resolver<TValues, unknown, TOutput>;
}
