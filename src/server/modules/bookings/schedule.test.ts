import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ServiceId } from '#shared/catalog';
import { bookingMessages } from '#shared/booking-messages';
import { estimateMessages } from '#shared/estimate-messages';
import { scheduleMessages } from '#shared/schedule-messages';
import type { ScheduleForm } from '#shared/schemas/schedule';
import { manualClock } from '#server/clock';
import { jobs, serviceRequests } from '#server/db/schema';
import { TestClient } from '#server/testing/client';
import { testDriver, useTestApp } from '#server/testing/harness';
import {
  bookingBody,
  insertService,
  signUpCustomer,
  signUpProvider,
  ZOCALO,
} from '#server/testing/marketplace';

const DAY_MS = 86_400_000;
const CANCUN = { lat: 21.1619, lng: -86.8515 };

/** The next Monday, 06:00 in Mexico City (12:00 UTC: no daylight saving there since 2022), after now. */
function nextMondayMorning(): Date {
  const at = new Date();
  at.setUTCHours(12, 0, 0, 0);
  do at.setUTCDate(at.getUTCDate() + 1);
  while (at.getUTCDay() !== 1);
  return at;
}

const MONDAY = nextMondayMorning();
/** The Mexico City date `index` days after MONDAY. */
const dateOf = (index: number) => new Date(MONDAY.getTime() + index * DAY_MS).toISOString().slice(0, 10);
/** `time` on day `index`, in Mexico City. */
const cdmx = (index: number, time: string) => new Date(`${dateOf(index)}T${time}:00-06:00`);

const range = (start: string, end: string) => [{ start, end }];
/** Monday to Friday as given, weekend off; travel 30, no maximum, bookings answered. */
const week = (weekdays: ScheduleForm['weekly']): ScheduleForm => ({
  weekly: [[], ...weekdays, []],
  daysOff: [],
  travelMinutes: 30,
  maxPerDay: null,
  instantBooking: false,
});

type App = ReturnType<typeof useTestApp>;

async function saveSchedule(provider: { client: TestClient }, schedule: ScheduleForm) {
  const saved = await provider.client.request('PUT', '/api/provider/availability', schedule);
  expect(saved.statusCode, saved.body).toBe(200);
}

/** A verified Premium provider around the Zócalo who prices `services` by the hour and works `schedule`. */
async function bookableProvider(
  t: App,
  services: Partial<Record<ServiceId, number>>,
  schedule: ScheduleForm,
) {
  const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium' });
  const priced = await provider.client.request('PUT', '/api/provider/services', {
    services: Object.entries(services).map(([serviceId, hourlyPrice]) => ({ serviceId, hourlyPrice })),
  });
  expect(priced.statusCode, priced.body).toBe(200);
  await saveSchedule(provider, schedule);
  return provider;
}

const freeTimes = (t: App, providerId: string, query: string) =>
  new TestClient(t.app).get(`/api/bookings/providers/${providerId}/free-times?${query}`);

