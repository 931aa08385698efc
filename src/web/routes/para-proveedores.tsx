import type { Route } from './+types/para-proveedores';
import { PLANS } from '#shared/catalog';
import { ButtonLink } from '#web/features/marketing/components/button-link';
import { CallToAction } from '#web/features/marketing/components/call-to-action';
import { FeatureGrid } from '#web/features/marketing/components/feature-grid';
import { PageIntro } from '#web/features/marketing/components/page-intro';
import { PlanCard } from '#web/features/marketing/components/providers/plan-card';
import { RequirementList } from '#web/features/marketing/components/providers/requirement-list';
import { Section } from '#web/features/marketing/components/section';
import { StepList } from '#web/features/marketing/components/step-list';
import { ctaLabels } from '#web/features/marketing/content/common';
import * as content from '#web/features/marketing/content/providers';
import { seoMeta, siteData } from '#web/features/marketing/seo';

export const loader = () => siteData();

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(content.providersSeo, loaderData);

// Content only: the prerendered HTML ships without React (see lib/static-page.ts).
export const handle = { hydrate: false };

export default function ProvidersPage() {
  const { plansSection } = content;
  return (
    <>
      <PageIntro title={content.providersIntro.title} lead={content.providersIntro.lead}>
        <ButtonLink to="/registro">{ctaLabels.signUpProvider}</ButtonLink>
      </PageIntro>
      <Section id="beneficios" title={content.providerBenefitsSection.title}>
        <FeatureGrid items={content.providerBenefits} />
      </Section>
      <Section
        id="requisitos"
        title={content.requirementsSection.title}
        intro={content.requirementsSection.intro}
        tone="muted"
      >
        <RequirementList items={content.requirements} />
      </Section>
      <Section id="como-empezar" title={content.onboardingSection.title}>
        <StepList steps={content.onboardingSteps} />
      </Section>
      <Section id="planes" title={plansSection.title} intro={plansSection.intro} tone="muted">
        <ul className="grid gap-8 md:grid-cols-3">
          {PLANS.map((plan) => (
            <li key={plan.id} className="flex [&>*]:flex-1">
              <PlanCard
                plan={plan}
                highlight={plan.id === plansSection.popularPlanId ? plansSection.popularLabel : undefined}
              />
            </li>
          ))}
        </ul>
      </Section>
      <CallToAction id="registro" title={content.providersCta.title} text={content.providersCta.text}>
        <ButtonLink to="/registro" variant="light">
          {ctaLabels.signUpProvider}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
