import { z } from 'zod';
import {
  MAX_SERVICES_PER_DAY,
  TRAVEL_MINUTES,
  type RangeProblem,
  weekdayRangesProblem,
} from '#shared/domain/working-hours';
import { isServiceHours } from '#shared/domain/service-length';
import { MEXICAN_TIME_ZONES } from '#shared/domain/mexican-time-zones';
import { providerMessages } from '#shared/provider-messages';
import { scheduleMessages } from '#shared/schedule-messages';

// 'Disponibilidad' (issue 29): the provider's week as ranges per weekday, days off, travel time, daily maximum and
// 'Reserva inmediata'; and the wizard's free start times. The rules are shared/domain/working-hours.ts and
// free-times.ts; these are their shapes on the wire.

/** The most ranges one weekday may have: a split shift and then some. */
export const MAX_RANGES_PER_DAY = 6;
export const MAX_DAYS_OFF = 50;

const clock = z
  .string(providerMessages.timeFormat)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, providerMessages.timeFormat);
const calendarDate = z
  .string(scheduleMessages.dateInvalid)
  .regex(/^\d{4}-\d{2}-\d{2}$/, scheduleMessages.dateInvalid)
  .refine(
    (date) => new Date(`${date}T00:00:00Z`).toISOString().startsWith(date),
    scheduleMessages.dateInvalid,
  );

export const timeRange = z.object({ start: clock, end: clock });

const RANGE_MESSAGES: Record<RangeProblem, { message: string; field: 'start' | 'end' }> = {
  format: { message: providerMessages.timeFormat, field: 'start' },
  end_before_start: { message: providerMessages.timeOrder, field: 'end' },
  unsorted: { message: scheduleMessages.rangeUnsorted, field: 'start' },
  overlap: { message: scheduleMessages.rangeOverlap, field: 'start' },
};

/** One weekday's ranges, in order, none overlapping (working-hours.ts, weekdayRangesProblem). */
const weekdayRanges = z
  .array(timeRange)
  .max(MAX_RANGES_PER_DAY, scheduleMessages.tooManyRanges)
  .superRefine((ranges, context) => {
    const fault = weekdayRangesProblem(ranges);
    if (!fault) return;
    const { message, field } = RANGE_MESSAGES[fault.problem];
    context.addIssue({ code: 'custom', message, path: [fault.index, field] });
  });

export const dayOffInput = z
  .object({
    from: calendarDate,
    to: calendarDate,
    note: z.string().trim().max(200, scheduleMessages.noteTooLong).default(''),
  })
  .refine((day) => day.from <= day.to, { message: scheduleMessages.dayOffOrder, path: ['to'] });

export const scheduleInput = z.object({
  weekly: z
    .array(weekdayRanges, scheduleMessages.weekdaysRequired)
    .length(7, scheduleMessages.weekdaysRequired)
    .meta({
      description: 'Seven lists, index 0 (domingo) to 6 (sábado): each weekday’s ranges, HH:MM, in order.',
    }),
  daysOff: z.array(dayOffInput).max(MAX_DAYS_OFF, scheduleMessages.tooManyDaysOff).default([]),
  travelMinutes: z
    .number(scheduleMessages.travelRange)
    .int(scheduleMessages.travelRange)
    .min(TRAVEL_MINUTES.min, scheduleMessages.travelRange)
    .max(TRAVEL_MINUTES.max, scheduleMessages.travelRange)
    .multipleOf(5, scheduleMessages.travelRange),
  maxPerDay: z
    .number(scheduleMessages.maxPerDayRange)
    .int(scheduleMessages.maxPerDayRange)
    .min(1, scheduleMessages.maxPerDayRange)
    .max(MAX_SERVICES_PER_DAY, scheduleMessages.maxPerDayRange)
    .nullable(),
  instantBooking: z.boolean(),
});
export type ScheduleInput = z.infer<typeof scheduleInput>;
export type ScheduleForm = z.input<typeof scheduleInput>;

/** A booked service (pending or confirmed) that falls outside the hours just saved: kept, and shown. */
export const outsideServiceOut = z.object({
  id: z.string(),
  title: z.string(),
  scheduledAt: z.string(),
  timeZone: z.enum(MEXICAN_TIME_ZONES),
  durationMinutes: z.number().int(),
  /** The recurring plan the service is a visit of; null for a one-off. */
  planId: z.string().nullable(),
  /** The customer as others see them ('Carmen R.'). */
  customerName: z.string(),
});

export const scheduleOut = z.object({
  weekly: z.array(z.array(z.object({ start: z.string(), end: z.string() }))),
  daysOff: z.array(z.object({ from: z.string(), to: z.string(), note: z.string() })),
  travelMinutes: z.number().int(),
  maxPerDay: z.number().int().nullable(),
  instantBooking: z.boolean(),
  /** The provider's zone, in which the week and the days off are read. */
  timeZone: z.enum(MEXICAN_TIME_ZONES),
  /** Their upcoming pending or confirmed services that the hours and days off no longer cover. */
  outside: z.array(outsideServiceOut),
});
export type ScheduleOut = z.infer<typeof scheduleOut>;

/** What saving a schedule would leave outside, answered before saving: nothing is written. */
export const scheduleCheckOut = z.object({ outside: z.array(outsideServiceOut) });
export type ScheduleCheckOut = z.infer<typeof scheduleCheckOut>;

/** Hours a service lasts: whole half hours from 1 to 12. */
export const serviceHours = (message: string) => z.number(message).refine(isServiceHours, message);

export const freeTimesOut = z.object({
  /** The place's zone: every date and time of the answer is on its clock. */
  timeZone: z.enum(MEXICAN_TIME_ZONES),
  /** The next 14 days of the place, in order; a day with no times is shown disabled. */
  days: z.array(z.object({ date: z.string(), times: z.array(z.string()) })),
});
export type FreeTimesOut = z.infer<typeof freeTimesOut>;
