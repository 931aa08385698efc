import { Receipt } from 'lucide-react';
import { fiscalFormMessages } from '#shared/fiscal-messages';
import { uiMessages } from '#shared/common-messages';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { usePayments } from './api';
import { FiscalSection } from '#web/components/fiscal/fiscal-section';
import { ChargeTable, MoneyFigures } from './charge-table';
import { FISCAL_SECTION_ID } from './invoice-request';
import { moneyUi as texts } from './texts';

// Pagos: every charge of the customer's services (a service at its price, a cancellation at its charge),
// paid once the provider confirms receiving it. `action`: where the empty page leads (the customer panel's).
export function PaymentsContent({ action }: { action: { to: string; label: string } }) {
  const query = usePayments();
  if (query.isPending) return <LoadingStatus />;
  if (query.isError)
    return <LoadError message={uiMessages.loadFailed} onRetry={() => void query.refetch()} />;
  const { charges, totals } = query.data;
  if (charges.length === 0) {
    return (
      <EmptyState
        icon={Receipt}
        title={texts.payments.emptyTitle}
        description={texts.payments.emptyBody}
        link={action}
      />
    );
  }
  return (
    <div className="grid gap-6">
      <MoneyFigures totals={totals} labels={texts.payments} />
      <ChargeTable charges={charges} viewer="customer" caption={texts.chargesLabel} />
      {charges.some((charge) => charge.paymentMethod === 'card' && !charge.paid && !charge.cardState) ? (
        <p className="text-sm text-slate-700">{texts.payments.cardNote}</p>
      ) : null}
      <div id={FISCAL_SECTION_ID} className="scroll-mt-24">
        <FiscalSection note={fiscalFormMessages.customerNote} />
      </div>
    </div>
  );
}
