import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offerMessages } from '#shared/request-messages';
import { providerMessages } from '#shared/provider-messages';
import { jobs, requestApplications, serviceRequests } from '#server/db/schema';
import { TestClient } from '#server/testing/client';
import { testDriver, useTestApp } from '#server/testing/harness';
import { useBeforeAll } from '#server/testing/before-all';
import {
  insertApplications,
  insertRequest,
  publishRequest,
  signUpCustomer,
  signUpProvider,
  ZOCALO,
} from '#server/testing/marketplace';

const offer = { proposedPrice: 700, message: 'Llevo mis productos y termino en tres horas.' };

type Party = { client: TestClient };

describe(`POST /api/applications/:id/withdraw (${testDriver})`, () => {
  const t = useTestApp();
  const customer = useBeforeAll('the customer', () => signUpCustomer(t.app));

  const withdraw = (party: Party, id: string) => party.client.post(`/api/applications/${id}/withdraw`);
  const accept = (id: string) => customer.client.post(`/api/applications/${id}/accept`);

  /**
   * A new open request of the customer with one offer of `provider`: the request's and the offer's ids. `day`
   * moves its date a day further each, so accepted offers of one provider never hold the same time.
   */
  async function offerOn(provider: Party, day = 0) {
    const requiredDate = new Date(Date.now() + (3 + day) * 86_400_000).toISOString();
    const requestId = await publishRequest(customer, ZOCALO, { requiredDate });
    const answer = await provider.client.post(`/api/requests/${requestId}/applications`, offer);
    expect(answer.statusCode, answer.body).toBe(201);
    return { requestId, offerId: answer.json().application.id as string };
  }

  const statusOf = async (offerId: string) => {
    const [row] = await t.database.db
      .select({ status: requestApplications.status })
      .from(requestApplications)
      .where(eq(requestApplications.id, offerId));
    return row!.status;
  };
  const jobsOf = (requestId: string) =>
    t.database.db.select().from(jobs).where(eq(jobs.requestId, requestId));
  const customerOffers = async (requestId: string) =>
    (await customer.client.get('/api/requests/mine'))
      .json()
      .requests.find((request: { id: string }) => request.id === requestId).offers as { id: string }[];

  it('withdraws the provider’s pending offer and answers it as their list shows it, without e-mailing anyone', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium' });
    const { requestId, offerId } = await offerOn(provider);
    await t.runTasks();
    const sentBefore = t.mailer.sent.length;

    const answer = await withdraw(provider, offerId);
    expect(answer.statusCode, answer.body).toBe(200);
    const listed = (await provider.client.get('/api/requests/nearby'))
      .json()
      .requests.find((request: { id: string }) => request.id === requestId);
    expect(answer.json().application).toEqual({
      id: offerId,
      status: 'withdrawn',
      proposedPrice: 70_000,
      createdAt: expect.any(String),
    });
    // Still on the provider's list, marked withdrawn, so it does not offer 'Aplicar' again.
    expect(listed.myApplication).toEqual(answer.json().application);
    await t.runTasks();
    expect(t.mailer.sent.length).toBe(sentBefore);
  });

  it('hides the withdrawn offer from the customer’s Mis Solicitudes and from the offers counted in Resumen', async () => {
    const someone = await signUpCustomer(t.app);
    const requestId = await publishRequest(someone);
    const [leaving, staying] = await Promise.all(
      [0, 1].map(() => signUpProvider(t.app, { area: ZOCALO, plan: 'premium' })),
    );
    const [gone, kept] = await Promise.all(
      [leaving!, staying!].map(
        async (provider) =>
          (await provider.client.post(`/api/requests/${requestId}/applications`, offer)).json().application
            .id as string,
      ),
    );
    expect((await withdraw(leaving!, gone!)).statusCode).toBe(200);
    const [mine] = (await someone.client.get('/api/requests/mine')).json().requests;
    expect(mine.offers.map((row: { id: string }) => row.id)).toEqual([kept]);
    expect((await someone.client.get('/api/requests/summary')).json()).toMatchObject({
      openRequests: 1,
      offersReceived: 1,
    });
  });

  it('answers the same offer when withdrawn again, also for a double click at once', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium' });
    const { offerId } = await offerOn(provider);
    const answers = await Promise.all([withdraw(provider, offerId), withdraw(provider, offerId)]);
    const again = await withdraw(provider, offerId);
    for (const answer of [...answers, again]) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual(answers[0]!.json());
    }
    expect(await statusOf(offerId)).toBe('withdrawn');
  });

  it('answers 404 to another provider and to an unknown or malformed id, and changes nothing', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium' });
    const other = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium' });
    const { requestId, offerId } = await offerOn(provider);
    for (const [who, id] of [
      [other, offerId],
      [provider, '6f1c2b9e-0000-4000-8000-000000000000'],
      [provider, 'no-es-un-id'],
    ] as const) {
      const answer = await withdraw(who, id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error).toEqual({ code: 'NOT_FOUND', message: providerMessages.offerNotFound });
    }
    expect(await statusOf(offerId)).toBe('pending');
    expect(await customerOffers(requestId)).toHaveLength(1);
  });

  it('is for providers only: 401 to a guest, 403 to the customer whose request it is', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium' });
    const { offerId } = await offerOn(provider);
    expect((await withdraw({ client: new TestClient(t.app) }, offerId)).statusCode).toBe(401);
    expect((await withdraw(customer, offerId)).statusCode).toBe(403);
    expect(await statusOf(offerId)).toBe('pending');
  });

  it('refuses an offer the customer already accepted, and one declined by that choice (409 OFFER_NOT_PENDING)', async () => {
    const chosen = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium' });
    const passed = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium' });
    const { requestId, offerId } = await offerOn(chosen);
    const declined = (await passed.client.post(`/api/requests/${requestId}/applications`, offer)).json()
      .application.id as string;
    expect((await accept(offerId)).statusCode).toBe(201);
    for (const [who, id, status] of [
      [chosen, offerId, 'accepted'],
      [passed, declined, 'declined'],
    ] as const) {
      const answer = await withdraw(who, id);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error).toEqual({
        code: 'OFFER_NOT_PENDING',
        message: providerMessages.offerNotPending,
      });
      expect(await statusOf(id)).toBe(status);
    }
  });

  it('refuses while the request is not open (409 REQUEST_NOT_OPEN) and leaves the offer pending', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium' });
    const { requestId, offerId } = await offerOn(provider);
    await t.database.db
      .update(serviceRequests)
      .set({ status: 'cancelled' })
      .where(eq(serviceRequests.id, requestId));
    const answer = await withdraw(provider, offerId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toEqual({
      code: 'REQUEST_NOT_OPEN',
      message: providerMessages.requestNotOpen,
    });
    expect(await statusOf(offerId)).toBe('pending');
  });

  // PGlite runs one transaction at a time; on PostgreSQL both outcomes turn up and a missing lock shows.
  it('lets exactly one of an accept and a withdrawal sent at once win, ten times over', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium' });
    for (let round = 0; round < 10; round++) {
      const { requestId, offerId } = await offerOn(provider, round);
      const [accepted, withdrawn] = await Promise.all([accept(offerId), withdraw(provider, offerId)]);
      const where = `round ${round}: accept ${accepted.body.slice(0, 120)}, withdraw ${withdrawn.body}`;
      if (accepted.statusCode === 201) {
        expect(withdrawn.statusCode, where).toBe(409);
        expect(withdrawn.json().error.code, where).toBe('OFFER_NOT_PENDING');
        expect(await statusOf(offerId), where).toBe('accepted');
        expect(await jobsOf(requestId), where).toHaveLength(1);
      } else {
        expect(withdrawn.statusCode, where).toBe(200);
        expect(accepted.statusCode, where).toBe(409);
        expect(accepted.json().error, where).toEqual({
          code: 'OFFER_WITHDRAWN',
          message: offerMessages.withdrawn,
        });
        expect(await statusOf(offerId), where).toBe('withdrawn');
        expect(await jobsOf(requestId), where).toEqual([]);
        expect(await customerOffers(requestId), where).toEqual([]);
      }
    }
  });

  it('keeps the provider from sending another offer for that request (409 ALREADY_APPLIED)', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium' });
    const { requestId, offerId } = await offerOn(provider);
    expect((await withdraw(provider, offerId)).statusCode).toBe(200);
    const again = await provider.client.post(`/api/requests/${requestId}/applications`, offer);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_APPLIED');
    expect(await customerOffers(requestId)).toEqual([]);
  });

  it('still counts a withdrawn offer against the Básico plan’s 10 a month', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'basic' });
    const earlier = await Promise.all(
      Array.from({ length: 9 }, () => insertRequest(t.database.db, { customerId: customer.userId })),
    );
    await insertApplications(t.database.db, provider.userId, earlier);
    const { offerId } = await offerOn(provider);
    expect((await withdraw(provider, offerId)).statusCode).toBe(200);
    const next = await insertRequest(t.database.db, { customerId: customer.userId });
    const answer = await provider.client.post(`/api/requests/${next}/applications`, offer);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.code).toBe('PLAN_LIMIT_REACHED');
    expect((await provider.client.get('/api/provider/overview')).json()).toMatchObject({
      applicationsThisMonth: 10,
      applicationsRemaining: 0,
    });
  });
});
