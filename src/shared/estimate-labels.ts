import type { HoursRange, PriceRange } from './domain/estimate';
import { estimateMessages } from './estimate-messages';
import { fillSlots, formatTenths, formatMoney } from './format';

// The answer of the 'Cotizador' as a person reads it, beside the fields and on each provider's card.

/** '3 – 3.5 h'; one number when both ends are the same, as at the 12 h ceiling: '12 h'. */
export function formatHoursRange({ minHours, maxHours }: HoursRange): string {
  if (minHours === maxHours) return `${formatTenths(minHours)} h`;
  return `${formatTenths(minHours)} – ${formatTenths(maxHours)} h`;
}

/** 'Duración estimada: 3 – 3.5 h'. */
export function estimatedDurationLabel(range: HoursRange): string {
  return fillSlots(estimateMessages.duration, { hours: formatHoursRange(range) });
}

/** '$270 – $320', each end written as every amount is (formatMoney); one amount when both are the same. */
export function formatPriceRange({ min, max }: PriceRange): string {
  if (min === max) return formatMoney(min);
  return `${formatMoney(min)} – ${formatMoney(max)}`;
}
