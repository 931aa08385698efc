import type { ReactNode } from 'react';
import { useFirstName } from '#web/lib/auth/auth-provider';
import { fillMessage } from '#web/lib/fill-message';

type PanelPageProps = { title: string; description?: string; children: ReactNode };

// The heading every panel page opens with; the panel's own title is the page's h1.
export function PanelPage({ title, description, children }: PanelPageProps) {
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h2 className="text-2xl font-bold text-slate-900">{title}</h2>
        {description ? <p className="break-words text-slate-700">{description}</p> : null}
      </div>
      {children}
    </div>
  );
}

type OverviewPanelPageProps = {
  title: string;
  /** `greeting` names the person ({name}); `description` follows it. */
  texts: { greeting: string; description: string };
  children: ReactNode;
};

/** A panel's Resumen, the customer's and the provider's: its heading greets the person by their first name. */
export function OverviewPanelPage({ title, texts, children }: OverviewPanelPageProps) {
  const name = useFirstName();
  return (
    <PanelPage title={title} description={`${fillMessage(texts.greeting, { name })} ${texts.description}`}>
      {children}
    </PanelPage>
  );
}
