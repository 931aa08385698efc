import { describe, expect, it } from 'vitest';
import type { TestClient } from '#server/testing/client';
import { mailerOf, testDriver, useTestApp } from '#server/testing/harness';
import { publishRequest, signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';
import { completedService as completedServiceOf } from '#server/testing/services';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
type Party = { client: TestClient; userId: string; email: string };

describe(`reviews (${testDriver})`, () => {
  const t = useTestApp();

  const review = (party: Party, id: string, body: Record<string, unknown>) =>
    party.client.post(`/api/services/${id}/review`, body);
  const reviewsOf = async (party: Party) => (await party.client.get('/api/reviews')).json();

  const completedService = () => completedServiceOf(t);

  it('lists nothing for a person without services', async () => {
    const customer = await signUpCustomer(t.app);
    const answer = await customer.client.get('/api/reviews');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ toWrite: [], written: [], received: [], average: null, count: 0 });
  });

  it('is hidden from the other side until both have written; then both are published and shown as ratings', async () => {
    const { customer, provider, service } = await completedService();
    const early = await review(customer, service.id, { rating: 4 });
    expect(early.statusCode, early.body).toBe(201);
    expect(early.json().review).toMatchObject({
      rating: 4,
      comment: '',
      published: false,
      authorRole: 'customer',
    });
    // Pressed again: the same review, not a second one.
    expect((await review(customer, service.id, { rating: 5 })).json().review.rating).toBe(4);
    expect((await reviewsOf(provider)).received).toEqual([]);
    expect((await reviewsOf(provider)).toWrite).toMatchObject([
      { serviceId: service.id, otherName: 'Lucía P.' },
    ]);
    const [services] = [(await provider.client.get('/api/services')).json().services];
    expect(services[0].canReview).toBe(true);

    const second = await review(provider, service.id, { rating: 5, comment: 'Muy amable y puntual.' });
    expect(second.json().review).toMatchObject({ published: true, subjectName: 'Lucía P.' });
    const forProvider = await reviewsOf(provider);
    expect(forProvider).toMatchObject({ average: 4, count: 1, toWrite: [] });
    expect(forProvider.received[0]).toMatchObject({ rating: 4, authorName: 'Lucía P.', published: true });
    expect((await reviewsOf(customer)).received[0]).toMatchObject({
      rating: 5,
      comment: 'Muy amable y puntual.',
    });
    await t.runTasks();
    const subjects = mailerOf(t.app).sent.map((mail) => `${mail.to} ${mail.subject}`);
    for (const party of [customer, provider])
      expect(subjects).toContain(`${party.email} Recibiste una reseña: Limpieza de departamento`);

    // The provider's card now carries the rating wherever customers see it.
    const [card] = (await customer.client.get('/api/services')).json().services;
    expect(card.provider).toMatchObject({ rating: { average: 4, count: 1 }, reliability: 100 });
  });

  it('is published when the 14 days close, even if the other side never writes', async () => {
    const { customer, provider, service } = await completedService();
    await review(provider, service.id, { rating: 2, comment: 'No estaba nadie para abrir.' });
    t.clock.advance(14 * DAY - 1000);
    await t.runTasks();
    expect((await reviewsOf(customer)).received).toEqual([]);
    t.clock.advance(1000);
    await t.runTasks();
    expect((await reviewsOf(customer)).received).toMatchObject([{ rating: 2, published: true }]);
    const late = await review(customer, service.id, { rating: 5 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('REVIEW_WINDOW_CLOSED');
    expect((await reviewsOf(customer)).toWrite).toEqual([]);
  });

  it('takes 1 to 5 stars, only from the two parties of a completed service', async () => {
    const { customer, service } = await completedService();
    const zero = await review(customer, service.id, { rating: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.fields).toEqual({ rating: 'Elige de 1 a 5 estrellas.' });
    const stranger = await signUpCustomer(t.app);
    expect((await review(stranger, service.id, { rating: 5 })).statusCode).toBe(404);

    const customerB = await signUpCustomer(t.app);
    const requestId = await publishRequest(customerB, ZOCALO);
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium', radius: 10 });
    const offer = await provider.client.post(`/api/requests/${requestId}/applications`, {
      proposedPrice: 500,
      message: 'Puedo ir el día que necesitas.',
    });
    const accepted = await customerB.client.post(`/api/applications/${offer.json().application.id}/accept`);
    const notDone = await review(customerB, accepted.json().service.id, { rating: 5 });
    expect(notDone.statusCode).toBe(409);
    expect(notDone.json().error.code).toBe('WRONG_STATUS');
  });

  it('gets one public reply from the provider, once published', async () => {
    const { customer, provider, service } = await completedService();
    await review(customer, service.id, { rating: 5, comment: 'Excelente trabajo.' });
    const id = (await reviewsOf(customer)).written[0].id;
    const hidden = await provider.client.post(`/api/reviews/${id}/reply`, { reply: 'Gracias.' });
    expect(hidden.statusCode).toBe(404);
    await review(provider, service.id, { rating: 5 });
    const reply = await provider.client.post(`/api/reviews/${id}/reply`, { reply: '¡Gracias, Lucía!' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().review.reply).toBe('¡Gracias, Lucía!');
    expect(
      (await provider.client.post(`/api/reviews/${id}/reply`, { reply: '¡Gracias, Lucía!' })).statusCode,
    ).toBe(200);
    const again = await provider.client.post(`/api/reviews/${id}/reply`, { reply: 'Otra respuesta.' });
    expect(again.json().error.code).toBe('ALREADY_REPLIED');
    const theirs = (await reviewsOf(provider)).written[0].id;
    const customerReply = await customer.client.post(`/api/reviews/${theirs}/reply`, { reply: 'Gracias.' });
    expect(customerReply.statusCode).toBe(403);
    expect((await reviewsOf(customer)).written[0].reply).toBe('¡Gracias, Lucía!');
  });
});
