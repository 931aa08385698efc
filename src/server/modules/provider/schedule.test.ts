import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE } from '#shared/domain/working-hours';
import { providerMessages } from '#shared/provider-messages';
import { scheduleMessages } from '#shared/schedule-messages';
import { jobs } from '#server/db/schema';
import { testDriver, useTestApp } from '#server/testing/harness';
import { signUpProvider } from '#server/testing/marketplace';
import { acceptedOffer } from '#server/testing/services';

const OFFICE = { start: '09:00', end: '18:00' };
const SPLIT = [
  { start: '08:00', end: '13:00' },
  { start: '16:00', end: '20:00' },
];
const schedule = {
  weekly: [[], SPLIT, [OFFICE], [OFFICE], [OFFICE], [OFFICE], [{ start: '09:00', end: '14:00' }]],
  daysOff: [{ from: '2030-12-24', to: '2030-12-26', note: 'Navidad' }],
  travelMinutes: 45,
  maxPerDay: 3,
  instantBooking: true,
};

describe(`'Disponibilidad' (${testDriver})`, () => {
  const t = useTestApp();

  const put = (provider: Awaited<ReturnType<typeof signUpProvider>>, body: unknown) =>
    provider.client.request('PUT', '/api/provider/availability', body);

  it('shows a provider who never saved it Monday to Saturday, 9 to 6, with 30 minutes of travel', async () => {
    const provider = await signUpProvider(t.app);
    const answer = await provider.client.get('/api/provider/availability');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      weekly: DEFAULT_SCHEDULE.weekly,
      daysOff: [],
      travelMinutes: 30,
      maxPerDay: null,
      instantBooking: false,
      timeZone: 'America/Mexico_City',
      outside: [],
    });
  });

  it('saves split days, days off, travel, a daily maximum and instant booking, and reads them back', async () => {
    const provider = await signUpProvider(t.app);
    const saved = await put(provider, schedule);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { ...schedule, timeZone: 'America/Mexico_City', outside: [] };
    expect(saved.json()).toEqual(expected);
    expect((await provider.client.get('/api/provider/availability')).json()).toEqual(expected);

    // A second save replaces the whole schedule: no days off left, no maximum.
    const next = { ...schedule, daysOff: [], maxPerDay: null, weekly: schedule.weekly.map(() => [OFFICE]) };
    await put(provider, next);
    expect((await provider.client.get('/api/provider/availability')).json()).toMatchObject(next);
  });

  it('refuses every wrong answer in Spanish under its field, changing nothing', async () => {
    const provider = await signUpProvider(t.app);
    await put(provider, schedule);
    const monday = (ranges: unknown[]) => ({
      ...schedule,
      weekly: schedule.weekly.map((day, weekday) => (weekday === 1 ? ranges : day)),
    });
    const cases: [unknown, Record<string, string>][] = [
      [
        monday([
          { start: '08:00', end: '13:00' },
          { start: '12:30', end: '15:00' },
        ]),
        { 'weekly.1.1.start': scheduleMessages.rangeOverlap },
      ],
      [
        monday([
          { start: '16:00', end: '20:00' },
          { start: '08:00', end: '13:00' },
        ]),
        { 'weekly.1.1.start': scheduleMessages.rangeUnsorted },
      ],
      [monday([{ start: '13:00', end: '09:00' }]), { 'weekly.1.0.end': providerMessages.timeOrder }],
      [monday([{ start: '9:00', end: '13:00' }]), { 'weekly.1.0.start': providerMessages.timeFormat }],
      [
        monday(Array.from({ length: 7 }, (_, hour) => ({ start: `1${hour}:00`, end: `1${hour}:30` }))),
        { 'weekly.1': scheduleMessages.tooManyRanges },
      ],
      [{ ...schedule, weekly: schedule.weekly.slice(1) }, { weekly: scheduleMessages.weekdaysRequired }],
      [
        { ...schedule, daysOff: [{ from: '2030-02-30', to: '2030-03-01' }] },
        { 'daysOff.0.from': scheduleMessages.dateInvalid },
      ],
      [
        { ...schedule, daysOff: [{ from: '2030-12-26', to: '2030-12-24' }] },
        { 'daysOff.0.to': scheduleMessages.dayOffOrder },
      ],
      [
        { ...schedule, daysOff: [{ from: '2030-12-24', to: '2030-12-26', note: 'x'.repeat(201) }] },
        { 'daysOff.0.note': scheduleMessages.noteTooLong },
      ],
      [{ ...schedule, travelMinutes: 245 }, { travelMinutes: scheduleMessages.travelRange }],
      [{ ...schedule, travelMinutes: -5 }, { travelMinutes: scheduleMessages.travelRange }],
      [{ ...schedule, travelMinutes: 32 }, { travelMinutes: scheduleMessages.travelRange }],
      [{ ...schedule, maxPerDay: 0 }, { maxPerDay: scheduleMessages.maxPerDayRange }],
      [{ ...schedule, maxPerDay: 13 }, { maxPerDay: scheduleMessages.maxPerDayRange }],
    ];
    for (const [body, fields] of cases) {
      const response = await put(provider, body);
      expect([response.statusCode, response.json().error?.fields]).toEqual([400, fields]);
    }
    expect((await provider.client.get('/api/provider/availability')).json()).toMatchObject(schedule);
  });

  it('lists a confirmed service the new hours leave out, and keeps it confirmed', async () => {
    // 10:00 in Mexico City tomorrow: the service, three days later at 10:00, ends well before midnight.
    const now = new Date();
    now.setUTCDate(now.getUTCDate() + 1);
    now.setUTCHours(16, 0, 0, 0);
    t.clock.set(now);
    const { provider, service } = await acceptedOffer(t, { hoursAhead: 72 });
    const start = new Date(service.scheduledAt);
    const weekday = new Date(start.toLocaleString('en-US', { timeZone: service.timeZone })).getDay();
    const everyDay = Array.from({ length: 7 }, () => [{ start: '00:00', end: '23:59' }]);
    const covering = { ...schedule, weekly: everyDay, daysOff: [] };
    expect((await put(provider, covering)).json().outside).toEqual([]);

    const dayOff = { ...covering, weekly: everyDay.map((day, index) => (index === weekday ? [] : day)) };
    const saved = await put(provider, dayOff);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().outside).toEqual([
      {
        id: service.id,
        title: expect.any(String),
        scheduledAt: start.toISOString(),
        timeZone: service.timeZone,
        durationMinutes: 180,
        planId: null,
        customerName: expect.any(String),
      },
    ]);
    expect((await provider.client.get('/api/provider/availability')).json().outside).toHaveLength(1);
    const [job] = await t.database.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(eq(jobs.id, service.id));
    expect(job?.status).toBe('confirmed');
  });
});
