import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { config } from 'zod';
import type * as z from 'zod/v4/core';

// The page CSP forbids eval; without this zod probes `new Function` and the browser reports a violation.
config({ jitless: true });

export { zodResolver };

/**
 * The resolver of a form that holds values its schema does not take (an empty select, no place chosen yet, an
 * unticked box): the schema refuses them with its own Spanish message, so the form states its values' type and
 * the schema's output instead of the resolver inferring them from the schema's input.
 */
export function formResolver<TValues extends FieldValues, TOutput>(
  schema: z.$ZodType<TOutput>,
): Resolver<TValues, unknown, TOutput> {
  return zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOutput>;
}
