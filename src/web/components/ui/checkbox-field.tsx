import { useId, type ComponentProps } from 'react';
import { cn } from '#web/lib/utils';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & { label: string };

export function CheckboxField({ label, className, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div data-slot="checkbox-field" className={cn('flex items-start gap-2', className)}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-brand focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
        {...inputProps}
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}
