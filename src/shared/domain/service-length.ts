import { type EstimateInput, estimateHours, type HoursRange, SERVICE_HOURS } from './estimate';

// How long a service is booked for (issue 29). A cleaning of a home is estimated from the home ('Cotizador',
// estimate.ts); any other service (a car, a garden, a repair) is booked for the hours the customer chooses. The
// range is what the customer sees ('3 – 3.5 h', '$270 – $315'); the service holds its upper end, so the time
// reserved is never shorter than the estimate and the price charged is that length at the provider's hourly price.

/** The length a customer asks for: the home to estimate, or a number of hours. */
export type ServiceLength = { estimate: EstimateInput } | { hours: number };

/** What an unestimated service starts at in the wizard and the request form. */
export const DEFAULT_HOURS = 2;

/** The length every service and offer made before lengths existed was given (migration 0036). */
export const LEGACY_MINUTES = 180;

/** Whether a number of hours is one a service can last: whole half hours within SERVICE_HOURS. */
export function isServiceHours(hours: number): boolean {
  return (
    Number.isFinite(hours) &&
    hours >= SERVICE_HOURS.min &&
    hours <= SERVICE_HOURS.max &&
    Number.isInteger(hours / SERVICE_HOURS.step)
  );
}

/** The range shown for a length: the estimate's, or the hours chosen at both ends. */
export function lengthRange(length: ServiceLength): HoursRange {
  return 'estimate' in length
    ? estimateHours(length.estimate)
    : { minHours: length.hours, maxHours: length.hours };
}

/** The minutes a service of that range holds: its upper end. */
export const bookedMinutes = (range: HoursRange): number => range.maxHours * 60;
