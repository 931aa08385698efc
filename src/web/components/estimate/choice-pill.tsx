import type { ReactNode } from 'react';
import { cn } from '#web/lib/utils';

const pill = cn(
  'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:border-brand',
  'has-checked:border-brand has-checked:bg-brand-soft has-checked:ring-1 has-checked:ring-brand',
  'has-focus-visible:ring-2 has-focus-visible:ring-brand has-focus-visible:ring-offset-2',
);

/** A group of pills under its legend: 'Recámaras', 'Extras'. */
export function PillGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

type PillProps = {
  type: 'radio' | 'checkbox';
  name?: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
};

// A native radio or checkbox in a pill: arrow keys move within a radio group, Space chooses, as everywhere.
export function Pill({ type, name, checked, onChange, children }: PillProps) {
  return (
    <label className={pill}>
      <input type={type} name={name} checked={checked} onChange={onChange} className="size-4 accent-brand" />
      {children}
    </label>
  );
}
