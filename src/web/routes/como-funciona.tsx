import type { Route } from './+types/como-funciona';
import { ButtonLink } from '#web/features/marketing/components/button-link';
import { CallToAction } from '#web/features/marketing/components/call-to-action';
import { FeatureGrid } from '#web/features/marketing/components/feature-grid';
import { PageIntro } from '#web/features/marketing/components/page-intro';
import { Section } from '#web/features/marketing/components/section';
import { StepList } from '#web/features/marketing/components/step-list';
import { ctaLabels } from '#web/features/marketing/content/common';
import {
  howItWorksCta,
  howItWorksIntro,
  howItWorksSeo,
  reasons,
  reasonsSection,
  steps,
  stepsSection,
} from '#web/features/marketing/content/how-it-works';
import { seoMeta, siteData } from '#web/features/marketing/seo';

export const loader = () => siteData();

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(howItWorksSeo, loaderData);

// Content only: the prerendered HTML ships without React (see lib/static-page.ts).
export const handle = { hydrate: false };

export default function HowItWorksPage() {
  return (
    <>
      <PageIntro title={howItWorksIntro.title} lead={howItWorksIntro.lead} />
      <Section id="pasos" title={stepsSection.title} tone="muted">
        <StepList steps={steps} />
      </Section>
      <Section id="razones" title={reasonsSection.title} intro={reasonsSection.intro}>
        <FeatureGrid items={reasons} columns={4} />
      </Section>
      <CallToAction id="empezar" title={howItWorksCta.title} text={howItWorksCta.text}>
        <ButtonLink to="/servicios" variant="light">
          {ctaLabels.seeServices}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
