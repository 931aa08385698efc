import type { ReactNode } from 'react';

export type Detail = { term: string; value: ReactNode };

/** Term / value pairs of a card (request details), in a responsive grid. */
export function DetailList({ details }: { details: Detail[] }) {
  return (
    <dl data-slot="detail-list" className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {details.map((detail) => (
        <div key={detail.term} className="grid gap-0.5">
          <dt className="text-slate-600">{detail.term}</dt>
          <dd className="font-medium break-words text-slate-900">{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
}
