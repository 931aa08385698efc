/** A card's figures side by side, each under its term ('Hoy', 'Este mes'; a plan's name); long amounts wrap. */
export function FigureValues({ values }: { values: ReadonlyArray<{ term: string; value: string }> }) {
  return (
    <dl className="flex flex-wrap gap-x-8 gap-y-2">
      {values.map(({ term, value }) => (
        <div key={term} className="grid content-start gap-0.5">
          <dt className="text-xs text-slate-600">{term}</dt>
          <dd className="text-xl font-bold break-words text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
