import { fromWallClock, toWallClock } from './local-time';
import { TIME_ZONE } from './mexican-time-zones';

export const PLAN_IDS = ['basic', 'premium', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface PlanTerms {
  /** Centavos (MXN) a month. */
  monthlyPrice: number;
  /** null means unlimited applications per calendar month. */
  monthlyApplicationLimit: number | null;
}

/** What each plan costs and allows; its name and the features it lists in Spanish are the catalogue's. */
export const PLAN_TERMS: Readonly<Record<PlanId, PlanTerms>> = {
  basic: { monthlyPrice: 49_900, monthlyApplicationLimit: 10 },
  premium: { monthlyPrice: 99_900, monthlyApplicationLimit: null },
  enterprise: { monthlyPrice: 199_900, monthlyApplicationLimit: null },
};

export interface MonthWindow {
  start: Date;
  end: Date;
}

/** The calendar month containing `now` in Mexico City time, as [start, end) instants. */
export function monthWindow(now: Date, timeZone: string = TIME_ZONE): MonthWindow {
  const local = toWallClock(now, timeZone);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  return {
    start: fromWallClock(Date.UTC(year, month, 1), timeZone),
    end: fromWallClock(Date.UTC(year, month + 1, 1), timeZone),
  };
}

/** Same local time one calendar month later; a day the next month lacks (31 January) becomes its last day. */
export function addOneMonth(date: Date, timeZone: string = TIME_ZONE): Date {
  const local = toWallClock(date, timeZone);
  const day = local.getUTCDate();
  local.setUTCDate(1);
  local.setUTCMonth(local.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)).getUTCDate();
  local.setUTCDate(Math.min(day, lastDay));
  return fromWallClock(local.getTime(), timeZone);
}

/** null when the plan has no monthly limit (Premium, Empresarial) or there is no plan. */
export function applicationsRemaining(planId: PlanId | null | undefined, used: number): number | null {
  const limit = planId == null ? undefined : PLAN_TERMS[planId]?.monthlyApplicationLimit;
  return limit == null ? null : Math.max(0, limit - used);
}

/** A plan chosen and not paid by transfer within this many days is cancelled, with its reference. */
export const TRANSFER_DAYS = 7;

/** Plans paid by transfer are renewed by paying the next month in the last days of the current one. */
export const RENEWAL_WINDOW_DAYS = 7;

/** Whether a plan ending at `endDate` may be paid for its next month at `now`. */
export function isRenewable(endDate: Date, now: Date): boolean {
  return endDate.getTime() - now.getTime() <= RENEWAL_WINDOW_DAYS * 86_400_000;
}

/** A failed renewal of a plan paid online leaves it in force this many days more, to pay another way. */
export const GRACE_DAYS = 3;

/**
 * A plan a gateway renews stays in force this many hours past its end while the renewal is collected (Stripe
 * charges the new invoice about an hour after the period starts; SPEI may take longer).
 */
export const COLLECTION_HOURS = 24;

/**
 * How a plan is paid: 'none' (activated on request, outside production), 'transfer' (SPEI confirmed by an
 * operator), or an online gateway that charges and renews it.
 */
export const PLAN_BILLINGS = ['none', 'transfer', 'stripe', 'mercadopago'] as const;
export type PlanBilling = (typeof PLAN_BILLINGS)[number];

/** The online gateways a plan can be paid through (which ones depends on the server's configuration). */
export const PLAN_GATEWAYS = ['stripe', 'mercadopago'] as const satisfies readonly PlanBilling[];
export type PlanGateway = (typeof PLAN_GATEWAYS)[number];

/**
 * How a plan paid online is paid: 'card' (card or SPEI through the gateway, renewed by it every month) or
 * 'oxxo' (cash at an OXXO store with a voucher, one month at a time: gateways cannot renew it).
 */
export const PLAN_PAY_METHODS = ['card', 'oxxo'] as const;
export type PlanPayMethod = (typeof PLAN_PAY_METHODS)[number];

/** An OXXO voucher can be paid for this many days (Stripe allows 1 to 7); unpaid, the choice is cancelled. */
export const OXXO_VOUCHER_DAYS = 3;
