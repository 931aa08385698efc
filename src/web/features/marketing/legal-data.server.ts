import { PLANS } from '#shared/catalog';
import { CANCELLATION_POLICY, MINIMUM_AGE } from '#shared/company';
import { formatMoney } from '#shared/format';
import { PAYMENT_METHODS_SUMMARY } from './content/payment-methods';
import { renderLegalDocument } from './content-files.server';
import { siteData } from './seo';
import { legalConfig } from './site-config.server';

const plansList = PLANS.map(
  (plan) => `- **${plan.name}**: ${formatMoney(plan.monthlyPrice)} al mes. ${plan.features.join('; ')}.`,
).join('\n');

export function legalDocumentData(name: 'privacidad' | 'terminos') {
  const { html } = renderLegalDocument(name, {
    ...legalConfig(),
    minimumAge: String(MINIMUM_AGE),
    cancellationPolicy: CANCELLATION_POLICY.summary,
    paymentMethods: PAYMENT_METHODS_SUMMARY,
    plansList,
  });
  return { ...siteData(), html };
}
