import { ArrowRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/lib/utils';

type FigureCardFrameProps = { title: string; className?: string; children: ReactNode };

/** A card of figures, named by its small heading: one value (FigureCard) or several (the console's summary). */
export function FigureCardFrame({ title, className, children }: FigureCardFrameProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} className={cn('grid content-start', className)}>
      <h3 id={titleId} className="text-sm font-medium text-slate-600">
        {title}
      </h3>
      {children}
    </Card>
  );
}

type FigureCardProps = {
  title: string;
  value: string;
  note?: string;
  link?: { to: string; label: string };
};

export function FigureCard({ title, value, note, link }: FigureCardProps) {
  return (
    <FigureCardFrame title={title} className="gap-2">
      <p className="text-2xl font-bold break-words text-slate-900">{value}</p>
      {note ? <p className="text-sm text-slate-700">{note}</p> : null}
      {link ? (
        <Link
          to={link.to}
          className="inline-flex items-center gap-1 justify-self-start rounded text-sm font-semibold text-brand underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand"
        >
          {link.label}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      ) : null}
    </FigureCardFrame>
  );
}
