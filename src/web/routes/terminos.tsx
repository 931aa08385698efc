import type { Route } from './+types/terminos';
import { LegalPage } from '#web/features/marketing/components/legal-page';
import { termsSeo } from '#web/features/marketing/content/legal';
import { legalDocumentData } from '#web/features/marketing/legal-data.server';
import { seoMeta } from '#web/features/marketing/seo';

export const loader = () => legalDocumentData('terminos');

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(termsSeo, loaderData);

// Content only: the prerendered HTML ships without React (see lib/static-page.ts).
export const handle = { hydrate: false };

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage title={termsSeo.title} html={loaderData.html} />;
}
