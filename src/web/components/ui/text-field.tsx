import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';
import { Input } from './input';

export type TextFieldProps = ComponentProps<'input'> & { label: string; error?: string; hint?: ReactNode };

export function TextField({ label, error, hint, className, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <Input {...control} {...inputProps} />}
    </Field>
  );
}

/** An RFC as people type it: no autofill or spelling help, capitals, room for the spaces and dashes they add. */
export function RfcField(props: TextFieldProps) {
  return (
    <TextField autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={20} {...props} />
  );
}
