import type { Route } from './+types/sobre-nosotros';
import { useSiteStats } from '#web/features/marketing/api/get-site-stats';
import { ButtonLink } from '#web/features/marketing/components/button-link';
import { CallToAction } from '#web/features/marketing/components/call-to-action';
import { FeatureGrid } from '#web/features/marketing/components/feature-grid';
import { Stats } from '#web/features/marketing/components/home/stats';
import { PageIntro } from '#web/features/marketing/components/page-intro';
import { Section } from '#web/features/marketing/components/section';
import * as about from '#web/features/marketing/content/about';
import { ctaLabels } from '#web/features/marketing/content/common';
import { seoMeta, siteData } from '#web/features/marketing/seo';

export const loader = () => siteData();

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(about.aboutSeo, loaderData);

// Content only: the prerendered HTML ships without React (see lib/static-page.ts); src/web/enhance fetches the
// figures.
export const handle = { hydrate: false };

export default function AboutPage() {
  const stats = useSiteStats().data;
  return (
    <>
      <PageIntro title={about.aboutIntro.title} lead={about.aboutIntro.lead} />
      <Section id="historia" title={about.storySection.title}>
        <div className="mx-auto max-w-3xl space-y-4 text-lg text-slate-700">
          {about.storySection.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Stats stats={stats} />
      <Section id="valores" title={about.valuesSection.title} tone="muted">
        <FeatureGrid items={about.values} columns={4} />
      </Section>
      <Section id="creditos" title={about.creditsSection.title}>
        <p className="mx-auto max-w-3xl text-center text-slate-600">{about.creditsSection.text}</p>
      </Section>
      <CallToAction id="unete" title={about.aboutCta.title} text={about.aboutCta.text}>
        <ButtonLink to="/servicios" variant="light">
          {ctaLabels.seeServices}
        </ButtonLink>
        <ButtonLink to="/registro" variant="light">
          {ctaLabels.signUpProvider}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
