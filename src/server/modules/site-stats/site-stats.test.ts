import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, siteStats, tasks } from '#server/db/schema';
import { TestClient } from '#server/testing/client';
import { testDriver, type TestApp, useTestApp } from '#server/testing/harness';
import { signUpOperator } from '#server/testing/operator';
import { completedService } from '#server/testing/services';
import { SITE_STATS_REFRESH } from './service';

const DAY = 86_400_000;
const NO_FIGURES = { customers: null, completedServices: null, averageRating: null, highRatingShare: null };

/** A completed service the customer reviewed as told and the provider reviewed too (so both are published). */
async function reviewedService(
  t: TestApp,
  review: { rating: number; comment?: string; allowShowcase?: boolean },
  { providerReviews = true } = {},
) {
  const { customer, provider, service } = await completedService(t);
  const written = await customer.client.post(`/api/services/${service.id}/review`, review);
  expect(written.statusCode, written.body).toBe(201);
  if (providerReviews) {
    const back = { rating: 5, comment: 'Clienta muy amable.', allowShowcase: true };
    expect((await provider.client.post(`/api/services/${service.id}/review`, back)).statusCode).toBe(201);
  }
  return { customer, provider, service, reviewId: written.json().review.id as string };
}

function siteStatsOf(t: TestApp) {
  const read = async () => {
    const answer = await new TestClient(t.app).get('/api/site-stats');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer;
  };
  const pendingCounts = () =>
    t.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.kind, SITE_STATS_REFRESH), isNull(tasks.doneAt)));
  return {
    read,
    pendingCounts,
    /** The daily count runs when its day comes: the clock is moved to the booked one and due tasks run. */
    async nextCount() {
      await read();
      const [next] = await pendingCounts();
      if (next?.runAt && next.runAt > t.clock.now()) t.clock.set(next.runAt);
      await t.runTasks();
    },
    stored: async () => (await t.database.db.select().from(siteStats))[0],
  };
}

