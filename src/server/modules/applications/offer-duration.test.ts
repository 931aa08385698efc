import { describe, expect, it } from 'vitest';
import { estimateMessages } from '#shared/estimate-messages';
import { testDriver, useTestApp } from '#server/testing/harness';
import { useBeforeAll } from '#server/testing/before-all';
import { publishRequest, signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';

const home = { bedrooms: 2, bathrooms: 1, cleaningType: 'general', extras: ['ventanas'], pets: true };
const offer = { proposedPrice: 800, message: 'Llevo mis productos.' };

describe(`an offer's 'Duración estimada' (${testDriver})`, () => {
  const t = useTestApp();
  const customer = useBeforeAll('the customer', () => signUpCustomer(t.app));

  const offersOf = async (requestId: string) =>
    (await customer.client.get('/api/requests/mine'))
      .json()
      .requests.find((request: { id: string }) => request.id === requestId).offers;

  it('stores the hours the provider names and shows them on the customer’s list', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium' });
    const requestId = await publishRequest(customer);
    const answer = await provider.client.post(`/api/requests/${requestId}/applications`, {
      ...offer,
      durationHours: 2.5,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().application.durationMinutes).toBe(150);
    expect((await offersOf(requestId))[0].durationMinutes).toBe(150);
  });

  it('takes the estimate’s upper end when none is named, or 3 h for a request without an estimate', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium' });
    const estimated = await publishRequest(customer, ZOCALO, { length: { estimate: home } });
    const plain = await publishRequest(customer);
    for (const [requestId, minutes] of [
      [estimated, 300],
      [plain, 180],
    ] as const) {
      const answer = await provider.client.post(`/api/requests/${requestId}/applications`, offer);
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json().application.durationMinutes).toBe(minutes);
    }
  });

  it('refuses a length that is not whole half hours from 1 to 12 h, under `durationHours`', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium' });
    const requestId = await publishRequest(customer);
    for (const durationHours of [0.5, 12.5, 2.25, '3']) {
      const answer = await provider.client.post(`/api/requests/${requestId}/applications`, {
        ...offer,
        durationHours,
      });
      expect(answer.statusCode, String(durationHours)).toBe(400);
      expect(answer.json().error.fields).toEqual({ durationHours: estimateMessages.hoursRange });
    }
    expect(await offersOf(requestId)).toEqual([]);
  });
});
