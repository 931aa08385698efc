import {
  get,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * What a field component takes from its form: the registration (name, ref, change and blur) and the message to
 * show under it, both read from one path, so that a field never shows another field's error.
 */
export function fieldProps<T extends FieldValues, N extends FieldPath<T>>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form, whatever its context and output types
  form: UseFormReturn<T, any, any>,
  name: N,
  options?: RegisterOptions<T, N>,
) {
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return { ...form.register(name, options), error: error?.message };
}
