import { REQUEST_PAYMENT_METHODS, PLANS } from '../../../shared/catalog';
import { CANCELLATION_POLICY, MINIMUM_AGE } from '../../../shared/company';
import { formatAlternatives, formatMoney } from '../../../shared/format';
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
    paymentMethods: formatAlternatives(REQUEST_PAYMENT_METHODS.map((method) => method.label.toLowerCase())),
    plansList,
  });
  return { ...siteData(), html };
}
