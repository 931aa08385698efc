import { PanelPage } from '#web/components/layout/panel-page';
import { CLIENT_PAGES, NEW_REQUEST_PATH } from '#web/components/layout/client-menu';
import { clientUi } from '#web/features/client/texts';
import { PaymentsContent } from '#web/features/money/payments-page';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/pagos';

const page = CLIENT_PAGES.payments;

export const meta: Route.MetaFunction = () => privatePageMeta(page.label);

export default function ClientPaymentsRoute() {
  return (
    <PanelPage title={page.label} description={clientUi.payments.description}>
      <PaymentsContent action={{ to: NEW_REQUEST_PATH, label: clientUi.publishRequest }} />
    </PanelPage>
  );
}
