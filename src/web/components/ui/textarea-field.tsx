import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#web/lib/utils';
import { Field } from './field';
import { inputClassName } from './input';

type TextareaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string; hint?: ReactNode };

export function TextareaField({ label, error, hint, className, ...props }: TextareaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea {...control} className={cn(inputClassName, 'h-auto min-h-36 py-2')} {...props} />
      )}
    </Field>
  );
}
