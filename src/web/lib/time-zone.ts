import { TIME_ZONE } from '../../shared/format';

/**
 * The zone the person's device is set to. Forms read typed days and hours in it until each place carries
 * its own zone; an engine that names none falls back to Mexico City, where most of the product's people are.
 */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || TIME_ZONE;
}
