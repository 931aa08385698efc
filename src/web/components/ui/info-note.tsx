import { Info } from 'lucide-react';
import { type ReactNode, useId } from 'react';

/** A calm note, not an error: a bold title and a sentence (online payments off, in development or here; a link may be in it). */
export function InfoNote({ title, body }: { title: string; body: ReactNode }) {
  const titleId = useId();
  return (
    <div
      role="note"
      aria-labelledby={titleId}
      className="flex gap-3 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700"
    >
      <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-600" />
      <p>
        <strong id={titleId} className="font-semibold text-slate-900">
          {title}.
        </strong>{' '}
        {body}
      </p>
    </div>
  );
}
