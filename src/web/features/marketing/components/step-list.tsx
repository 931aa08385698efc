export interface StepItem {
  title: string;
  text: string;
}

// Numbered steps as a real ordered list, so the order is announced too.
export function StepList({ steps }: { steps: readonly StepItem[] }) {
  const columns = steps.length > 4 ? 'lg:grid-cols-5' : 'lg:grid-cols-4';
  return (
    <ol className={`grid gap-6 sm:grid-cols-2 ${columns}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">
            <span className="sr-only">Paso {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-slate-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
