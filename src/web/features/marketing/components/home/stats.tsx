import { MARKETING_FIGURES } from '../../../../../shared/company';
import { statsSection } from '../../content/home';

export function Stats() {
  return (
    <section aria-labelledby="numeros-titulo" className="bg-brand-strong py-14 text-white">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="numeros-titulo" className="sr-only">
          {statsSection.title}
        </h2>
        <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {MARKETING_FIGURES.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse gap-1">
              <dt className="text-brand-soft">{figure.label}</dt>
              <dd className="text-3xl font-extrabold sm:text-4xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
