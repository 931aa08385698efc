import { useId } from 'react';
import { addressLine } from '#shared/address';
import { findService, labelOf, PAYMENT_METHODS } from '#shared/catalog';
import { formatHoursRange } from '#shared/estimate-labels';
import { formatDateTimeIn, formatMoney } from '#shared/format';
import { describePlan, isRhythm } from '#shared/domain/recurring-plan';
import { scheduleToIso } from '#shared/domain/local-time';
import { scheduleTimeZone, type BookingWizardValues } from '#web/features/booking/booking-form';
import { estimatedRange } from '#web/components/estimate/estimate-length';
import { chargedPrice, lateCancellationFee } from '#web/features/booking/booking-price';
import { fillMessage } from '#web/lib/fill-message';
import { browserTimeZone } from '#web/lib/time-zone';
import { bookingTexts } from '#web/features/booking/texts';
import { planTexts } from '#web/features/booking/plan-texts';
import { ImssNote } from './imss-note';

const texts = bookingTexts.summary;
const plan = planTexts.summary;

type SummaryValues = Pick<
  BookingWizardValues,
  'serviceId' | 'length' | 'provider' | 'schedule' | 'frequency' | 'paymentMethod' | 'contact' | 'location'
>;

export function BookingSummary({ values }: { values: SummaryValues }) {
  const titleId = useId();
  const zone = scheduleTimeZone(values);
  const iso = scheduleToIso(values.schedule, zone);
  // The booked length is the estimate's upper end: what the server holds and charges.
  const { maxHours } = estimatedRange(values.serviceId, values.length);
  const booked = formatHoursRange({ minHours: maxHours, maxHours });
  const charge = values.provider
    ? chargedPrice(values.provider.hourlyPrice, { minHours: maxHours, maxHours })
    : null;
  // A 'Limpieza recurrente': how often and from when, the price per visit; the policy applies to each visit.
  const rhythm = isRhythm(values.frequency) ? values.frequency : null;
  const when = iso ? formatDateTimeIn(iso, zone, browserTimeZone()) : '';
  const rows = [
    { term: texts.service, value: findService(values.serviceId)?.name ?? '' },
    { term: texts.provider, value: values.provider?.displayName ?? '' },
    ...(rhythm && values.schedule.date
      ? [
          {
            term: plan.rhythm,
            value: describePlan({ rhythm, firstDate: values.schedule.date, time: values.schedule.time }),
          },
        ]
      : []),
    // In the zone the wizard read them in: the day and hour exactly as the person chose them, with the
    // place named when the device's clock reads otherwise.
    { term: rhythm ? plan.firstVisit : texts.date, value: when },
    { term: texts.length, value: booked },
    {
      term: texts.address,
      value: addressLine(
        {
          street: values.contact?.address?.street?.trim() ?? '',
          interior: values.contact?.address?.interior?.trim() || null,
          colonia: values.contact?.address?.colonia?.trim() || null,
          references: null,
        },
        values.location?.formattedAddress,
      ),
    },
    { term: texts.payment, value: labelOf(PAYMENT_METHODS, values.paymentMethod) },
  ];
  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-3 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <h3 id={titleId} className="font-semibold text-slate-900">
        {rhythm ? plan.planTitle : texts.title}
      </h3>
      <dl className="grid gap-2 text-sm">
        {rows.map((row) => (
          <div key={row.term} className="flex flex-wrap justify-between gap-x-4">
            <dt className="text-slate-600">{row.term}</dt>
            <dd className="font-medium break-words text-slate-900">{row.value}</dd>
          </div>
        ))}
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 border-t border-slate-200 pt-2">
          <dt className="font-semibold text-slate-900">{rhythm ? plan.perVisit : texts.total}</dt>
          <dd className="text-xl font-bold text-slate-900">
            {charge === null ? '' : `${formatMoney(charge)} ${texts.currency}`}
          </dd>
        </div>
      </dl>
      {values.provider && charge !== null ? (
        <div className="grid gap-1 text-sm text-slate-700">
          <p>
            {fillMessage(texts.charged, {
              hours: booked,
              price: formatMoney(values.provider.hourlyPrice),
            })}
          </p>
          <p>
            {fillMessage(texts.cancellation, {
              fee: formatMoney(lateCancellationFee(charge)),
              total: formatMoney(charge),
            })}
          </p>
          {rhythm ? (
            <>
              <p>{plan.planPolicy}</p>
              <p>{plan.planFree}</p>
              <p>{plan.planAnswer}</p>
            </>
          ) : null}
        </div>
      ) : null}
      {rhythm === 'weekly' || rhythm === 'biweekly' ? <ImssNote /> : null}
    </section>
  );
}
