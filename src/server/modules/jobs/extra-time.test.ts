import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { extraTimeMessages } from '#shared/extra-time-messages';
import { jobs } from '#server/db/schema';
import { testDriver, useTestApp } from '#server/testing/harness';
import { insertService, signUpCustomer, signUpProvider } from '#server/testing/marketplace';

const HOUR = 3_600_000;

describe(`'Tiempo extra': the provider asks for more time, the customer answers (${testDriver})`, () => {
  const t = useTestApp();

  /** A confirmed cash service of 3 h at $500 that started an hour ago, and its parties. */
  async function underWay() {
    const customer = await signUpCustomer(t.app);
    const provider = await signUpProvider(t.app);
    const parties = { customerId: customer.userId, providerId: provider.userId };
    const start = new Date(t.clock.now().getTime() - HOUR);
    const serviceId = await insertService(t.database.db, parties, 'confirmed', start);
    const ask = (minutes: unknown) =>
      provider.client.post(`/api/services/${serviceId}/extra-time`, { minutes });
    const answer = (approve: boolean) =>
      customer.client.post(`/api/services/${serviceId}/extra-time/answer`, { approve });
    const row = async () => (await t.database.db.select().from(jobs).where(eq(jobs.id, serviceId)))[0]!;
    return { customer, provider, parties, start, serviceId, ask, answer, row };
  }

  it('approved, lengthens the service and adds its share of the price; both sides read the request', async () => {
    const { customer, provider, serviceId, ask, answer, row } = await underWay();
    const asked = await ask(60);
    expect(asked.statusCode, asked.body).toBe(201);
    // $500 for 3 h: an hour more is a third, $166.67.
    // Paid in cash: the hour more is paid to the provider, as the rest.
    expect(asked.json().extraTime).toMatchObject({
      minutes: 60,
      price: 16_667,
      status: 'requested',
      collectedBy: 'provider',
    });
    for (const party of [customer, provider]) {
      const read = await party.client.get(`/api/services/${serviceId}/extra-time`);
      expect(read.json().extraTime).toMatchObject({ minutes: 60, status: 'requested' });
    }
    const again = await ask(30);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'EXTRA_TIME_WAITING',
      message: extraTimeMessages.alreadyWaiting,
    });

    const approved = await answer(true);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().extraTime).toMatchObject({ status: 'approved' });
    expect(await row()).toMatchObject({ durationMinutes: 240, price: 66_667 });
    const none = await answer(true);
    expect(none.json().error).toMatchObject({
      code: 'EXTRA_TIME_NONE',
      message: extraTimeMessages.nothingWaiting,
    });
  });

  it('declined, leaves the service as it was', async () => {
    const { ask, answer, row } = await underWay();
    expect((await ask(30)).statusCode).toBe(201);
    const declined = await answer(false);
    expect(declined.json().extraTime).toMatchObject({ status: 'declined' });
    expect(await row()).toMatchObject({ durationMinutes: 180, price: 50_000 });
  });

  it('is refused when it would run into the provider’s next service, writing nothing', async () => {
    const { parties, start, ask, answer, row, serviceId, customer } = await underWay();
    // The next service starts 30 minutes after this one ends: half an hour fits, an hour does not.
    await insertService(t.database.db, parties, 'confirmed', new Date(start.getTime() + 3.5 * HOUR));
    expect((await ask(60)).statusCode).toBe(201);
    const refused = await answer(true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'EXTRA_TIME_COLLIDES',
      message: extraTimeMessages.collides,
    });
    expect(await row()).toMatchObject({ durationMinutes: 180, price: 50_000 });
    const still = await customer.client.get(`/api/services/${serviceId}/extra-time`);
    expect(still.json().extraTime).toMatchObject({ status: 'requested' });
    expect((await answer(false)).statusCode).toBe(200);
    expect((await ask(30)).statusCode).toBe(201);
    expect((await answer(true)).statusCode).toBe(200);
    expect(await row()).toMatchObject({ durationMinutes: 210 });
  });

  it('is asked only by the provider, during the service, in half hours that fit in 12 h, however it is paid', async () => {
    const { customer, ask, answer, serviceId, row } = await underWay();
    for (const minutes of [0, 45, 270, 'una hora']) {
      const refused = await ask(minutes);
      expect(refused.statusCode, String(minutes)).toBe(400);
      expect(refused.json().error.fields.minutes).toBe(extraTimeMessages.minutesInvalid);
    }
    const byCustomer = await customer.client.post(`/api/services/${serviceId}/extra-time`, { minutes: 30 });
    expect(byCustomer.statusCode).toBe(403);

    // Paid by card with no hold placed yet: taken, and the hold will be placed for the new price.
    await t.database.db.update(jobs).set({ paymentMethod: 'card' }).where(eq(jobs.id, serviceId));
    const byCard = await ask(30);
    expect(byCard.statusCode, byCard.body).toBe(201);
    expect(byCard.json().extraTime).toMatchObject({ status: 'requested', collectedBy: 'card' });
    expect((await answer(false)).statusCode).toBe(200);
    await t.database.db.update(jobs).set({ paymentMethod: 'cash' }).where(eq(jobs.id, serviceId));

    await t.database.db
      .update(jobs)
      .set({ scheduledAt: new Date(t.clock.now().getTime() + HOUR) })
      .where(eq(jobs.id, serviceId));
    const early = await ask(30);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({
      code: 'EXTRA_TIME_NOT_NOW',
      message: extraTimeMessages.notNow,
    });
    expect((await row()).durationMinutes).toBe(180);
  });
});
