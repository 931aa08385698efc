import { hero } from '#web/features/marketing/content/home';
import { ctaLabels } from '#web/features/marketing/content/common';
import { MAIN_NAV } from '#shared/site-map';
import { ButtonLink } from '#web/features/marketing/components/button-link';

const howItWorks = MAIN_NAV.find((item) => item.to === '/como-funciona') ?? MAIN_NAV[1];

export function Hero() {
  return (
    <div className="bg-gradient-to-b from-brand-soft via-white to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{hero.title}</h1>
          <p className="mt-5 text-lg text-slate-600 sm:text-xl">{hero.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/servicios">{ctaLabels.start}</ButtonLink>
            <ButtonLink to={howItWorks.to} variant="secondary">
              {howItWorks.label}
            </ButtonLink>
          </div>
        </div>
        <img
          src="/images/hero-home.svg"
          alt={hero.imageAlt}
          width={560}
          height={420}
          fetchPriority="high"
          className="mx-auto hidden h-auto w-full max-w-lg sm:block"
        />
      </div>
    </div>
  );
}
