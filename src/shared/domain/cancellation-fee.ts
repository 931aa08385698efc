import type { ServiceState } from './service-lifecycle';

// SPEC §9: cancelling is free with 24 h notice, 50 % of the price with less, 100 % for a no-show. Money is
// integer centavos; the notice is measured between instants, so the place's zone and summer time do not
// move it.

export const FREE_CANCELLATION_NOTICE_MS = 24 * 3_600_000;
export const LATE_CANCELLATION_PERCENT = 50;
export const NO_SHOW_PERCENT = 100;

function assertCentavos(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`Expected whole centavos, got ${amount}`);
}

/**
 * A percentage of an amount, half a centavo rounded up: the usual commercial rounding, and for 50 % the
 * charge and what is released always add up to the price (12,345 → 6,173 charged, 6,172 released).
 */
export function percentOf(centavos: number, percent: number): number {
  assertCentavos(centavos);
  return Math.floor((centavos * percent + 50) / 100);
}

/** The customer cancels: free with at least 24 h before the start instant, half the price with less. */
export function customerCancellationFee(price: number, scheduledAt: Date, cancelledAt: Date): number {
  assertCentavos(price);
  const notice = scheduledAt.getTime() - cancelledAt.getTime();
  return notice >= FREE_CANCELLATION_NOTICE_MS ? 0 : percentOf(price, LATE_CANCELLATION_PERCENT);
}

export type CancellingAction = 'cancel_by_customer' | 'cancel_by_provider' | 'report_no_show';

/**
 * What the customer is charged when the service ends this way. A booking the provider has not accepted yet
 * is withdrawn for free: nobody had set the time aside. A provider who cancels charges nothing; it counts
 * against their reliability instead. Nor does a customer pay for cancelling a plan visit the provider's own
 * 'Disponibilidad' left out after it was booked (`leftOutAt`, a day off): the late notice was the provider's.
 */
export function cancellationCharge(
  action: CancellingAction,
  service: Pick<ServiceState, 'status' | 'scheduledAt'> & { price: number; leftOutAt?: Date | null },
  now: Date,
): number {
  assertCentavos(service.price);
  if (action === 'report_no_show') return percentOf(service.price, NO_SHOW_PERCENT);
  if (action === 'cancel_by_provider' || service.status === 'pending' || service.leftOutAt) return 0;
  return customerCancellationFee(service.price, service.scheduledAt, now);
}

/**
 * Share of the services assigned to a provider (offers accepted, bookings they accepted) that they did not
 * cancel, in whole percent rounded down so that 100 % means never; null before their first service.
 */
export function reliability(cancelledByProvider: number, totalAssigned: number): number | null {
  if (!Number.isSafeInteger(cancelledByProvider) || !Number.isSafeInteger(totalAssigned))
    throw new RangeError('Counts must be whole numbers');
  if (cancelledByProvider < 0 || cancelledByProvider > totalAssigned)
    throw new RangeError(`${cancelledByProvider} cancelled out of ${totalAssigned} assigned`);
  if (totalAssigned === 0) return null;
  return Math.floor(((totalAssigned - cancelledByProvider) * 100) / totalAssigned);
}
