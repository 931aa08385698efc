// 'Listado destacado' (Premium and Empresarial with an approved identity): the order of the providers a
// customer chooses from. The server's SQL orders by the same keys (bookings/providers.ts) and its tests compare
// the two; the plan card and the FAQ quote FEATURED_MARGIN_KM.

import type { PlanId } from './plans';

/** The plans whose providers are featured once an operator approved their identity (server: isFeatured). */
export const FEATURED_PLANS: readonly PlanId[] = ['premium', 'enterprise'];

/** A featured provider goes before one who is not, unless that one is closer to the customer by more than this. */
export const FEATURED_MARGIN_KM = 5;

export interface ListedProvider {
  id: string;
  featured: boolean;
  /** 'Precio por hora' for the service, centavos. */
  hourlyPrice: number;
  /** The average as customers see it (one decimal), null without reviews. */
  rating: { average: number | null; count: number };
  /** From the customer's place to the centre of the provider's area; null when the place is not known. */
  distanceKm: number | null;
}

/**
 * The distance that ranks a provider: a featured one counts as FEATURED_MARGIN_KM closer, so they go first at
 * the same distance and up to the margin farther, and never above someone closer by more than the margin.
 */
export function rankingKm(provider: Pick<ListedProvider, 'featured' | 'distanceKm'>): number | null {
  if (provider.distanceKm === null) return null;
  return provider.distanceKm - (provider.featured ? FEATURED_MARGIN_KM : 0);
}

const byNumber = (a: number | null, b: number | null, direction: 1 | -1) => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return (a - b) * direction;
};

/**
 * With the customer's place: the ranking distance, nearest first; without it, featured first. Then featured
 * before not, the better rating (no reviews last), more reviews, the lower price per hour, and the id so the order
 * is total.
 */
export function compareListed(a: ListedProvider, b: ListedProvider): number {
  return (
    byNumber(rankingKm(a), rankingKm(b), 1) ||
    Number(b.featured) - Number(a.featured) ||
    byNumber(a.rating.average, b.rating.average, -1) ||
    b.rating.count - a.rating.count ||
    a.hourlyPrice - b.hourlyPrice ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

export function orderListed<T extends ListedProvider>(providers: readonly T[]): T[] {
  return [...providers].sort(compareListed);
}
