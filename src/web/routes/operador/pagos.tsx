import { operatorMessages } from '#shared/operator-messages';
import { PanelPage } from '#web/components/layout/panel-page';
import { PaymentsContent } from '#web/features/operator/payments/payments-page';
import { RefundsSection } from '#web/features/operator/refunds/refunds-section';
import { NO_INDEX, pageMeta } from '#web/lib/meta';
import type { Route } from './+types/pagos';

const title = operatorMessages.nav.payments;

export const meta: Route.MetaFunction = () => [...pageMeta(title), NO_INDEX];

export default function OperatorPaymentsRoute() {
  return (
    <PanelPage title={title} description={operatorMessages.payments.description}>
      <PaymentsContent />
      <RefundsSection />
    </PanelPage>
  );
}
