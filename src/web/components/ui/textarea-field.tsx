import type { ComponentProps } from 'react';
import { Field } from '../../../components/ui/field';
import { inputClassName } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';

type TextareaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string };

export function TextareaField({ label, error, className, ...props }: TextareaFieldProps) {
  return (
    <Field label={label} error={error} className={className}>
      {(control) => (
        <textarea {...control} className={cn(inputClassName, 'h-auto min-h-36 py-2')} {...props} />
      )}
    </Field>
  );
}
