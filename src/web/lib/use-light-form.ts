import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ErrorOption, FieldValues, Path, Resolver } from 'react-hook-form';

type Errors = Partial<Record<string, { message?: string }>>;

/**
 * A form of text fields that behaves as react-hook-form's useForm does by default, for a first view that must load
 * light (/login): react-hook-form weighs 15 KB gzip, and the page has two fields. The same resolver (a
 * lazyZodResolver, which loads zod and the resolver on focus) checks the values on submit, then each change of a
 * field once the form was sent; the first field with an error takes the focus; the button waits while it checks and
 * sends. Fields keep their value in the input itself (uncontrolled), as with `register`.
 */
export function useLightForm<T extends FieldValues, TOutput>(options: {
  resolver: Resolver<T, unknown, TOutput>;
  fields: readonly Path<T>[];
}) {
  const { resolver, fields } = options;
  const inputs = useRef<Partial<Record<string, HTMLInputElement | null>>>({});
  const submitted = useRef(false);
  const [errors, setErrors] = useState<Errors>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const check = () => {
    const values = Object.fromEntries(fields.map((name) => [name, inputs.current[name]?.value ?? ''])) as T;
    return resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    if (!submitted.current) return;
    const name = event.target.name;
    const result = await check();
    setErrors((current) => ({ ...current, [name]: (result.errors as Errors)[name] }));
  };

  return {
    isSubmitting,
    /** The props of a field component: its registration and the message to show under it. */
    field: (name: Path<T>) => ({
      name,
      ref: (input: HTMLInputElement | null) => {
        inputs.current[name] = input;
      },
      onChange,
      onBlur: () => {},
      error: errors[name]?.message,
    }),
    /** As useForm's: a message under a field (the server's), until the field is checked again. */
    setError: (name: string, error: ErrorOption) => setErrors((current) => ({ ...current, [name]: error })),
    handleSubmit:
      (onValid: (values: TOutput) => Promise<void>) =>
      async (event: FormEvent<HTMLFormElement>): Promise<void> => {
        event.preventDefault();
        setSubmitting(true);
        try {
          const result = await check();
          submitted.current = true;
          const found = result.errors as Errors;
          setErrors(found);
          const invalid = fields.find((name) => found[name]);
          if (invalid) inputs.current[invalid]?.focus();
          else await onValid(result.values as TOutput);
        } finally {
          setSubmitting(false);
        }
      },
  };
}
