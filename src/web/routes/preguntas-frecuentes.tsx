import type { Route } from './+types/preguntas-frecuentes';
import { ButtonLink } from '#web/features/marketing/components/button-link';
import { FaqList } from '#web/features/marketing/components/faq/faq-list';
import { JsonLd } from '#web/features/marketing/components/json-ld';
import { PageIntro } from '#web/features/marketing/components/page-intro';
import { ctaLabels } from '#web/features/marketing/content/common';
import { faqIntro, faqs, faqSeo } from '#web/features/marketing/content/faq';
import { seoMeta, siteData } from '#web/features/marketing/seo';
import { faqLd } from '#web/features/marketing/structured-data';

export const loader = () => siteData();

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(faqSeo, loaderData);

// Content only: the prerendered HTML ships without React (see lib/static-page.ts).
export const handle = { hydrate: false };

export default function FaqPage() {
  return (
    <>
      <PageIntro title={faqIntro.title} lead={faqIntro.lead} />
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <FaqList items={faqs} />
        <div className="mt-10 text-center">
          <p className="text-lg text-slate-700">{faqIntro.stillNeedHelp}</p>
          <ButtonLink to="/contacto" variant="secondary" className="mt-4">
            {ctaLabels.contactUs}
          </ButtonLink>
        </div>
      </div>
      <JsonLd data={faqLd(faqs)} />
    </>
  );
}
