// A service paid by card (Stripe, manual capture). A card hold lasts 7 days, so a service less than 7 days away
// is authorised at once; one further ahead keeps the card and is authorised off-session 48 h before it starts.
// The customer has until 24 h before the start to have an authorised card (or to choose another way to pay),
// else the service is cancelled for free. Asked later than 25 h before (a service agreed the day before), they
// get an hour, up to the start.

const HOUR_MS = 3_600_000;
export const CARD_HOLD_DAYS = 7;
export const CARD_AUTHORIZE_BEFORE_HOURS = 48;
export const CARD_PAY_BY_HOURS = 24;
export const CARD_LATE_GRACE_HOURS = 1;

export type CardMode = 'authorize' | 'save';

/** Authorise now (the hold outlives the service) or keep the card for an authorisation 48 h before. */
export function cardMode(scheduledAt: Date, now: Date): CardMode {
  return scheduledAt.getTime() - now.getTime() < CARD_HOLD_DAYS * 24 * HOUR_MS ? 'authorize' : 'save';
}

/** When a saved card is authorised: 48 h before the start (at once if that has passed). */
export function cardAuthorizeAt(scheduledAt: Date, now: Date): Date {
  return new Date(Math.max(now.getTime(), scheduledAt.getTime() - CARD_AUTHORIZE_BEFORE_HOURS * HOUR_MS));
}

/**
 * The last instant an authorised card is waited for: 24 h before the start, or, for a card asked for later than
 * that, an hour after it was asked, never past the start.
 */
export function cardPayBy(scheduledAt: Date, askedAt: Date): Date {
  const dayBefore = scheduledAt.getTime() - CARD_PAY_BY_HOURS * HOUR_MS;
  const late = Math.min(askedAt.getTime() + CARD_LATE_GRACE_HOURS * HOUR_MS, scheduledAt.getTime());
  return new Date(Math.max(dayBefore, late));
}

// How long a hold can be trusted before it runs out: Stripe gives a customer-confirmed hold 7 days, and one
// placed off-session (a merchant-initiated Visa hold) 4 days 18 hours; a margin of half a day is kept.
const HOLD_TRUSTED_HOURS = { browser: 7 * 24 - 12, offSession: 4 * 24 + 6 } as const;

/**
 * When a hold is renewed or captured before it runs out: a service still ahead gets a new hold off-session; one
 * that took place (done, or disputed) is captured, and a later refund settles any difference.
 */
export function holdRenewAt(authorizedAt: Date, placed: keyof typeof HOLD_TRUSTED_HOURS): Date {
  return new Date(authorizedAt.getTime() + HOLD_TRUSTED_HOURS[placed] * HOUR_MS);
}

// A gateway that cannot keep a card for later (Mercado Pago asks for the security code on each payment) places
// its hold in the browser only, and only within 6 days of the start: its 7-day hold (6.5 trusted) then outlives
// the start by at least half a day, time for the service to be marked done and captured.
export const CARD_UNSAVED_WINDOW_DAYS = 6;

/** From when a card that cannot be kept is authorised for a service at `scheduledAt`. */
export function cardWindowOpens(scheduledAt: Date): Date {
  return new Date(scheduledAt.getTime() - CARD_UNSAVED_WINDOW_DAYS * 24 * HOUR_MS);
}

/** Whether a hold placed now, by a gateway that cannot renew it, lasts past the start with that margin. */
export function cardHoldOutlivesStart(scheduledAt: Date, now: Date): boolean {
  return now.getTime() >= cardWindowOpens(scheduledAt).getTime();
}
