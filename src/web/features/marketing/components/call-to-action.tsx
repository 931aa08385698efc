import type { ReactNode } from 'react';

interface CallToActionProps {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}

export function CallToAction({ id, title, text, children }: CallToActionProps) {
  return (
    <section aria-labelledby={`${id}-titulo`} className="bg-brand-strong py-14 text-white sm:py-16">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id={`${id}-titulo`} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <p className="mt-3 text-lg text-brand-soft">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
