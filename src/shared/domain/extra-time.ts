import { SERVICE_HOURS } from './estimate';

// 'Tiempo extra' (issue 29): during a service its provider asks for more time, in half hours; the customer
// approves or declines it in the app. Approved, the service lasts longer and costs more, pro rata of what was
// agreed: the agreed price per minute of the agreed length, so an hourly booking and an offer's price alike.

export const EXTRA_TIME_STATUSES = ['requested', 'approved', 'declined'] as const;
export type ExtraTimeStatus = (typeof EXTRA_TIME_STATUSES)[number];

/**
 * Who collects an extra time's price: 'card', the card's hold captures the new total at the end (it fits in what
 * was authorised, or the hold is placed later for it); 'provider', paid to the provider directly in cash or by
 * transfer (a service paid by hand, or the rest of one paid online beyond what its payment covers).
 */
export const EXTRA_TIME_COLLECTORS = ['card', 'provider'] as const;
export type ExtraTimeCollector = (typeof EXTRA_TIME_COLLECTORS)[number];

/** Asked in half hours, up to 4 h at once, and never past SERVICE_HOURS.max in all. */
export const EXTRA_TIME = { stepMinutes: 30, maxMinutes: 240 } as const;

/** The centavos `extraMinutes` add to a service of `price` centavos and `durationMinutes`, half a centavo up. */
export function extraTimePrice(price: number, durationMinutes: number, extraMinutes: number): number {
  return Math.round((price * extraMinutes) / durationMinutes);
}

/** The half-hour amounts a service of `durationMinutes` can still grow by. */
export function extraTimeChoices(durationMinutes: number): number[] {
  const room = Math.min(EXTRA_TIME.maxMinutes, SERVICE_HOURS.max * 60 - durationMinutes);
  const choices: number[] = [];
  for (let minutes = EXTRA_TIME.stepMinutes; minutes <= room; minutes += EXTRA_TIME.stepMinutes)
    choices.push(minutes);
  return choices;
}
