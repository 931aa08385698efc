import type { ReactNode } from 'react';

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
