import { zonedLocalToInstant, wallClockIso } from './local-time';

// SPEI and OXXO for a service (Stripe). SPEI is offered whenever a card would be: the customer has until
// `cardPayBy` (24 h before the start) to transfer. OXXO only for a service at least 72 h away and for 10 to
// 10,000 pesos (Stripe's limits): its voucher must stop being payable at least 24 h before the start, and Stripe
// makes vouchers expire at 23:59 (America/Mexico_City) of the last of 1 to 7 days counted from today there.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
export const OXXO_MIN_HOURS_AHEAD = 72;
export const OXXO_PAID_BEFORE_HOURS = 24;
export const OXXO_MAX_DAYS = 7;
/** Centavos: Stripe takes OXXO payments of 10.00 to 10,000.00 MXN. */
export const OXXO_MIN_AMOUNT = 1_000;
export const OXXO_MAX_AMOUNT = 1_000_000;
const OXXO_ZONE = 'America/Mexico_City';

export type OxxoRefusal = 'too_soon' | 'amount';

/** Why OXXO cannot pay this service now; null when it can. */
export function oxxoRefusal(scheduledAt: Date, price: number, now: Date): OxxoRefusal | null {
  if (scheduledAt.getTime() - now.getTime() < OXXO_MIN_HOURS_AHEAD * HOUR_MS) return 'too_soon';
  if (price < OXXO_MIN_AMOUNT || price > OXXO_MAX_AMOUNT) return 'amount';
  return null;
}

const dayNumber = (isoDate: string) => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);

/** The instant a voucher issued `now` with `days` expires: 23:59:59 in Mexico City, `days` days after today there. */
export function oxxoExpiresAt(now: Date, days: number): Date {
  const today = wallClockIso(now, OXXO_ZONE).slice(0, 10);
  const last = new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  return new Date(zonedLocalToInstant(last, '23:59', OXXO_ZONE)!.getTime() + 59_000);
}

/**
 * `expires_after_days` for a voucher issued now: as many days as fit (at most 7), so that it expires at least
 * 24 h before the start. Null when not even one day fits (a service less than about 48 h away).
 */
export function oxxoExpiresAfterDays(scheduledAt: Date, now: Date): number | null {
  const latest = scheduledAt.getTime() - OXXO_PAID_BEFORE_HOURS * HOUR_MS;
  const today = dayNumber(wallClockIso(now, OXXO_ZONE).slice(0, 10));
  let days = Math.min(
    OXXO_MAX_DAYS,
    dayNumber(wallClockIso(new Date(latest), OXXO_ZONE).slice(0, 10)) - today,
  );
  while (days >= 1 && oxxoExpiresAt(now, days).getTime() > latest) days -= 1;
  return days >= 1 ? days : null;
}