async function timesOf(
  t: App,
  providerId: string,
  { minutes = 120, place = ZOCALO, service = 'garden' } = {},
) {
  const response = await freeTimes(
    t,
    providerId,
    `serviceId=${service}&lat=${place.lat}&lng=${place.lng}&minutes=${minutes}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { timeZone: string; days: { date: string; times: string[] }[] };
}

describe(`a provider's free start times (${testDriver})`, () => {
  // Every date below is a weekday of a week that starts on the app's clock.
  const t = useTestApp({ clock: manualClock(MONDAY) });

  it('offers the working ranges less days off, booked services with travel on both sides, and full days', async () => {
    const schedule = week([
      range('09:00', '13:00'),
      [
        { start: '09:00', end: '11:00' },
        { start: '15:00', end: '18:00' },
      ],
      range('09:00', '13:00'),
      range('09:00', '18:00'),
      range('09:00', '18:00'),
    ]);
    schedule.daysOff = [{ from: dateOf(2), to: dateOf(2), note: 'Trámite' }];
    schedule.maxPerDay = 2;
    const provider = await bookableProvider(t, { garden: 10_000 }, schedule);
    const customer = await signUpCustomer(t.app);
    const parties = { customerId: customer.userId, providerId: provider.userId };
    // Thursday 12:00–15:00; Friday two services, its maximum.
    await insertService(t.database.db, parties, 'confirmed', cdmx(3, '12:00'));
    await insertService(t.database.db, parties, 'pending', cdmx(4, '09:00'));
    await insertService(t.database.db, parties, 'confirmed', cdmx(4, '14:00'));
    // A cancelled service holds nothing.
    await insertService(t.database.db, parties, 'cancelled', cdmx(0, '09:00'));

    const { timeZone, days } = await timesOf(t, provider.userId);
    expect(timeZone).toBe('America/Mexico_City');
    expect(days.map((day) => day.date)).toEqual(Array.from({ length: 14 }, (_, index) => dateOf(index)));
    expect(days.slice(0, 7).map((day) => day.times)).toEqual([
      // Two hours fit from 09:00 to 11:00.
      ['09:00', '09:30', '10:00', '10:30', '11:00'],
      ['09:00', '15:00', '15:30', '16:00'],
      // The day off.
      [],
      // Ending 30 minutes before 12:00, or starting 30 minutes after 15:00 and ending by 18:00.
      ['09:00', '09:30', '15:30', '16:00'],
      // Two services already: the daily maximum.
      [],
      [],
      [],
    ]);
    // The next week is free again.
    expect(days[7]!.times).toEqual(days[0]!.times);

    // A shorter service fits more starts; without a maximum, Friday has an hour between its services.
    expect((await timesOf(t, provider.userId, { minutes: 60 })).days[0]!.times).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
    ]);
    await saveSchedule(provider, { ...schedule, maxPerDay: null });
    expect((await timesOf(t, provider.userId, { minutes: 60 })).days[4]!.times).toEqual(['12:30']);
  });

  it("answers on the place's clock: a place in Cancún sees a Mexico City provider's 09:00 as 10:00", async () => {
    const provider = await bookableProvider(
      t,
      { garden: 10_000 },
      week(Array(5).fill(range('09:00', '12:00'))),
    );
    const { timeZone, days } = await timesOf(t, provider.userId, { place: CANCUN, minutes: 180 });
    expect(timeZone).toBe('America/Cancun');
    expect(days[0]).toEqual({ date: dateOf(0), times: ['10:00'] });
    expect((await timesOf(t, provider.userId, { minutes: 180 })).days[0]!.times).toEqual(['09:00']);
  });

  it('answers 404 for a provider not listed for the service, and 400 in Spanish to a bad place or length', async () => {
    const provider = await bookableProvider(
      t,
      { garden: 10_000 },
      week(Array(5).fill(range('09:00', '12:00'))),
    );
    const customer = await signUpCustomer(t.app);
    const place = `lat=${ZOCALO.lat}&lng=${ZOCALO.lng}`;
    for (const [providerId, serviceId] of [
      [provider.userId, 'pool'],
      [customer.userId, 'garden'],
      ['no-existe', 'garden'],
    ]) {
      const response = await freeTimes(t, providerId!, `serviceId=${serviceId}&${place}&minutes=120`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({
        code: 'NOT_FOUND',
        message: bookingMessages.providerUnavailable,
      });
    }
    const cases: [string, Record<string, string>][] = [
      [`serviceId=garden&${place}&minutes=45`, { minutes: estimateMessages.hoursRange }],
      [`serviceId=garden&${place}&minutes=780`, { minutes: estimateMessages.hoursRange }],
      [`serviceId=garden&lat=40.4&lng=-3.7&minutes=120`, { lat: bookingMessages.freeTimesPlaceInvalid }],
      [`serviceId=garden&lat=norte&lng=-99.1&minutes=120`, { lat: bookingMessages.freeTimesPlaceInvalid }],
      [`serviceId=jardin&${place}&minutes=120`, { serviceId: bookingMessages.serviceRequired }],
    ];
    for (const [query, fields] of cases) {
      const response = await freeTimes(t, provider.userId, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fields, query).toEqual(fields);
    }
  });
});

