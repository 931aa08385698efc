import { describe, expect, it } from 'vitest';
import { providerMessages } from '#shared/provider-messages';
import { scheduleMessages } from '#shared/schedule-messages';
import { nextRange, scheduleResolver, todayIn, toForm, type ScheduleValues } from './schedule-values';

const resolve = (values: ScheduleValues) =>
  scheduleResolver(values, undefined, { shouldUseNativeValidation: false, fields: {} });

const saved = {
  weekly: [[], [{ start: '09:00', end: '14:00' }], [], [], [], [], []],
  daysOff: [{ from: '2026-12-24', to: '2026-12-26', note: 'Navidad' }],
  travelMinutes: 30,
  maxPerDay: null,
  instantBooking: false,
  timeZone: 'America/Mexico_City' as const,
  outside: [],
};

describe('scheduleResolver', () => {
  it('sends the schedule with no daily maximum when the select says "Sin límite"', async () => {
    const result = await resolve(toForm(saved));
    expect(result.values).toEqual({
      weekly: saved.weekly,
      daysOff: saved.daysOff,
      travelMinutes: 30,
      maxPerDay: null,
      instantBooking: false,
    });
    expect((await resolve({ ...toForm(saved), maxPerDay: '4' })).values).toMatchObject({ maxPerDay: 4 });
  });

  it('puts the shared schema’s messages under the range and the day off they belong to', async () => {
    const values = toForm(saved);
    values.weekly[1] = [
      { start: '09:00', end: '14:00' },
      { start: '13:00', end: '12:00' },
    ];
    values.daysOff[0] = { from: '2026-12-26', to: '2026-12-24', note: '' };
    const errors = (await resolve(values)).errors as Record<string, never>;
    expect(errors).toMatchObject({
      weekly: { 1: { 1: { end: { message: providerMessages.timeOrder } } } },
      daysOff: { 0: { to: { message: scheduleMessages.dayOffOrder } } },
    });
  });
});

describe('nextRange', () => {
  it('starts an empty day at office hours and a day with hours where its last range ends', () => {
    expect(nextRange([])).toEqual({ start: '09:00', end: '18:00' });
    expect(nextRange([{ start: '08:00', end: '13:00' }])).toEqual({ start: '13:00', end: '15:00' });
    expect(nextRange([{ start: '18:00', end: '22:30' }])).toEqual({ start: '22:30', end: '23:59' });
  });
});

describe('todayIn', () => {
  it('reads the date on the provider’s clock', () => {
    const lateNightInMexico = new Date('2026-11-28T05:30:00Z');
    expect(todayIn('America/Mexico_City', lateNightInMexico)).toBe('2026-11-27');
    expect(todayIn('America/Cancun', lateNightInMexico)).toBe('2026-11-28');
  });
});
