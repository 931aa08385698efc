import { PanelPage } from '../../components/layout/panel-page';
import { CLIENT_PAGES } from '../../components/layout/client-menu';
import { useFirstName } from '../../lib/auth/auth-provider';
import { OverviewContent } from '../../features/client/components/overview-page';
import { clientOverviewUi } from '../../features/client/overview-texts';
import { fillMessage } from '../../lib/fill-message';
import { NO_INDEX, pageMeta } from '../../lib/meta';
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
