import type { LucideIcon } from 'lucide-react';

export interface FeatureItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

export function FeatureGrid({ items, columns = 3 }: { items: readonly FeatureItem[]; columns?: 2 | 3 | 4 }) {
  const grid = {
    2: 'sm:grid-cols-2',
    3: 'sm:grid-cols-2 lg:grid-cols-3',
    4: 'sm:grid-cols-2 lg:grid-cols-4',
  }[columns];
  return (
    <ul className={`grid gap-6 ${grid}`}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
          <p className="mt-2 text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}
