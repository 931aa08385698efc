import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#web/lib/utils';

type ChoiceCardProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Names the radio (the title inside the card); the rest of the card describes it. */
  labelId: string;
  descriptionId?: string;
  children: ReactNode;
};

// A native radio inside a clickable card: arrow keys move within the group, Space chooses, as everywhere.
export function ChoiceCard({ labelId, descriptionId, children, className, ...input }: ChoiceCardProps) {
  return (
    <label
      className={cn(
        'flex h-full cursor-pointer gap-3 rounded-lg border border-slate-300 bg-white p-4 transition-colors hover:border-brand',
        'has-checked:border-brand has-checked:bg-brand-soft has-checked:ring-1 has-checked:ring-brand',
        'has-focus-visible:ring-2 has-focus-visible:ring-brand has-focus-visible:ring-offset-2',
        className,
      )}
    >
      <input
        type="radio"
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        className="mt-1 size-4 shrink-0 accent-brand"
        {...input}
      />
      <span className="grid min-w-0 flex-1 content-start gap-1">{children}</span>
    </label>
  );
}
