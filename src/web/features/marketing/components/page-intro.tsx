import type { ReactNode } from 'react';

interface PageIntroProps {
  title: string;
  lead: string;
  children?: ReactNode;
}

// The top of every inner page: its single h1 and a short lead paragraph.
export function PageIntro({ title, lead, children }: PageIntroProps) {
  return (
    <div className="bg-gradient-to-b from-brand-soft to-white">
      <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6 sm:py-20">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-slate-600">{lead}</p>
        {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
      </div>
    </div>
  );
}
