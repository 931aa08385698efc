import { consoleRoute } from '#web/features/operator/components/console-page';
import { PaymentsContent } from '#web/features/operator/payments/payments-page';
import { RefundsSection } from '#web/features/operator/refunds/refunds-section';

// Pagos holds two lists: the transfers awaiting a decision, then the OXXO payments owed back.
function PaymentsAndRefunds() {
  return (
    <>
      <PaymentsContent />
      <RefundsSection />
    </>
  );
}

const route = consoleRoute('payments', PaymentsAndRefunds);

export const meta = route.meta;
export default route.Component;
