import { providerOverviewUi } from '#shared/provider-overview-ui';
import { PanelPage } from '#web/components/layout/panel-page';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { useFirstName } from '#web/lib/auth/auth-provider';
import { OverviewContent } from '#web/features/provider/overview/components/overview-page';
import { fillMessage } from '#web/lib/fill-message';
import { NO_INDEX, pageMeta } from '#web/lib/meta';
import type { Route } from './+types/resumen';

const page = PROVIDER_PAGES.overview;
const texts = providerOverviewUi.overview;

export const meta: Route.MetaFunction = () => [...pageMeta(page.label), NO_INDEX];

export default function ProviderOverviewRoute() {
  const name = useFirstName();
  return (
    <PanelPage
      title={page.label}
      description={`${fillMessage(texts.greeting, { name })} ${texts.description}`}
    >
      <OverviewContent />
    </PanelPage>
  );
}
