import { isEstimatedFromHome, type ServiceId } from '#shared/catalog';
import type { EstimateInput } from '#shared/domain/estimate';
import type { ServiceLength } from '#shared/domain/service-length';
import type { ScheduleForm } from '#shared/schemas/schedule';

// Bookings in tests meet the rules of issue 29: a start must be one of the provider's free start times (inside
// their hours, on the place's half hours, 2 h to 14 days ahead, clear of their other services). The helpers here
// give test providers hours open all day and each default booking a start of its own.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Mexico City's offset from UTC; the country keeps no daylight saving time there since 2022. */
const CDMX_OFFSET_MS = -6 * HOUR_MS;

/** A test provider's 'Disponibilidad': every day from 00:00 to 23:59, no travel, no maximum, bookings answered. */
export const OPEN_SCHEDULE: ScheduleForm = {
  weekly: Array.from({ length: 7 }, () => [{ start: '00:00', end: '23:59' }]),
  daysOff: [],
  travelMinutes: 0,
  maxPerDay: null,
  instantBooking: false,
};

/** The smallest home the 'Cotizador' knows: 1 recámara, 1 baño, general; 2.5 – 3 h, so a booking holds 3 h. */
export const SMALLEST_HOME: EstimateInput = {
  bedrooms: 1,
  bathrooms: 1,
  cleaningType: 'general',
  extras: [],
  pets: false,
};

/** What a test booking of the service asks for: the smallest home (3 h) for a home's cleaning, else one hour. */
export const testLength = (serviceId: ServiceId): ServiceLength =>
  isEstimatedFromHome(serviceId) ? { estimate: SMALLEST_HOME } : { hours: 1 };

// Starts 3 h apart on Mexico City's clock, 03:00 to 18:00 first: a 3 h service there ends the same day in every
// Mexican zone (Tijuana's 01:00 to Cancún's 22:00), and two never overlap. Then 00:00, the day before in
// Tijuana, for tests that book more than the others give.
const START_HOURS = [3, 6, 9, 12, 15, 18];
const LAST_START_HOUR = 0;
// Days 2 to 13 from today (Mexico City): more than a day ahead (no late-cancellation fee) and within the 14 days
// of free times.
const FIRST_DAY = 2;
const DAYS = 12;
const STARTS = (START_HOURS.length + 1) * DAYS;

let taken = 0;

/** The n-th start from `now`, n counted over STARTS (see below). */
function startAt(now: Date, slot: number): Date {
  const today = Math.floor((now.getTime() + CDMX_OFFSET_MS) / DAY_MS) * DAY_MS - CDMX_OFFSET_MS;
  const early = slot < START_HOURS.length * DAYS;
  const index = early ? slot : slot - START_HOURS.length * DAYS;
  const perDay = early ? START_HOURS.length : 1;
  const day = FIRST_DAY + Math.floor(index / perDay);
  const hour = early ? START_HOURS[index % perDay]! : LAST_START_HOUR;
  return new Date(today + day * DAY_MS + hour * HOUR_MS);
}

/** How far ahead a test request is for by default (requestBody): an offer accepted on it holds that time. */
export const REQUEST_HOURS_AHEAD = 72;
const REQUEST_HOLD_MS = 3 * HOUR_MS;

/**
 * A start of its own for each call, from `now` (the system clock by default, which a test app's clock starts
 * at): one of about 80 distinct starts 2 to 13 days ahead, so that bookings of one test file never collide unless
 * the test means them to. Starts within 3 h of the default request's date are skipped: the service of an offer
 * accepted on such a request holds that time.
 */
export function nextFreeStart(now: Date = new Date()): Date {
  const request = now.getTime() + REQUEST_HOURS_AHEAD * HOUR_MS;
  for (;;) {
    const start = startAt(now, taken++ % STARTS);
    if (Math.abs(start.getTime() - request) >= REQUEST_HOLD_MS) return start;
  }
}

/**
 * The first start on the place's half hours at or after `at` where a service of `hours` fits before midnight in
 * Mexico City (a working range ends on its own day): for tests that book a given time ahead.
 */
export function bookableStartFrom(at: Date, hours = 3): Date {
  const halfHour = HOUR_MS / 2;
  const start = Math.ceil(at.getTime() / halfHour) * halfHour;
  const local = (start + CDMX_OFFSET_MS) % DAY_MS;
  if (local + hours * HOUR_MS <= DAY_MS - 60_000) return new Date(start);
  return new Date(start - local + DAY_MS);
}
