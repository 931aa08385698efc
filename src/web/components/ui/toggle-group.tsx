import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '#web/lib/utils';

const button = cn(
  'grid min-h-11 content-center rounded-md border px-3 py-1.5 text-sm font-medium',
  'focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2 focus-visible:outline-none',
  'border-slate-300 bg-white text-slate-900 hover:border-brand',
  'aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white',
  'disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-600',
);

const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  ArrowUp: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

type ToggleGroupProps<T extends string> = {
  labelId: string;
  label: string;
  items: readonly { value: T; disabled?: boolean; content: ReactNode }[];
  selected: string;
  onSelect: (value: T) => void;
};

/**
 * Toggle buttons of one choice (a day, a start time): the pressed one is chosen, a disabled one offers nothing.
 * One Tab stop for the group (the chosen button, else the first enabled): the arrows, Home and End move among the
 * enabled ones, Enter or Space chooses, as in a toolbar.
 */
export function ToggleGroup<T extends string>({
  labelId,
  label,
  items,
  selected,
  onSelect,
}: ToggleGroupProps<T>) {
  const group = useRef<HTMLDivElement>(null);
  const enabled = items.filter((item) => !item.disabled);
  const stop = enabled.find((item) => item.value === selected) ?? enabled[0];

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = MOVES[event.key];
    const buttons = [...(group.current?.querySelectorAll<HTMLButtonElement>('button:enabled') ?? [])];
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    if (!next || at < 0) return;
    event.preventDefault();
    const target = buttons[next(at, buttons.length)];
    target?.focus();
  };

  return (
    <div className="grid gap-2">
      <p id={labelId} className="text-sm font-semibold text-slate-900">
        {label}
      </p>
      <div
        ref={group}
        role="group"
        aria-labelledby={labelId}
        className="flex flex-wrap gap-2"
        onKeyDown={move}
      >
        {items.map((item) => (
          <button
            key={item.value}
            type="button"
            className={button}
            aria-pressed={item.value === selected}
            disabled={item.disabled}
            tabIndex={item === stop ? 0 : -1}
            onClick={() => onSelect(item.value)}
          >
            {item.content}
          </button>
        ))}
      </div>
    </div>
  );
}
