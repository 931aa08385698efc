import type { ReactNode } from 'react';
import { ItemCard } from '#web/components/ui/card';
import { ApiError } from '#web/lib/api';
import { operatorMessages } from '#shared/operator-messages';

type ConsoleCardProps = {
  /** The heading's id, which names the card. */
  id: string;
  title: string;
  /** What the header says under the title (since when, hidden when, from whom). */
  subtitle?: ReactNode;
  /** The spacing between the header and the body, when not the lists' default. */
  className?: string;
  children: ReactNode;
};

/** One case on a console list (a dispute, a verification, a payment, content, a message), named by its title. */
export function ConsoleCard({ id, title, subtitle, className, children }: ConsoleCardProps) {
  return (
    <ItemCard aria-labelledby={id} className={className}>
      <header className="grid gap-1">
        <h3 id={id} className="text-lg font-semibold break-words text-slate-900">
          {title}
        </h3>
        {subtitle}
      </header>
      {children}
    </ItemCard>
  );
}

/** A step refused (decided by someone else meanwhile: 409) in the server's words; anything else, generically. */
export function refusalMessage(error: unknown): string {
  return error instanceof ApiError && error.status < 500 ? error.message : operatorMessages.actionFailed;
}
