import { zoneOffsetMs } from './domain/local-time';
import { isMexicanTimeZone, TIME_ZONE, TIME_ZONE_CITIES } from './domain/mexican-time-zones';
import { uiMessages } from './common-messages';

const LOCALE = 'es-MX';

/**
 * A formatter made the first time it is used: each one costs the browser a lookup of its locale data, and every
 * page imports this module while using a few of them (sampled in the journeys' renderers, making all of them at
 * import was the module's whole cost).
 */
export function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const pesos = lazy(
  () => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 }),
);
const pesosWithCents = lazy(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'MXN' }));
const integer = lazy(() => new Intl.NumberFormat(LOCALE));

const longDateTimes = new Map<string, Intl.DateTimeFormat>();
function longDateTimeIn(timeZone: string): Intl.DateTimeFormat {
  let format = longDateTimes.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'short', timeZone });
    longDateTimes.set(timeZone, format);
  }
  return format;
}

/**
 * The one way money is written, on the web, in e-mails and receipts: integer centavos as whole pesos without
 * decimals, as the spec writes `$800`, and with both decimals only when there are centavos: `$950.50`.
 */
export function formatMoney(centavos: number): string {
  return centavos % 100 === 0 ? pesos().format(centavos / 100) : pesosWithCents().format(centavos / 100);
}

export function formatPesos(pesosAmount: number): string {
  return formatMoney(Math.round(pesosAmount * 100));
}

export function formatDateTime(value: Date | string | number): string {
  return longDateTimeIn(TIME_ZONE).format(new Date(value));
}

function zoneCity(timeZone: string): string {
  if (isMexicanTimeZone(timeZone)) return TIME_ZONE_CITIES[timeZone];
  return (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
}

/**
 * The instant as a clock in the place's zone shows it, es-MX long date with hour and minute. When the
 * viewer's clock reads another hour at that instant, the place is named: '… 10:00 a.m. (hora de Cancún)'.
 * Zones that agree then (Monterrey and Mexico City) say nothing, whatever their names.
 */
export function formatDateTimeIn(
  value: Date | string | number,
  timeZone: string,
  viewerTimeZone?: string,
): string {
  const instant = new Date(value);
  const text = longDateTimeIn(timeZone).format(instant);
  if (!viewerTimeZone || clocksAgree(instant, timeZone, viewerTimeZone)) return text;
  return `${text} ${uiMessages.placeTime.replace('{place}', zoneCity(timeZone))}`;
}

function clocksAgree(instant: Date, timeZone: string, viewerTimeZone: string): boolean {
  const at = instant.getTime();
  return zoneOffsetMs(at, timeZone) === zoneOffsetMs(at, viewerTimeZone);
}

/**
 * 'Hora de Cancún', beside a field where a date and hour are typed for a place whose clock reads otherwise
 * than the viewer's at that instant; '' when both clocks agree.
 */
export function placeTimeLabel(instant: Date, timeZone: string, viewerTimeZone: string): string {
  if (clocksAgree(instant, timeZone, viewerTimeZone)) return '';
  return uiMessages.placeTimeLabel.replace('{place}', zoneCity(timeZone));
}

/** The same, always naming the place's zone: for an e-mail, read wherever its reader happens to be. */
export function formatDateTimeAt(value: Date | string | number, timeZone: string): string {
  return `${formatDateTimeIn(value, timeZone)} ${uiMessages.placeTime.replace('{place}', zoneCity(timeZone))}`;
}

const MINUTE_MS = 60_000;
// es-MX writes the half hour with a point, as the issue does: '3.5 h'.
const tenths = lazy(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 }));

const cached = (options: Intl.DateTimeFormatOptions) => {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string) => {
    let format = formats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone });
      formats.set(timeZone, format);
    }
    return format;
  };
};
const clockIn = cached({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const longDateIn = cached({ dateStyle: 'long' });

/** A number to a tenth at most, as es-MX writes it (hours, kilometres, megabytes): '3', '3.5'. */
export function formatTenths(value: number): string {
  return tenths().format(value);
}

/** A length in minutes as hours: '3 h', '3.5 h'. */
export function formatDuration(minutes: number): string {
  return `${formatTenths(minutes / 60)} h`;
}

/**
 * When a service happens on the place's clock, 24-hour, with its length: '10:00 – 13:00 (3 h)'. The end is
 * start + length as an instant, so one that runs past midnight still shows its end ('22:00 – 01:00 (3 h)'), and
 * one over a change of the clock shows what the clock will read.
 */
export function formatTimeRange(start: Date | string, durationMinutes: number, timeZone: string): string {
  const from = new Date(start);
  const to = new Date(from.getTime() + durationMinutes * MINUTE_MS);
  const clock = clockIn(timeZone);
  return `${clock.format(from)} – ${clock.format(to)} (${formatDuration(durationMinutes)})`;
}

/**
 * A service's day and time range, as every card and e-mail states it: '25 de noviembre de 2026, 10:00 – 13:00
 * (3 h)', on the place's clock; the place is named when the viewer's clock reads otherwise, as formatDateTimeIn.
 */
export function formatServiceTime(
  start: Date | string,
  durationMinutes: number,
  timeZone: string,
  viewerTimeZone?: string,
): string {
  const instant = new Date(start);
  const text = `${longDateIn(timeZone).format(instant)}, ${formatTimeRange(instant, durationMinutes, timeZone)}`;
  if (!viewerTimeZone || clocksAgree(instant, timeZone, viewerTimeZone)) return text;
  return `${text} ${uiMessages.placeTime.replace('{place}', zoneCity(timeZone))}`;
}

/** The same, always naming the place's zone: for an e-mail, read wherever its reader happens to be. */
export function formatServiceTimeAt(start: Date | string, durationMinutes: number, timeZone: string): string {
  return `${formatServiceTime(start, durationMinutes, timeZone)} ${uiMessages.placeTime.replace('{place}', zoneCity(timeZone))}`;
}

const monthName = lazy(
  () => new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/** 'YYYY-MM' as a person reads it: 'noviembre de 2026'. */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return monthName().format(new Date(Date.UTC(year!, number! - 1, 15)));
}

const dayName = lazy(
  () => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', timeZone: 'UTC' }),
);

/** A calendar day 'YYYY-MM-DD' as a person reads it: '5 de marzo'. */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return dayName().format(new Date(Date.UTC(year!, month! - 1, day!)));
}

const alternatives = lazy(() => new Intl.ListFormat(LOCALE, { type: 'disjunction' }));

/** Choices offered, one of which is taken: 'efectivo, tarjeta o transferencia'. */
export function formatAlternatives(items: readonly string[]): string {
  return alternatives().format(items);
}

/**
 * Fills a sentence's `{slot}`s. A value that already ends in a period, as a time does ('… 4:31 a.m.'), takes
 * the sentence's own period, which would otherwise follow it ('a.m..'). An unknown slot is left as written.
 */
export function fillSlots(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}(\.?)/g, (slot, name: string, period: string) => {
    if (!(name in values)) return slot;
    const value = String(values[name]);
    return period && value.endsWith('.') ? value : value + period;
  });
}

export function formatInteger(value: number): string {
  return integer().format(value);
}

const oneDecimal = lazy(
  () => new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/** An average of stars, '4.0'. */
export function formatRating(average: number): string {
  return oneDecimal().format(average);
}