describe(`site stats (${testDriver})`, () => {
  const t = useTestApp();
  const site = siteStatsOf(t);

  it('publishes nothing on a fresh install, lets caches keep it five minutes, and books the first count', async () => {
    const answer = await site.read();
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(answer.json()).toEqual({ ...NO_FIGURES, testimonials: [], countedAt: null });
    expect(await site.pendingCounts()).toMatchObject([{ runAt: null }]);

    await t.runTasks();
    const countedAt = t.clock.now();
    expect((await site.read()).json()).toEqual({
      ...NO_FIGURES,
      testimonials: [],
      countedAt: countedAt.toISOString(),
    });
    // Each count books the next a day later; a reader of fresh figures books nothing more.
    expect(await site.pendingCounts()).toMatchObject([{ runAt: new Date(countedAt.getTime() + DAY) }]);
  });

  it('counts completed services, their customers and the customers’ visible reviews, publishing none under its threshold', async () => {
    const shown = await reviewedService(t, {
      rating: 5,
      comment: 'Dejó la cocina impecable.',
      allowShowcase: true,
    });
    // Named by the catalogue's service the job names, whatever the customer titled the request.
    await t.database.db.update(jobs).set({ serviceId: 'deep-cleaning' }).where(eq(jobs.id, shown.service.id));
    // Unpublished while the provider has not written theirs: not counted yet.
    await reviewedService(t, { rating: 2, comment: 'Llegó tarde.' }, { providerReviews: false });
    const before = (await site.stored())!.countedAt;
    await site.nextCount();

    const stored = await site.stored();
    expect(stored!.countedAt.getTime()).toBeGreaterThan(before.getTime());
    expect(stored).toMatchObject({
      customers: 2,
      completedServices: 2,
      reviews: 1,
      ratingSum: 5,
      highRatings: 1,
    });
    expect((await site.read()).json()).toMatchObject({
      ...NO_FIGURES,
      testimonials: [
        {
          id: shown.reviewId,
          name: 'Lucía P.',
          service: 'Limpieza Profunda',
          rating: 5,
          comment: 'Dejó la cocina impecable.',
        },
      ],
    });
  });

  it('shows as testimonials only 4–5-star reviews with a comment whose authors allowed it, never a provider’s', async () => {
    await reviewedService(t, { rating: 4, comment: 'Muy puntual.' });
    await reviewedService(t, { rating: 3, comment: 'Regular.', allowShowcase: true });
    await reviewedService(t, { rating: 5, allowShowcase: true });
    const newest = await reviewedService(t, { rating: 4, comment: 'Todo en orden.', allowShowcase: true });

    const { testimonials } = (await site.read()).json();
    expect(testimonials.map((item: { comment: string }) => item.comment)).toEqual([
      'Todo en orden.',
      'Dejó la cocina impecable.',
    ]);
    expect(testimonials[0]).toMatchObject({ id: newest.reviewId, rating: 4 });
    expect(JSON.stringify(testimonials)).not.toContain('Clienta muy amable.');
  });

  it('drops at once a testimonial moderation hid or whose author deleted their account, and stops counting the hidden one', async () => {
    const hidden = await reviewedService(t, {
      rating: 5,
      comment: 'Mi número: 5512345678',
      allowShowcase: true,
    });
    const gone = await reviewedService(t, { rating: 5, comment: 'Excelente trabajo.', allowShowcase: true });
    const comments = async () =>
      (await site.read()).json().testimonials.map((item: { comment: string }) => item.comment);
    expect(await comments()).toEqual(['Excelente trabajo.', 'Mi número: 5512345678', 'Todo en orden.']);

    const operator = await signUpOperator(t);
    const hide = await operator.client.post(`/api/operator/moderation/review/${hidden.reviewId}/hide`, {
      reason: 'Comparte un número de teléfono.',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    // An account is deleted once nothing is owed: the provider confirms the cash first.
    const paid = await gone.provider.client.post(`/api/services/${gone.service.id}/actions`, {
      action: 'confirm_payment',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const deleted = await gone.customer.client.post('/api/account/delete', {
      password: gone.customer.password,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await comments()).toEqual(['Todo en orden.', 'Dejó la cocina impecable.']);

    await site.nextCount();
    // Visible customers' reviews: 5, 4, 3, 5 (no comment), 4, and the deleted account's 5; not the hidden one.
    expect(await site.stored()).toMatchObject({ reviews: 6, ratingSum: 26, highRatings: 5 });
  });
});

describe(`site stats: the thresholds (${testDriver})`, () => {
  const t = useTestApp();

  // The count itself is tested above on real services; here the stored count is set to each side of a threshold.
  const counted = (counts: Partial<typeof siteStats.$inferInsert>) =>
    t.database.db
      .insert(siteStats)
      .values({
        id: 1,
        customers: 0,
        completedServices: 0,
        reviews: 0,
        ratingSum: 0,
        highRatings: 0,
        countedAt: t.clock.now(),
        ...counts,
      })
      .onConflictDoUpdate({ target: siteStats.id, set: { countedAt: t.clock.now(), ...counts } });

  it('publishes customers and completed services from a hundred each', async () => {
    const site = siteStatsOf(t);
    await counted({ customers: 99, completedServices: 99 });
    expect((await site.read()).json()).toMatchObject(NO_FIGURES);
    await counted({ customers: 100, completedServices: 1250 });
    expect((await site.read()).json()).toMatchObject({ customers: 100, completedServices: 1250 });
  });

  it('publishes the average and the 4–5-star share from twenty visible reviews, rounded down', async () => {
    const site = siteStatsOf(t);
    await counted({ reviews: 19, ratingSum: 95, highRatings: 19 });
    expect((await site.read()).json()).toMatchObject({ averageRating: null, highRatingShare: null });
    // 91 stars over 20 reviews is 4.55: 4.5; sixteen of twenty at 4–5 stars: 80 %.
    await counted({ reviews: 20, ratingSum: 91, highRatings: 16 });
    expect((await site.read()).json()).toMatchObject({ averageRating: 4.5, highRatingShare: 80 });
    // A fresh count books nothing more.
    expect(await site.pendingCounts()).toEqual([]);
  });
});
