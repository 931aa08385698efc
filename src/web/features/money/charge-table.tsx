import { labelOf, PAYMENT_METHODS } from '#shared/catalog';
import { formatDateTimeIn, formatMoney } from '#shared/format';
import { serviceMessages } from '#shared/service-messages';
import { chargeStateLabel } from '#shared/money-messages';
import { extraTimeMessages } from '#shared/extra-time-messages';
import { AWAITING_OUTCOME_STATUSES, isIn } from '#shared/domain/service-lifecycle';
import type { Charge, MoneyTotals } from '#shared/schemas/money';
import { FigureCard } from '#web/components/layout/figure-card';
import { cn } from '#web/lib/utils';
import { fillMessage } from '#web/lib/fill-message';
import { browserTimeZone } from '#web/lib/time-zone';
import { StepButton } from '#web/components/services/service-actions';
import { InvoiceControls } from './invoice-request';
import { moneyUi as texts } from './texts';
import { ScrollTable, tableCell } from '#web/components/ui/scroll-table';

const cell = tableCell;

/** A charge's service still underway says so beside its concept ('Por confirmar', 'En disputa'). */
function concept(charge: Charge): string {
  const kind = texts.kind[charge.kind];
  return isIn(AWAITING_OUTCOME_STATUSES, charge.serviceStatus)
    ? `${kind} · ${serviceMessages.status[charge.serviceStatus]}`
    : kind;
}

const BADGE_COLOURS = {
  paid: 'bg-emerald-100 text-emerald-900',
  authorized: 'bg-sky-100 text-sky-900',
  failed: 'bg-red-100 text-red-900',
  other: 'bg-amber-100 text-amber-900',
};

/** Paid, received or pending; for a card paid online, its payment's own state (autorizado, fallido…). */
export function PaidBadge({
  charge,
  viewer,
}: {
  charge: Pick<Charge, 'paid' | 'cardState'>;
  viewer: 'customer' | 'provider';
}) {
  const colour = charge.paid
    ? BADGE_COLOURS.paid
    : charge.cardState === 'authorized' || charge.cardState === 'failed'
      ? BADGE_COLOURS[charge.cardState]
      : BADGE_COLOURS.other;
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        colour,
      )}
    >
      {chargeStateLabel(charge, viewer)}
    </span>
  );
}

/**
 * The charges as a table: the date and time where each service takes place, the other party, what it is for,
 * how it is paid, the amount and whether it was paid. On a narrow screen the table scrolls sideways inside a
 * region the keyboard can reach.
 */
export function ChargeTable({
  charges,
  viewer,
  caption,
}: {
  charges: readonly Charge[];
  viewer: 'customer' | 'provider';
  caption: string;
}) {
  const zone = browserTimeZone();
  const other = viewer === 'customer' ? texts.provider : texts.customer;
  return (
    <ScrollTable
      caption={caption}
      headings={[
        texts.service,
        texts.date,
        texts.paymentMethod,
        { text: texts.amount, className: 'text-right' },
        texts.status,
      ]}
      minWidth="min-w-[38rem]"
    >
      {charges.map((charge) => (
        <tr key={`${charge.serviceId}:${charge.kind}`}>
          <th scope="row" className={cn(cell, 'font-normal')}>
            <span className="block font-semibold break-words">{charge.title}</span>
            <span className="block text-slate-700">
              {other}: {charge.otherName} · {concept(charge)}
            </span>
          </th>
          <td className={cell}>{formatDateTimeIn(charge.date, charge.timeZone, zone)}</td>
          <td className={cell}>{labelOf(PAYMENT_METHODS, charge.paymentMethod)}</td>
          <td className={cn(cell, 'text-right tabular-nums')}>
            <span className="block font-semibold whitespace-nowrap">{formatMoney(charge.amount)}</span>
            {charge.direct ? (
              <span className="block max-w-56 text-left text-xs text-slate-700">
                {fillMessage(
                  extraTimeMessages.directPart[viewer][charge.direct.confirmed ? 'confirmed' : 'pending'],
                  { amount: formatMoney(charge.direct.amount) },
                )}
              </span>
            ) : null}
          </td>
          <td className={cell}>
            <div className="grid justify-items-start gap-2">
              <PaidBadge charge={charge} viewer={viewer} />
              {charge.canConfirmPayment ? (
                <StepButton
                  action="confirm_payment"
                  size="sm"
                  target={{
                    id: charge.serviceId,
                    title: charge.title,
                    status: charge.serviceStatus,
                    scheduledAt: charge.date,
                    // Paid online, only the extra time owed directly is the provider's to confirm.
                    price: charge.direct?.amount ?? charge.amount,
                  }}
                />
              ) : null}
              <InvoiceControls charge={charge} viewer={viewer} />
            </div>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/** Total, paid (received) and pending, as three figures. */
export function MoneyFigures({
  totals,
  labels,
}: {
  totals: MoneyTotals;
  labels: { total: string; paid: string; pending: string };
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FigureCard title={labels.total} value={formatMoney(totals.total)} />
      <FigureCard title={labels.paid} value={formatMoney(totals.paid)} />
      <FigureCard title={labels.pending} value={formatMoney(totals.pending)} />
    </div>
  );
}
