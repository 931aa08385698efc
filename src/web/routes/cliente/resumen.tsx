import { PanelPage } from '#web/components/layout/panel-page';
import { CLIENT_PAGES } from '#web/components/layout/client-menu';
import { useFirstName } from '#web/lib/auth/auth-provider';
import { OverviewContent } from '#web/features/client/components/overview-page';
import { clientOverviewUi } from '#web/features/client/overview-texts';
import { fillMessage } from '#web/lib/fill-message';
import { NO_INDEX, pageMeta } from '#web/lib/meta';
import type { Route } from './+types/resumen';

const page = CLIENT_PAGES.overview;
const texts = clientOverviewUi.overview;

export const meta: Route.MetaFunction = () => [...pageMeta(page.label), NO_INDEX];

export default function ClientOverviewRoute() {
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
