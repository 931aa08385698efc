import { PanelPage } from '../../components/layout/panel-page';
import { CLIENT_PAGES, NEW_REQUEST_PATH } from '../../components/layout/client-menu';
import { clientUi } from '../../features/client/texts';
import { PaymentsContent } from '../../features/money/payments-page';
import { NO_INDEX, pageMeta } from '../../lib/meta';
import type { Route } from './+types/pagos';

const page = CLIENT_PAGES.payments;

export const meta: Route.MetaFunction = () => [...pageMeta(page.label), NO_INDEX];

export default function ClientPaymentsRoute() {
  return (
    <PanelPage title={page.label} description={clientUi.payments.description}>
      <PaymentsContent action={{ to: NEW_REQUEST_PATH, label: clientUi.publishRequest }} />
    </PanelPage>
  );
}
