import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';
import { Input } from './input';

type TextFieldProps = ComponentProps<'input'> & { label: string; error?: string; hint?: ReactNode };

export function TextField({ label, error, hint, className, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <Input {...control} {...inputProps} />}
    </Field>
  );
}
