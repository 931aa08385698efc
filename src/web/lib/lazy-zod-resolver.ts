import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { onDemand } from './on-demand';

type LazyResolver<T extends z.$ZodType> = Resolver<z.input<T> & FieldValues, unknown, z.output<T>> & {
  preload: () => void;
};

// zod and the resolver load on the first validation (or on `preload()`, e.g. when the form gets focus),
// which keeps ~25 KB gzip out of the JavaScript that guest pages need before they are interactive.
export function lazyZodResolver<T extends z.$ZodType>(loadSchema: () => Promise<T>): LazyResolver<T> {
  type Ready = Resolver<z.input<T> & FieldValues, unknown, z.output<T>>;
  // The resolver module configures zod (jitless) and must run before any schema is built.
  const ready = onDemand(() =>
    import('./zod-resolver').then(({ zodResolver }) =>
      loadSchema().then((schema) => zodResolver(schema as never) as unknown as Ready),
    ),
  );

  const resolver: Ready = async (values, context, options) => (await ready.load())(values, context, options);
  return Object.assign(resolver, { preload: ready.prefetch });
}
