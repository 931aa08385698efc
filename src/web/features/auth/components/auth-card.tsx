import type { ReactNode, Ref } from 'react';
import { cn } from '#web/lib/utils';

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** For a card that replaces another on the same page: its heading takes focus, so the change is announced. */
  headingRef?: Ref<HTMLHeadingElement>;
};

export function AuthCard({ title, description, children, footer, headingRef }: AuthCardProps) {
  return (
    <div className="w-full max-w-md">
      <div className="mb-6 grid gap-2">
        <h1
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className="text-2xl font-bold tracking-tight text-slate-900 outline-none sm:text-3xl"
        >
          {title}
        </h1>
        {description && <p className="text-slate-700">{description}</p>}
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">{children}</div>
      {footer && <div className="mt-6 grid gap-2 text-center text-sm text-slate-700">{footer}</div>}
    </div>
  );
}

export function AuthPage({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div
      className={cn(
        'mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:py-16',
        aside && 'lg:grid-cols-2 lg:items-center',
      )}
    >
      <div className="flex justify-center">{children}</div>
      {aside}
    </div>
  );
}
