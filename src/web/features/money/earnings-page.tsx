import { Download, Wallet } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { labelOf, PAYMENT_METHODS } from '#shared/catalog';
import { formatMoney, formatMonth } from '#shared/format';
import { providerUi } from '#shared/provider-ui';
import { uiMessages } from '#shared/common-messages';
import { monthSchema } from '#shared/schemas/money';
import { PROVIDER_PAGES } from '#web/components/layout/provider-menu';
import { buttonVariants } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { SelectField } from '#web/components/ui/select-field';
import { fillMessage } from '#web/lib/fill-message';
import { earningsCsvUrl, useEarnings } from './api';
import { ChargeTable, MoneyFigures } from './charge-table';
import { moneyUi as texts } from './texts';

const countLabel = (count: number) =>
  count === 1 ? texts.earnings.countOne : fillMessage(texts.earnings.count, { count: String(count) });

// Ganancias: one month at a time (in the address, ?mes=2026-11, so that it can be kept and shared), its
// totals and its totals by payment method, the charges with 'Confirmar pago recibido' where it is due, and the
// month as CSV.
export function EarningsContent() {
  const [params, setParams] = useSearchParams();
  const asked = monthSchema.safeParse(params.get('mes'));
  const query = useEarnings(asked.success ? asked.data : null);
  if (query.isPending) return <LoadingStatus />;
  if (query.isError)
    return <LoadError message={uiMessages.loadFailed} onRetry={() => void query.refetch()} />;
  const { month, months, charges, totals, byMethod } = query.data;
  if (months.every((row) => row.count === 0)) {
    return (
      <EmptyState
        icon={Wallet}
        title={providerUi.earnings.emptyTitle}
        description={providerUi.earnings.emptyBody}
        link={{ to: PROVIDER_PAGES.requests.to, label: providerUi.seeRequests }}
      />
    );
  }
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SelectField
          label={texts.earnings.month}
          placeholder={texts.earnings.month}
          className="w-full sm:w-72"
          value={month}
          onChange={(event) => setParams({ mes: event.target.value }, { replace: true })}
          options={months.map((row) => ({
            value: row.month,
            label: `${formatMonth(row.month)} (${countLabel(row.count)})`,
          }))}
        />
        <a
          href={earningsCsvUrl(month)}
          download
          className={buttonVariants({ variant: 'outline' })}
          aria-label={`${texts.earnings.download}: ${formatMonth(month)}`}
        >
          <Download aria-hidden />
          {texts.earnings.download}
        </a>
      </div>
      <MoneyFigures
        totals={totals}
        labels={{
          total: texts.earnings.total,
          paid: texts.earnings.received,
          pending: texts.earnings.pending,
        }}
      />
      {charges.length === 0 ? (
        <p className="text-slate-700">{texts.earnings.noneThisMonth}</p>
      ) : (
        <>
          <section aria-labelledby="earnings-by-method" className="grid gap-3">
            <h2 id="earnings-by-method" className="text-lg font-semibold text-slate-900">
              {texts.earnings.byMethod}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-3">
              {byMethod.map((row) => (
                <li key={row.paymentMethod} className="rounded-lg border border-slate-200 bg-white p-4">
                  <p className="font-semibold text-slate-900">
                    {labelOf(PAYMENT_METHODS, row.paymentMethod)}
                  </p>
                  <p className="text-xl font-bold text-slate-900">{formatMoney(row.total)}</p>
                  <p className="text-sm text-slate-700">
                    {texts.earnings.received}: {formatMoney(row.paid)} · {texts.pending}:{' '}
                    {formatMoney(row.pending)}
                  </p>
                </li>
              ))}
            </ul>
          </section>
          <ChargeTable
            charges={charges}
            viewer="provider"
            caption={`${texts.chargesLabel}: ${formatMonth(month)}`}
          />
        </>
      )}
    </div>
  );
}
