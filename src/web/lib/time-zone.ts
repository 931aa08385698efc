import { formatDateTimeIn, placeTimeLabel } from '#shared/format';
import { TIME_ZONE } from '#shared/domain/mexican-time-zones';
import { serviceTimeZone } from '#shared/domain/time-zones';

// Read once per page: asking makes a date formatter, and every service card and time field asks (a tenth of a
// second per journey in the wizard's renderer). A device moved to another zone is read at the next page load.
let deviceZone: string | undefined;

/**
 * The zone the person's device is set to: dates of a service are shown in its place's zone, and named when
 * this one reads otherwise. An engine that names none falls back to Mexico City, where most of the product's
 * people are.
 */
export function browserTimeZone(): string {
  return (deviceZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || TIME_ZONE);
}

/** The next call reads the device's zone again: for tests that move the device to another one (TZ). */
export function forgetBrowserTimeZone(): void {
  deviceZone = undefined;
}

type Place = { lat: number; lng: number } | null;

/**
 * The zone a form reads a typed day and hour in: the place's once it is chosen (the zone rule, in
 * serviceTimeZone, the one the server files the service by), the device's until then as the best guess.
 */
export function typedTimeZone(place: Place): string {
  return place ? serviceTimeZone(place) : browserTimeZone();
}

/** 'Hora de Cancún' beside the field when the place's clock reads otherwise than the device's at `instant`. */
export function typedTimeLabel(place: Place, instant: Date): string {
  return place ? placeTimeLabel(instant, serviceTimeZone(place), browserTimeZone()) : '';
}

/** A service's instant on the clock of its place, which is named when the device's clock reads otherwise. */
export function formatAtPlace(instant: string, place: Place): string {
  return formatDateTimeIn(instant, serviceTimeZone(place), browserTimeZone());
}
