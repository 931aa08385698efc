import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '#web/components/ui/card';

type FigureCardProps = {
  title: string;
  value: string;
  note?: string;
  link?: { to: string; label: string };
};

export function FigureCard({ title, value, note, link }: FigureCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} className="grid content-start gap-2">
      <h3 id={titleId} className="text-sm font-medium text-slate-600">
        {title}
      </h3>
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
    </Card>
  );
}
