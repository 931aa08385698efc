import type { Route } from './+types/contacto';
import { ContactForm } from '#web/features/contact/components/contact-form';
import { OfficeHours } from '#web/features/contact/components/office-hours';
import { contactTexts } from '#web/features/contact/texts';
import { PageIntro } from '#web/features/marketing/components/page-intro';
import { contactIntro, contactSeo } from '#web/features/marketing/content/contact';
import { seoMeta, siteData } from '#web/features/marketing/seo';
import { legalConfig } from '#web/features/marketing/site-config.server';

export const loader = () => ({ ...siteData(), supportEmail: legalConfig().supportEmail });

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(contactSeo, loaderData);

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title={contactIntro.title} lead={contactIntro.lead} />
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <section
          aria-labelledby="formulario-titulo"
          className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id="formulario-titulo" className="text-xl font-semibold text-slate-900">
            {contactTexts.formTitle}
          </h2>
          <p className="mt-1 mb-6 text-slate-600">{contactTexts.formDescription}</p>
          <ContactForm />
        </section>
        <OfficeHours supportEmail={loaderData.supportEmail} />
      </div>
    </>
  );
}
