import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { moderationMessages } from '#shared/moderation-messages';
import { TestClient } from '#server/testing/client';
import { providerJsonLd } from '#server/web/provider-head';
import { mailerOf, TEST_ORIGIN, testDriver, useTestApp } from '#server/testing/harness';
import { useBeforeAll } from '#server/testing/before-all';
import { publishRequest, signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';
import { signUpOperator } from '#server/testing/operator';
import { completedService } from '#server/testing/services';

type Party = Awaited<ReturnType<typeof signUpCustomer>>;
const REASON = 'Insulta a la otra persona y publica su teléfono.';

describe(`moderation (${testDriver})`, () => {
  const t = useTestApp();
  const operator = useBeforeAll('the operator', () => signUpOperator(t));

  const report = (who: Party | TestClient, targetType: string, targetId: string, reason = REASON) =>
    ('client' in who ? who.client : who).post('/api/reports', { targetType, targetId, reason });
  const listed = async (kind: string, status = 'visible') =>
    (await operator.client.get(`/api/operator/moderation?kind=${kind}&status=${status}`)).json().items as {
      id: string;
      reports: { reason: string }[];
      hiddenReason: string | null;
      author: { id: string; name: string };
      imageUrl: string | null;
    }[];
  const act = (type: string, id: string, step: string, body: unknown = {}) =>
    operator.client.post(`/api/operator/moderation/${type}/${id}/${step}`, body);
  // The tasks of one run send their e-mails concurrently, in no set order: find the one by its subject.
  const mailTo = (email: string, subject: string) =>
    mailerOf(t.app).sent.find((sent) => sent.to === email && sent.subject === subject);
  const publicPage = async (providerId: string) =>
    (await new TestClient(t.app).get(`/api/providers/${providerId}`)).json().provider;

  /** A completed service both parties reviewed: the customer's review of the provider is public. */
  async function publishedReview() {
    const { customer, provider, service } = await completedService(t);
    await customer.client.post(`/api/services/${service.id}/review`, {
      rating: 1,
      comment: 'Pésimo, un ladrón.',
    });
    await provider.client.post(`/api/services/${service.id}/review`, { rating: 5, comment: 'Muy amable.' });
    const [review] = (await publicPage(provider.userId)).reviews;
    expect(review).toMatchObject({ comment: 'Pésimo, un ladrón.' });
    return { customer, provider, reviewId: review.id as string };
  }

  it('lets a signed-in person report a public review once, never their own, and puts it first for operators', async () => {
    const { customer, provider, reviewId } = await publishedReview();
    const reader = await signUpCustomer(t.app);

    expect((await report(new TestClient(t.app), 'review', reviewId)).statusCode).toBe(401);
    const short = await report(reader, 'review', reviewId, 'mal');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.reason).toBe(moderationMessages.reasonTooShort);
    const own = await report(customer, 'review', reviewId);
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toMatchObject({ code: 'OWN_CONTENT', message: moderationMessages.ownContent });
    const unknown = await report(reader, 'review', '00000000-0000-4000-8000-000000000000');
    expect(unknown.json().error).toMatchObject({ code: 'NOT_FOUND', message: moderationMessages.notFound });

    expect((await report(reader, 'review', reviewId)).statusCode).toBe(201);
    const twice = await report(reader, 'review', reviewId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({
      code: 'ALREADY_REPORTED',
      message: moderationMessages.alreadyReported,
    });
    // The provider may report what was written about them too.
    expect((await report(provider, 'review', reviewId, 'Me acusa de robo sin pruebas.')).statusCode).toBe(
      201,
    );

    const [first] = await listed('review');
    expect(first).toMatchObject({
      id: reviewId,
      reports: [{ reason: REASON }, { reason: 'Me acusa de robo sin pruebas.' }],
    });
  });

  it('hides a review with a reason: gone from the page and the rating, the author told, the audit log written; restorable', async () => {
    const { customer, provider, reviewId } = await publishedReview();
    const reader = await signUpCustomer(t.app);
    await report(reader, 'review', reviewId);
    expect((await publicPage(provider.userId)).rating).toEqual({ average: 1, count: 1 });

    expect((await act('review', reviewId, 'hide', {})).statusCode).toBe(400);
    const hidden = await act('review', reviewId, 'hide', { reason: REASON });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const page = await publicPage(provider.userId);
    expect(page.reviews).toEqual([]);
    expect(page.rating).toEqual({ average: null, count: 0 });
    expect((await listed('review')).map((item) => item.id)).not.toContain(reviewId);
    expect((await listed('review', 'hidden')).find((item) => item.id === reviewId)).toMatchObject({
      hiddenReason: REASON,
      reports: [],
    });
    // The provider cannot answer a review nobody can read any more.
    const reply = await provider.client.post(`/api/reviews/${reviewId}/reply`, { reply: 'Gracias.' });
    expect(reply.statusCode).toBe(404);

    await t.runTasks();
    const mail = mailTo(customer.email, moderationMessages.hiddenEmail.review.subject);
    expect(mail).toBeDefined();
    expect(mail?.text).toContain(REASON);
    expect(mail?.text).toContain('/cliente/resenas');
    const audit = (await operator.client.get('/api/operator/audit')).json().entries;
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'content_hidden',
        targetType: 'review',
        targetId: reviewId,
        reason: REASON,
      }),
    );

    const again = await act('review', reviewId, 'hide', { reason: REASON });
    expect(again.json().error.code).toBe('ALREADY_HIDDEN');
    expect((await act('review', reviewId, 'restore')).statusCode).toBe(200);
    expect((await publicPage(provider.userId)).rating).toEqual({ average: 1, count: 1 });
    expect((await act('review', reviewId, 'restore')).json().error.code).toBe('NOT_HIDDEN');
  });

  it('hides an open request from providers until restored; the customer sees it hidden with the reason', async () => {
    const customer = await signUpCustomer(t.app);
    const requestId = await publishRequest(customer, ZOCALO, { title: 'Limpieza con insultos' });
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'premium', radius: 10 });
    const seen = async () =>
      (await provider.client.get('/api/requests/nearby'))
        .json()
        .requests.map((row: { id: string }) => row.id);
    expect(await seen()).toContain(requestId);

    // Only providers see other people's requests, so only they may report one.
    expect((await report(await signUpCustomer(t.app), 'request', requestId)).statusCode).toBe(404);
    expect((await report(customer, 'request', requestId)).statusCode).toBe(404);
    expect((await report(provider, 'request', requestId)).statusCode).toBe(201);
    expect((await listed('request'))[0]).toMatchObject({ id: requestId, reports: [{ reason: REASON }] });

    expect((await act('request', requestId, 'hide', { reason: REASON })).statusCode).toBe(200);
    expect(await seen()).not.toContain(requestId);
    const apply = await provider.client.post(`/api/requests/${requestId}/applications`, {
      proposedPrice: 700,
      message: 'Puedo ir mañana temprano.',
    });
    expect(apply.statusCode).toBeGreaterThanOrEqual(400);
    expect(apply.statusCode).toBeLessThan(500);
    const mine = (await customer.client.get('/api/requests/mine')).json().requests;
    expect(mine.find((row: { id: string }) => row.id === requestId)).toMatchObject({
      status: 'hidden',
      hiddenReason: REASON,
    });
    await t.runTasks();
    const subject = moderationMessages.hiddenEmail.request.subject.replace(
      '{title}',
      'Limpieza con insultos',
    );
    expect(mailTo(customer.email, subject)).toBeDefined();

    expect((await act('request', requestId, 'restore')).statusCode).toBe(200);
    expect(await seen()).toContain(requestId);
  });

  it('hides a profile photo until the provider uploads a new one', async () => {
    const provider = await signUpProvider(t.app, { area: ZOCALO, plan: 'basic' });
    const upload = async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/provider/profile/photo',
        headers: { origin: TEST_ORIGIN, cookie: provider.client.cookieHeader, 'content-type': 'image/png' },
        payload: await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c33' } })
          .png()
          .toBuffer(),
      });
    const { photoUrl } = (await upload()).json();
    expect((await listed('photo')).find((item) => item.id === provider.userId)?.imageUrl).toBe(photoUrl);

    expect((await act('photo', provider.userId, 'hide', { reason: REASON })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(404);
    expect((await publicPage(provider.userId)).photoUrl).toBeNull();
    expect((await provider.client.get('/api/provider/profile')).json()).toMatchObject({
      photoUrl: null,
      photoHiddenReason: REASON,
    });
    await t.runTasks();
    expect(mailTo(provider.email, moderationMessages.hiddenEmail.photo.subject)).toBeDefined();

    const fresh = (await upload()).json().photoUrl;
    expect((await publicPage(provider.userId)).photoUrl).toBe(fresh);
    expect((await provider.client.get('/api/provider/profile')).json().photoHiddenReason).toBeNull();
  });

  describe('an Empresarial logo', () => {
    const APP_URL = 'https://limpiahogar.example';
    const logoOf = (color: string) =>
      sharp({ create: { width: 120, height: 60, channels: 4, background: color } })
        .png()
        .toBuffer();
    const business = async () => {
      const provider = await signUpProvider(t.app, {
        area: ZOCALO,
        plan: 'enterprise',
        displayName: 'Limpiezas Aurora',
        services: [{ serviceId: 'home-cleaning', hourlyPrice: 50_000 }],
      });
      const upload = async (color = '#0f766e') => {
        const response = await t.app.inject({
          method: 'PUT',
          url: '/api/provider/profile/logo',
          headers: { origin: TEST_ORIGIN, cookie: provider.client.cookieHeader, 'content-type': 'image/png' },
          payload: await logoOf(color),
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json().logoUrl as string;
      };
      return { provider, upload };
    };
    const wizardCard = async (providerId: string) =>
      (await new TestClient(t.app).get('/api/services/home-cleaning/providers'))
        .json()
        .providers.find((card: { id: string }) => card.id === providerId);
    const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
    const profileOf = async (provider: Party) => (await provider.client.get('/api/provider/profile')).json();

    it('is hidden with a reason: served nowhere, gone from the cards and the JSON-LD, its provider told why; restorable', async () => {
      const { provider, upload } = await business();
      const logoUrl = await upload();
      expect((await listed('logo')).find((item) => item.id === provider.userId)).toMatchObject({
        author: { id: provider.userId, name: 'Limpiezas Aurora' },
        imageUrl: logoUrl,
        hiddenReason: null,
      });
      expect(providerJsonLd(await publicPage(provider.userId), APP_URL)).toHaveProperty('logo');

      expect((await act('logo', provider.userId, 'hide', { reason: REASON })).statusCode).toBe(200);
      expect(await served(logoUrl)).toBe(404);
      const page = await publicPage(provider.userId);
      expect(page.logoUrl).toBeNull();
      expect(providerJsonLd(page, APP_URL)).not.toHaveProperty('logo');
      expect((await wizardCard(provider.userId)).logoUrl).toBeNull();
      expect(await profileOf(provider)).toMatchObject({
        hasLogo: true,
        logoUrl: null,
        logoHiddenReason: REASON,
      });
      expect((await listed('logo')).map((item) => item.id)).not.toContain(provider.userId);
      expect((await listed('logo', 'hidden')).find((item) => item.id === provider.userId)).toMatchObject({
        imageUrl: null,
        hiddenReason: REASON,
      });
      await t.runTasks();
      const mail = mailTo(provider.email, moderationMessages.hiddenEmail.logo.subject);
      expect(mail?.text).toContain(REASON);
      expect(mail?.text).toContain('/proveedor/perfil');
      expect((await act('logo', provider.userId, 'hide', { reason: REASON })).json().error.code).toBe(
        'ALREADY_HIDDEN',
      );

      expect((await act('logo', provider.userId, 'restore')).statusCode).toBe(200);
      expect(await served(logoUrl)).toBe(200);
      expect((await publicPage(provider.userId)).logoUrl).toBe(logoUrl);
      expect((await wizardCard(provider.userId)).logoUrl).toBe(logoUrl);
      expect((await profileOf(provider)).logoHiddenReason).toBeNull();
      expect((await act('logo', provider.userId, 'restore')).json().error.code).toBe('NOT_HIDDEN');
      const audit = (await operator.client.get('/api/operator/audit')).json().entries;
      for (const action of ['content_hidden', 'content_restored'])
        expect(audit).toContainEqual(
          expect.objectContaining({
            action,
            targetType: 'logo',
            targetId: provider.userId,
            targetLabel: provider.email,
          }),
        );
    });

    it('shows again once the provider uploads a new one', async () => {
      const { provider, upload } = await business();
      await upload();
      expect((await act('logo', provider.userId, 'hide', { reason: REASON })).statusCode).toBe(200);
      const fresh = await upload('#1d4ed8');
      expect(await served(fresh)).toBe(200);
      expect((await publicPage(provider.userId)).logoUrl).toBe(fresh);
      expect((await wizardCard(provider.userId)).logoUrl).toBe(fresh);
      expect(await profileOf(provider)).toMatchObject({ logoUrl: fresh, logoHiddenReason: null });
      expect((await listed('logo')).find((item) => item.id === provider.userId)?.imageUrl).toBe(fresh);
    });

    it('is listed while customers see it: not when kept from a lapsed Empresarial plan', async () => {
      const { provider, upload } = await business();
      await upload();
      const premium = await provider.client.post('/api/subscription', { planType: 'premium' });
      expect(premium.statusCode, premium.body).toBe(201);
      expect((await listed('logo')).map((item) => item.id)).not.toContain(provider.userId);
      // Still the operator's to hide, should the plan come back.
      expect((await act('logo', provider.userId, 'hide', { reason: REASON })).statusCode).toBe(200);
      expect((await listed('logo', 'hidden')).map((item) => item.id)).toContain(provider.userId);
    });

    it('is hidden by operators with two-factor authentication only, and only one that exists', async () => {
      const { provider, upload } = await business();
      const logoUrl = await upload();
      const noTwoFactor = await signUpOperator(t, { twoFactor: false });
      for (const who of [provider, await signUpCustomer(t.app), await signUpProvider(t.app), noTwoFactor]) {
        expect((await who.client.get('/api/operator/moderation?kind=logo')).statusCode).toBe(403);
        const hide = await who.client.post(`/api/operator/moderation/logo/${provider.userId}/hide`, {
          reason: REASON,
        });
        expect(hide.statusCode).toBe(403);
      }
      expect(await served(logoUrl)).toBe(200);
      const nobody = await act('logo', (await signUpProvider(t.app)).userId, 'hide', { reason: REASON });
      expect(nobody.statusCode).toBe(404);
      expect((await act('logo', 'not-a-provider', 'restore')).statusCode).toBe(404);
      expect((await act('logo', provider.userId, 'dismiss')).json().error.code).toBe('NO_OPEN_REPORTS');
    });
  });

  it('dismisses the reports of content that stays, once', async () => {
    const { reviewId } = await publishedReview();
    await report(await signUpProvider(t.app), 'review', reviewId);
    expect((await act('review', reviewId, 'dismiss')).statusCode).toBe(200);
    expect((await listed('review')).find((item) => item.id === reviewId)?.reports).toEqual([]);
    expect((await act('review', reviewId, 'dismiss')).json().error.code).toBe('NO_OPEN_REPORTS');
    const audit = (await operator.client.get('/api/operator/audit')).json().entries;
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'reports_dismissed', targetId: reviewId }),
    );
  });

  it('keeps Moderación to operators with two-factor authentication', async () => {
    const { reviewId } = await publishedReview();
    const noTwoFactor = await signUpOperator(t, { twoFactor: false });
    for (const who of [await signUpCustomer(t.app), await signUpProvider(t.app), noTwoFactor]) {
      expect((await who.client.get('/api/operator/moderation')).statusCode).toBe(403);
      const hide = await who.client.post(`/api/operator/moderation/review/${reviewId}/hide`, {
        reason: REASON,
      });
      expect(hide.statusCode).toBe(403);
    }
    expect((await act('review', 'not-a-uuid', 'hide', { reason: REASON })).statusCode).toBe(404);
    expect((await act('video', reviewId, 'hide', { reason: REASON })).statusCode).toBeLessThan(500);
  });
});
