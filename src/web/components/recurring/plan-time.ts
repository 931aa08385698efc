import { fillMessage } from '#web/lib/fill-message';
import { formatDateTimeIn, formatMoney, formatServiceTime } from '#shared/format';
import type { PlanOut } from '#shared/schemas/recurring';
import type { Detail } from '#web/components/ui/detail-list';
import { browserTimeZone } from '#web/lib/time-zone';
import { recurringUi } from './texts';

const texts = recurringUi;

type Zoned = Pick<PlanOut, 'timeZone' | 'durationMinutes'>;

/** A visit as the service cards state one: day and time range on the provider's clock, named when the device's differs. */
export function formatVisit(plan: Zoned, scheduledAt: string): string {
  return formatServiceTime(scheduledAt, plan.durationMinutes, plan.timeZone, browserTimeZone());
}

/** An instant of the plan (its end, a new price's start) on the provider's clock, named when the device's differs. */
export function formatPlanInstant(plan: Pick<PlanOut, 'timeZone'>, at: string): string {
  return formatDateTimeIn(at, plan.timeZone, browserTimeZone());
}

/**
 * What the plan is about to change: a new price accepted (or waiting, for the provider: the customer reads an offer
 * to answer instead), or its end.
 */
export function changeDetails(plan: PlanOut, { waiting }: { waiting: boolean }): Detail[] {
  const change = plan.priceChange;
  const details: Detail[] = [];
  if (change && (change.accepted || waiting)) {
    const values = { price: formatMoney(change.price), date: formatPlanInstant(plan, change.from) };
    const value = change.accepted ? texts.newPriceValue : texts.newPriceWaiting;
    details.push({ term: texts.newPrice, value: fillMessage(value, values) });
  }
  // A price waiting for its answer sets the end too: the offer says so, not a plain end.
  if (plan.endsAt && !(change && !change.accepted))
    details.push({
      term: texts.endsAt,
      value: fillMessage(texts.endsAtValue, { date: formatPlanInstant(plan, plan.endsAt) }),
    });
  return details;
}
