import { ChevronDown } from 'lucide-react';

interface Faq {
  question: string;
  answer: string;
}

// Native disclosure widgets: keyboard and screen-reader friendly, and they open even with JavaScript off.
export function FaqList({ items }: { items: readonly Faq[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-lg font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
            <h2 className="text-lg">{item.question}</h2>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brand transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
