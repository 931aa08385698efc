import type { SiteStats } from '#shared/schemas/site-stats';
import { statsFacts, statsSection } from '#web/features/marketing/content/home';
import { FIGURE_KEYS, figureText } from '#web/features/marketing/site-stats-view';

// Each cell shows its figure once the daily count passes its threshold, else a fact that is always true. The
// cells keep their size either way (labels reserve two lines), so nothing moves when the figures arrive after the
// page: from useSiteStats under React, from src/web/enhance on the prerendered page.
export function Stats({ stats }: { stats: SiteStats | undefined }) {
  return (
    <section
      aria-labelledby="numeros-titulo"
      data-slot="site-stats"
      className="bg-brand-strong py-14 text-white"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="numeros-titulo" className="sr-only">
          {statsSection.title}
        </h2>
        <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {FIGURE_KEYS.map((key, index) => {
            const cell = (stats && figureText(stats, key)) ?? statsFacts[index]!;
            return (
              <div key={key} data-figure={key} className="flex flex-col-reverse gap-1">
                <dt className="min-h-[2lh] text-brand-soft">{cell.label}</dt>
                <dd className="text-3xl font-extrabold whitespace-nowrap sm:text-4xl">{cell.value}</dd>
              </div>
            );
          })}
        </dl>
      </div>
    </section>
  );
}
