import type { Route } from './+types/home';
import { FeatureGrid } from '#web/features/marketing/components/feature-grid';
import { CallToAction } from '#web/features/marketing/components/call-to-action';
import { useSiteStats } from '#web/features/marketing/api/get-site-stats';
import { ButtonLink } from '#web/features/marketing/components/button-link';
import { Hero } from '#web/features/marketing/components/home/hero';
import { Stats } from '#web/features/marketing/components/home/stats';
import { Testimonials } from '#web/features/marketing/components/home/testimonials';
import { TrustBadges } from '#web/features/marketing/components/home/trust-badges';
import { TrustStrip } from '#web/features/marketing/components/home/trust-strip';
import { JsonLd } from '#web/features/marketing/components/json-ld';
import { Section } from '#web/features/marketing/components/section';
import { ctaLabels } from '#web/features/marketing/content/common';
import { benefits, benefitsSection, closingCta, homeSeo } from '#web/features/marketing/content/home';
import { seoMeta, siteData } from '#web/features/marketing/seo';
import { organizationLd } from '#web/features/marketing/structured-data';

export const loader = () => siteData();

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(homeSeo, loaderData);

// Content only: the prerendered HTML ships without React (see lib/static-page.ts); src/web/enhance then fetches
// the figures and testimonials, which change daily and are not in the HTML.
export const handle = { hydrate: false };

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const stats = useSiteStats().data;
  return (
    <>
      <Hero />
      <TrustStrip />
      <Section id="por-que-elegirnos" title={benefitsSection.title} intro={benefitsSection.intro}>
        <FeatureGrid items={benefits} />
      </Section>
      <Stats stats={stats} />
      <Testimonials testimonials={stats?.testimonials} />
      <TrustBadges />
      <CallToAction id="empezar" title={closingCta.title} text={closingCta.text}>
        <ButtonLink to="/servicios" variant="light">
          {ctaLabels.start}
        </ButtonLink>
      </CallToAction>
      <JsonLd data={organizationLd(loaderData.origin)} />
    </>
  );
}