describe(`booking a free time (${testDriver})`, () => {
  const t = useTestApp({ clock: manualClock(MONDAY) });
  const WEEKDAYS = week(Array(5).fill(range('09:00', '13:00')));

  const book = (customer: { client: TestClient }, providerId: string, overrides: Record<string, unknown>) =>
    customer.client.post(
      '/api/bookings',
      bookingBody(providerId, {
        serviceId: 'garden',
        length: { hours: 2.5 },
        requiredDate: cdmx(0, '09:00').toISOString(),
        ...overrides,
      }),
    );
  const requestsOf = (customerId: string) =>
    t.database.db.select().from(serviceRequests).where(eq(serviceRequests.customerId, customerId));
  const serviceOf = async (requestId: string) =>
    (await t.database.db.select().from(jobs).where(eq(jobs.requestId, requestId)))[0]!;

  it('charges the booked hours at the provider’s price per hour and holds them, travel included', async () => {
    const provider = await bookableProvider(t, { garden: 12_345, 'home-cleaning': 9_000 }, WEEKDAYS);
    const customer = await signUpCustomer(t.app);

    const hours = await book(customer, provider.userId, {});
    expect(hours.statusCode, hours.body).toBe(201);
    // 2.5 h at $123.45: $308.625, the half centavo rounded up as every charge is.
    expect(hours.json().request).toMatchObject({ price: 30_863, serviceStatus: 'pending' });
    const [request] = await requestsOf(customer.userId);
    expect(request).toMatchObject({ price: 30_863, estimateInput: null, minMinutes: 150, maxMinutes: 150 });
    expect(await serviceOf(request!.id)).toMatchObject({
      price: 30_863,
      durationMinutes: 150,
      travelMinutes: 30,
      status: 'pending',
    });
    // 09:00–11:30 and 30 minutes of travel: an hour fits from 12:00, and nothing longer that day.
    expect((await timesOf(t, provider.userId, { minutes: 60 })).days[0]!.times).toEqual(['12:00']);
    expect((await timesOf(t, provider.userId, { minutes: 90 })).days[0]!.times).toEqual([]);

    // A cleaning of a home: 2 recámaras and 1 baño, general, is 3 – 3.5 h; the upper end is held and charged.
    const estimate = { bedrooms: 2, bathrooms: 1, cleaningType: 'general' };
    const home = await book(customer, provider.userId, {
      serviceId: 'home-cleaning',
      length: { estimate },
      requiredDate: cdmx(1, '09:00').toISOString(),
    });
    expect(home.statusCode, home.body).toBe(201);
    expect(home.json().request.price).toBe(31_500);
    const stored = (await requestsOf(customer.userId)).find((row) => row.id === home.json().request.id)!;
    expect(stored).toMatchObject({
      estimateInput: { ...estimate, extras: [], pets: false },
      minMinutes: 210,
      maxMinutes: 210,
    });
    expect(await serviceOf(stored.id)).toMatchObject({ durationMinutes: 210, price: 31_500 });
  });

  it('answers the first booking to a retry with its key, though its time is now taken', async () => {
    const provider = await bookableProvider(t, { garden: 10_000 }, WEEKDAYS);
    const customer = await signUpCustomer(t.app);
    const body = { requiredDate: cdmx(2, '10:00').toISOString(), idempotencyKey: crypto.randomUUID() };
    const first = await book(customer, provider.userId, body);
    expect(first.statusCode, first.body).toBe(201);
    const retry = await book(customer, provider.userId, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().request.id).toBe(first.json().request.id);
    expect(await requestsOf(customer.userId)).toHaveLength(1);
  });

  it('refuses the other kind of length for the service, under `length`', async () => {
    const provider = await bookableProvider(t, { garden: 10_000, 'deep-cleaning': 10_000 }, WEEKDAYS);
    const customer = await signUpCustomer(t.app);
    const estimate = { bedrooms: 1, bathrooms: 1, cleaningType: 'profunda' };
    for (const overrides of [
      { serviceId: 'deep-cleaning', length: { hours: 3 } },
      { serviceId: 'garden', length: { estimate } },
    ]) {
      const response = await book(customer, provider.userId, overrides);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ length: estimateMessages.lengthWrongKind });
    }
    expect(await requestsOf(customer.userId)).toHaveLength(0);
  });

  it('answers 409 SLOT_TAKEN to a start that is not one of the free times, and stores nothing', async () => {
    const provider = await bookableProvider(t, { garden: 10_000 }, WEEKDAYS);
    const customer = await signUpCustomer(t.app);
    const taken = await book(customer, provider.userId, { requiredDate: cdmx(3, '09:00').toISOString() });
    expect(taken.statusCode).toBe(201);
    const other = await signUpCustomer(t.app);
    for (const start of [
      // Saturday, a day off; before the working hours; past their end; between two half hours.
      cdmx(5, '10:00'),
      cdmx(0, '07:00'),
      cdmx(0, '11:00'),
      cdmx(0, '09:15'),
      // The service above with its travel: 09:00–11:30, free again from 12:00.
      cdmx(3, '10:00'),
    ]) {
      const response = await book(other, provider.userId, { requiredDate: start.toISOString() });
      expect(response.statusCode, start.toISOString()).toBe(409);
      expect(response.json().error).toEqual({ code: 'SLOT_TAKEN', message: scheduleMessages.slotTaken });
    }
    expect(await requestsOf(other.userId)).toHaveLength(0);
  });

  it('leaves nothing written when the database refuses a time the free times still offered', async () => {
    const provider = await bookableProvider(t, { garden: 10_000 }, { ...WEEKDAYS, travelMinutes: 0 });
    const customer = await signUpCustomer(t.app);
    // Booked 09:00–12:00 when the provider still took two hours to travel after it: held until 14:00.
    const serviceId = await insertService(
      t.database.db,
      { customerId: customer.userId, providerId: provider.userId },
      'confirmed',
      cdmx(0, '09:00'),
    );
    await t.database.db.update(jobs).set({ travelMinutes: 120 }).where(eq(jobs.id, serviceId));
    expect((await timesOf(t, provider.userId, { minutes: 60 })).days[0]!.times).toEqual(['12:00']);

    const other = await signUpCustomer(t.app);
    const response = await book(other, provider.userId, {
      requiredDate: cdmx(0, '12:00').toISOString(),
      length: { hours: 1 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'SLOT_TAKEN', message: scheduleMessages.slotTaken });
    expect(await requestsOf(other.userId)).toHaveLength(0);
  });

  it('confirms at once with ‘Reserva inmediata’, with the e-mails of an accepted booking', async () => {
    const provider = await bookableProvider(t, { garden: 10_000 }, { ...WEEKDAYS, instantBooking: true });
    const customer = await signUpCustomer(t.app);
    await t.runTasks();
    const sentBefore = t.mailer.sent.length;
    const response = await book(customer, provider.userId, { requiredDate: cdmx(1, '10:00').toISOString() });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().request).toMatchObject({ status: 'assigned', serviceStatus: 'confirmed' });
    expect(await serviceOf(response.json().request.id)).toMatchObject({
      status: 'confirmed',
      answerBy: null,
    });
    await t.runTasks();
    const subjects = t.mailer.sent.slice(sentBefore).map((mail) => [mail.to, mail.subject]);
    expect(subjects).toEqual(
      expect.arrayContaining([
        [customer.email, 'Tu reserva quedó confirmada: Jardinería'],
        [provider.email, 'Confirmaste la reserva: Jardinería'],
      ]),
    );
    expect(subjects.some(([, subject]) => subject!.startsWith('Te reservaron directamente'))).toBe(false);
  });

  it('lets exactly one of 20 customers booking the same time at once have it: 19 answers are 409', async () => {
    const provider = await bookableProvider(t, { garden: 10_000 }, WEEKDAYS);
    const customers = await Promise.all(Array.from({ length: 20 }, () => signUpCustomer(t.app)));
    const start = cdmx(4, '10:00').toISOString();
    const answers = await Promise.all(
      customers.map((customer) => book(customer, provider.userId, { requiredDate: start })),
    );
    const outcomes: Record<string, number> = {};
    for (const answer of answers) {
      const outcome = answer.statusCode === 201 ? '201' : `${answer.statusCode} ${answer.json().error.code}`;
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
    expect(outcomes).toEqual({ '201': 1, '409 SLOT_TAKEN': 19 });
    // Nothing half-written by the 19: one request, one service, for the one who got it.
    const held = await t.database.db.select().from(jobs).where(eq(jobs.providerId, provider.userId));
    expect(held).toHaveLength(1);
    const booked = await t.database.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.providerId, provider.userId));
    expect(booked.map((row) => row.id)).toEqual([held[0]!.requestId]);
  });
});
