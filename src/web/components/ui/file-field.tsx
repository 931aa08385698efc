import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#web/lib/utils';
import { buttonVariants } from './button';
import { Field } from './field';

type FileFieldProps = Omit<ComponentProps<'input'>, 'type' | 'className'> & {
  label: string;
  hint?: string;
  error?: string;
  /** The button's icon and words ('Elegir foto'). */
  icon: ReactNode;
  choose: ReactNode;
  /** The chosen file's name, or what stands for none; left out where the choice uploads at once. */
  chosen?: ReactNode;
};

// The native picker speaks the browser's language; a Spanish label-button stands in for it, focusable through the
// visually hidden input it names.
export function FileField({ label, hint, error, icon, choose, chosen, ...inputProps }: FileFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <input {...control} type="file" className="peer sr-only" {...inputProps} />
          <label
            htmlFor={control.id}
            className={cn(
              buttonVariants({ variant: 'outline', size: 'sm' }),
              'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand peer-focus-visible:ring-offset-2 peer-disabled:cursor-wait peer-disabled:opacity-60',
            )}
          >
            {icon}
            {choose}
          </label>
          {chosen === undefined ? null : (
            <span className="min-w-0 truncate text-sm text-slate-700">{chosen}</span>
          )}
        </div>
      )}
    </Field>
  );
}
