import type { Route } from './+types/privacidad';
import { LegalPage } from '#web/features/marketing/components/legal-page';
import { privacySeo } from '#web/features/marketing/content/legal';
import { legalDocumentData } from '#web/features/marketing/legal-data.server';
import { seoMeta } from '#web/features/marketing/seo';

export const loader = () => legalDocumentData('privacidad');

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(privacySeo, loaderData);

// Content only: the prerendered HTML ships without React (see lib/static-page.ts).
export const handle = { hydrate: false };

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage title={privacySeo.title} html={loaderData.html} />;
}
