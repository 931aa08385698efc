import { operatorMessages } from '#shared/operator-messages';
import { ConsolePage } from '#web/features/operator/components/console-page';
import { PaymentsContent } from '#web/features/operator/payments/payments-page';
import { RefundsSection } from '#web/features/operator/refunds/refunds-section';
import { privatePageMeta } from '#web/lib/meta';
import type { Route } from './+types/pagos';

export const meta: Route.MetaFunction = () => privatePageMeta(operatorMessages.nav.payments);

export default function OperatorPaymentsRoute() {
  return (
    <ConsolePage page="payments">
      <PaymentsContent />
      <RefundsSection />
    </ConsolePage>
  );
}
