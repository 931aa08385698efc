import { Repeat } from 'lucide-react';
import { cn } from '#web/lib/utils';
import { serviceUi as texts } from './texts';

/** 'Plan recurrente' on a visit of a recurring plan (issue 30): words beside the icon, never colour alone. */
export function RecurringMark({ className }: { className?: string }) {
  return (
    <span
      data-slot="recurring-mark"
      className={cn(
        'inline-flex items-center gap-1 justify-self-start rounded-full border border-current px-2 py-0.5 text-xs font-semibold',
        className,
      )}
    >
      <Repeat aria-hidden className="size-3" />
      {texts.recurring}
    </span>
  );
}
