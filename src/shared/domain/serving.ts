/**
 * Providers who were on the marketplace before verification became required (the migration that added provider_profiles.verification_grace_until) get this many days
 * to have it approved; a provider who signs up later gets none.
 */
export const VERIFICATION_GRACE_DAYS = 30;

export interface ServingStanding {
  /** When an operator approved the provider's identity (Verificación), else null. */
  verificationApprovedAt: Date | string | null;
  /** The end of the grace period of a provider who existed before the rule, else null. */
  graceUntil: Date | string | null;
}

/**
 * Whether a provider may send offers and be booked at `now`: an approved verification (official ID and proof of
 * address), or a grace period not yet over. The server applies it when an offer is sent and when a booking is
 * made; the bookable list's SQL (src/server/domain/serving.ts) says the same and a test compares the two.
 */
export function canServeCustomers(
  { verificationApprovedAt, graceUntil }: ServingStanding,
  now: Date,
): boolean {
  if (verificationApprovedAt !== null) return true;
  return graceUntil !== null && now.getTime() < new Date(graceUntil).getTime();
}

/** 'verified' for good, 'grace' while the grace period lasts, 'required' once nothing lets them serve. */
export type ServingState = 'verified' | 'grace' | 'required';

export function servingState(standing: ServingStanding, now: Date): ServingState {
  if (standing.verificationApprovedAt !== null) return 'verified';
  return canServeCustomers(standing, now) ? 'grace' : 'required';
}
