import type { Route } from './+types/servicios';
import { SERVICES } from '#shared/catalog';
import { JsonLd } from '#web/features/marketing/components/json-ld';
import { PageIntro } from '#web/features/marketing/components/page-intro';
import { ServiceCard } from '#web/features/marketing/components/services/service-card';
import { priceLabels } from '#web/features/marketing/content/common';
import { servicesIntro, servicesSeo } from '#web/features/marketing/content/services';
import { seoMeta, siteData } from '#web/features/marketing/seo';
import { servicesLd } from '#web/features/marketing/structured-data';

export const loader = () => siteData();

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(servicesSeo, loaderData);

// Content only: the prerendered HTML ships without React (see lib/static-page.ts).
export const handle = { hydrate: false };

const ABOVE_THE_FOLD = 3;

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title={servicesIntro.title} lead={servicesIntro.lead} />
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map((service, index) => (
            <li key={service.id} className="flex">
              <ServiceCard service={service} eager={index < ABOVE_THE_FOLD} />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-slate-600">{priceLabels.currencyNote}</p>
      </div>
      <JsonLd data={servicesLd(loaderData.origin)} />
    </>
  );
}
