/** How a service's card payment stands, as both panels show it (its labels: CARD_STATE_LABELS). */
export const CARD_STATES = [
  'unpaid',
  'saved',
  'authorized',
  'paid',
  'failed',
  'released',
  'refunded',
  'partial',
  'refund_owed',
] as const;
export type CardState = (typeof CARD_STATES)[number];

/** What a charge's state column says, as a code: money-messages.ts names it. */
export type ChargeState = 'paid' | 'received' | 'pending' | Exclude<CardState, 'paid' | 'unpaid'>;

/**
 * A card paid online by its payment's state (authorised, failed…, or paid / received once captured), any other
 * charge paid (customer) or received (provider) once the provider confirmed it, else pending.
 */
export function chargeState(
  charge: { paid: boolean; cardState: CardState | null },
  viewer: 'customer' | 'provider',
): ChargeState {
  if (charge.cardState && charge.cardState !== 'paid' && charge.cardState !== 'unpaid')
    return charge.cardState;
  if (!charge.paid) return 'pending';
  return viewer === 'customer' ? 'paid' : 'received';
}
