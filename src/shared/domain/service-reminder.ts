// The reminder of an agreed service. It goes out 24 hours before the start; a service confirmed later than that
// gets it at once, saying how far ahead it really is ('en 15 horas'), never 'en 24 horas'.

export const REMINDER_HOURS = 24;
const HOUR_MS = 3_600_000;

/** When the reminder is sent: 24 hours before the start, or at confirmation when that is already past. */
export function reminderAt(scheduledAt: Date, confirmedAt: Date): Date {
  return new Date(Math.max(scheduledAt.getTime() - REMINDER_HOURS * HOUR_MS, confirmedAt.getTime()));
}

/**
 * How far ahead the service is, as the reminder says it: in whole hours, rounded, so that a task that runs a few
 * seconds after its time still says 24 (the words: reminderLead in service-email-messages.ts).
 */
export function reminderLeadHours(scheduledAt: Date, now: Date): number {
  return Math.round((scheduledAt.getTime() - now.getTime()) / HOUR_MS);
}
