import { useId } from 'react';
import { cn } from '#web/lib/utils';

type ChoiceGroupProps<T extends string> = {
  legend: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
};

// Native radios drawn as pills: one tab stop per group, the arrows choose, the legend names the group.
export function ChoiceGroup<T extends string>({ legend, options, value, onChange }: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative inline-flex h-9 cursor-pointer items-center rounded-md border px-3 text-sm font-semibold transition-colors',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand has-[:focus-visible]:ring-offset-2',
              option.value === value
                ? 'border-brand bg-brand text-white'
                : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-100',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              // Over the pill, transparent: a click on the pill is a click on the radio.
              className="absolute inset-0 size-full cursor-pointer opacity-0"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
