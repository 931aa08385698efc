import type { ReactNode } from 'react';

interface SectionProps {
  id: string;
  title: string;
  intro?: string;
  tone?: 'plain' | 'muted';
  /** Left out of the page until a script shows it (the home page's testimonials). */
  hidden?: boolean;
  children: ReactNode;
}

export function Section({ id, title, intro, tone = 'plain', hidden, children }: SectionProps) {
  const titleId = `${id}-titulo`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      hidden={hidden}
      className={tone === 'muted' ? 'bg-slate-50 py-14 sm:py-20' : 'bg-white py-14 sm:py-20'}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id={titleId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {title}
          </h2>
          {intro ? <p className="mt-3 text-lg text-slate-600">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
