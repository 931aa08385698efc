import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/utils';
import { Field } from './field';
import { inputClassName } from './input';

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  error?: string;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The placeholder is a choice (a filter's 'all'), not only a prompt. */
  emptyIsChoice?: boolean;
};

// A native select: it is keyboard and screen-reader friendly on every phone and costs no JavaScript.
export function SelectField({
  label,
  error,
  placeholder,
  options,
  emptyIsChoice = false,
  className,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <select
            data-slot="select"
            className={cn(inputClassName, 'appearance-none pr-10')}
            {...control}
            {...selectProps}
          >
            <option value="" disabled={!emptyIsChoice}>
              {placeholder}
            </option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-600"
            aria-hidden
          />
        </div>
      )}
    </Field>
  );
}
