import type { ReactNode } from 'react';
import { ApiError } from '#web/lib/api';
import { operatorMessages } from '#shared/operator-messages';

type ConsoleCardProps = {
  /** The heading's id, which names the card. */
  id: string;
  title: string;
  /** A line under the title (since when, hidden when). */
  subtitle?: ReactNode;
  children: ReactNode;
};

/** One case on a console list (a dispute, a verification, a payment, a piece of content), named by its title. */
export function ConsoleCard({ id, title, subtitle, children }: ConsoleCardProps) {
  return (
    <article
      aria-labelledby={id}
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <header className="grid gap-1">
        <h3 id={id} className="text-lg font-semibold break-words text-slate-900">
          {title}
        </h3>
        {subtitle}
      </header>
      {children}
    </article>
  );
}

/** A step refused (decided by someone else meanwhile: 409) in the server's words; anything else, generically. */
export function refusalMessage(error: unknown): string {
  return error instanceof ApiError && error.status < 500 ? error.message : operatorMessages.actionFailed;
}
