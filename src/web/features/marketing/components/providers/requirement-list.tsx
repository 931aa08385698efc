import { CircleCheck } from 'lucide-react';

export function RequirementList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
          <span className="text-slate-700">{item}</span>
        </li>
      ))}
    </ul>
  );
}
