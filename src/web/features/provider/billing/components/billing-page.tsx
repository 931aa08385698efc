import { Receipt } from 'lucide-react';
import { fiscalFormMessages } from '#shared/fiscal-messages';
import { billingMessages } from '#shared/plan-payment-messages';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { useBilling } from '#web/features/provider/billing/api/get-billing';
import { BillingSummary } from './billing-summary';
import { FiscalSection } from '#web/components/fiscal/fiscal-section';
import { ReceiptsTable } from './receipts-table';

const texts = billingMessages;

// Facturación: what the provider pays for the plan, every payment with its PDF receipt (and its CFDI once the PAC
// issued one), and the fiscal data a CFDI is made out to.
export function BillingContent() {
  const query = useBilling();
  if (query.isPending) return <LoadingStatus />;
  if (query.isError) return <LoadError message={texts.loadFailed} onRetry={() => void query.refetch()} />;
  const { lines } = query.data;
  return (
    <>
      <BillingSummary billing={query.data} />
      <section aria-labelledby="receipts-title" className="grid gap-4">
        <h3 id="receipts-title" className="text-xl font-semibold text-slate-900">
          {texts.receiptsTitle}
        </h3>
        {lines.length > 0 ? (
          <ReceiptsTable lines={lines} />
        ) : (
          <EmptyState icon={Receipt} title={texts.emptyTitle} description={texts.emptyBody} />
        )}
      </section>
      <FiscalSection note={fiscalFormMessages.note} />
    </>
  );
}
