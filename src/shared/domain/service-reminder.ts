import { serviceEmails } from '#shared/service-email-messages';

// The reminder of an agreed service. It goes out 24 hours before the start; a service confirmed later than that
// gets it at once, saying how far ahead it really is ('en 15 horas'), never 'en 24 horas'.

export const REMINDER_HOURS = 24;
const HOUR_MS = 3_600_000;

/** When the reminder is sent: 24 hours before the start, or at confirmation when that is already past. */
export function reminderAt(scheduledAt: Date, confirmedAt: Date): Date {
  return new Date(Math.max(scheduledAt.getTime() - REMINDER_HOURS * HOUR_MS, confirmedAt.getTime()));
}

/**
 * How far ahead the service is, as the reminder says it: in whole hours, rounded (a task that runs a few seconds
 * after its time still says 'en 24 horas'), and 'en menos de una hora' below half an hour.
 */
export function reminderLead(scheduledAt: Date, now: Date): string {
  const { lead } = serviceEmails.reminder;
  const hours = Math.round((scheduledAt.getTime() - now.getTime()) / HOUR_MS);
  if (hours < 1) return lead.soon;
  return hours === 1 ? lead.hour : lead.hours.replace('{hours}', String(hours));
}
