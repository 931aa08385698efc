import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PlanId } from '#shared/domain/plans';
import { LOGO_SIZE } from '#shared/domain/logo';
import { logoMessages } from '#shared/logo-messages';
import { MAX_PHOTO_BYTES } from '#shared/schemas/provider';
import { TestClient } from '#server/testing/client';
import { rowsOf } from '#server/db/client';
import { providerLogos } from '#server/db/schema';
import { databaseOf, testDriver, useTestApp } from '#server/testing/harness';
import { expectServedWebp, pngClaiming, tealPicture } from '#server/testing/images';
import { signUpCustomer, signUpProvider, ZOCALO } from '#server/testing/marketplace';

const picture = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 600, height = 300) =>
  tealPicture(format, width, height);

// A teal disc on a fully transparent 400×200 canvas.
const transparentPng = () =>
  sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><circle cx="200" cy="100" r="80" fill="#0f766e"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

describe(`an Empresarial provider's logo (${testDriver})`, () => {
  const t = useTestApp();
  // The files the store keeps of this provider's photo and logo (the database adapter, the tests' default).
  const storedKeys = async (providerId: string) =>
    rowsOf<{ key: string }>(
      await t.database.db.execute(sql`select key from stored_files
        where key like ${`provider-photos/${providerId}/%`} or key like ${`provider-logos/${providerId}/%`}
        order by key`),
    ).map((row) => row.key);

  const upload = (client: TestClient, body: Buffer | Readable, type = 'image/png') =>
    client.upload('PUT', '/api/provider/profile/logo', body, type);
  const listed = (plan: PlanId = 'enterprise', displayName = 'Limpiezas Aurora') =>
    signUpProvider(t.app, {
      area: ZOCALO,
      plan,
      displayName,
      services: [{ serviceId: 'home-cleaning', hourlyPrice: 50_000 }],
    });
  const publicPage = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/providers/${id}` })).json().provider;
  const wizardCard = async (id: string) =>
    (await new TestClient(t.app).get('/api/services/home-cleaning/providers'))
      .json()
      .providers.find((provider: { id: string }) => provider.id === id);

  it('turns a JPEG, PNG or WebP into a WebP fitted inside 192×192, uncropped, served with an ETag', async () => {
    const provider = await listed();
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const response = await upload(provider.client, await picture(format), `image/${format}`);
      expect(response.statusCode, response.body).toBe(200);
      const { logoUrl } = response.json();
      expect(logoUrl).toMatch(new RegExp(`^/api/providers/${provider.userId}/logo\\?v=\\w+$`));
      expect((await provider.client.get('/api/provider/profile')).json()).toMatchObject({
        logoAllowed: true,
        hasLogo: true,
        logoUrl,
      });
      await expectServedWebp(t.app, logoUrl, LOGO_SIZE, LOGO_SIZE / 2);
    }
  });

  it('keeps a transparent PNG transparent', async () => {
    const provider = await listed();
    const { logoUrl } = (await upload(provider.client, await transparentPng())).json();
    const served = await t.app.inject({ method: 'GET', url: logoUrl });
    const { data, info } = await sharp(served.rawPayload)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([LOGO_SIZE, LOGO_SIZE / 2, 4]);
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
    expect(alphaAt(0, 0)).toBe(0);
    expect(alphaAt(LOGO_SIZE - 1, LOGO_SIZE / 2 - 1)).toBe(0);
    expect(alphaAt(LOGO_SIZE / 2, LOGO_SIZE / 4)).toBe(255);
  });

  it('shows it, named, on the wizard’s card and the public page only while the plan in force is Empresarial', async () => {
    const provider = await listed();
    const { logoUrl } = (await upload(provider.client, await picture('png'))).json();
    expect((await wizardCard(provider.userId)).logoUrl).toBe(logoUrl);
    expect(await publicPage(provider.userId)).toMatchObject({ displayName: 'Limpiezas Aurora', logoUrl });

    const end = new Date((await provider.client.get('/api/subscription')).json().subscription.endDate);
    const now = t.clock.now();
    t.clock.set(new Date(end.getTime() + 60_000));
    try {
      // Kept, not shown: the plan lapsed.
      expect((await provider.client.get('/api/provider/profile')).json()).toMatchObject({
        logoAllowed: false,
        hasLogo: true,
        logoUrl: null,
      });
      expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
      expect((await upload(provider.client, await picture('png'))).json().error.code).toBe('PLAN_REQUIRED');
    } finally {
      t.clock.set(now);
    }
    // Back inside a month the plan is in force, the kept logo shows again.
    expect((await wizardCard(provider.userId)).logoUrl).toBe(logoUrl);
    expect((await publicPage(provider.userId)).logoUrl).toBe(logoUrl);
  });

  it('stops showing, kept, once the provider moves to Premium, and shows again back on Empresarial', async () => {
    const provider = await listed();
    const { logoUrl } = (await upload(provider.client, await picture('png'))).json();
    const choose = async (planType: PlanId) => {
      const response = await provider.client.post('/api/subscription', { planType });
      expect(response.statusCode, response.body).toBe(201);
    };
    await choose('premium');
    expect((await wizardCard(provider.userId)).logoUrl).toBeNull();
    expect((await publicPage(provider.userId)).logoUrl).toBeNull();
    expect((await provider.client.get('/api/provider/profile')).json().hasLogo).toBe(true);
    await choose('enterprise');
    expect((await wizardCard(provider.userId)).logoUrl).toBe(logoUrl);
    expect((await publicPage(provider.userId)).logoUrl).toBe(logoUrl);
  });

  it('is not shown, nor taken, from a Premium provider', async () => {
    const provider = await listed('premium', 'Brillo Premium');
    const response = await upload(provider.client, await picture('png'));
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ code: 'PLAN_REQUIRED', message: logoMessages.planRequired });
    expect((await wizardCard(provider.userId)).logoUrl).toBeNull();
    expect((await publicPage(provider.userId)).logoUrl).toBeNull();
  });

  it('refuses the upload without the Empresarial plan in force, and to anyone but a provider', async () => {
    for (const plan of ['basic', 'premium', undefined] as const) {
      const provider = await signUpProvider(t.app, { plan });
      const response = await upload(provider.client, await picture('png'));
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({ code: 'PLAN_REQUIRED', message: logoMessages.planRequired });
      expect((await provider.client.get('/api/provider/profile')).json()).toMatchObject({
        logoAllowed: false,
        hasLogo: false,
        logoUrl: null,
      });
    }
    const customer = await signUpCustomer(t.app);
    expect((await upload(new TestClient(t.app), await picture('png'))).statusCode).toBe(401);
    expect((await upload(customer.client, await picture('png'))).statusCode).toBe(403);
  });

  it('refuses other types, unreadable files, more than 5 MB and more than 25 megapixels, in Spanish', async () => {
    const provider = await signUpProvider(t.app, { plan: 'enterprise' });
    for (const type of ['image/gif', 'image/svg+xml', 'application/pdf', 'text/plain']) {
      const response = await upload(provider.client, Buffer.from('GIF89a'), type);
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: logoMessages.type });
    }
    for (const body of [Buffer.from('no soy una imagen'), await picture('gif'), Buffer.alloc(0)]) {
      const response = await upload(provider.client, body);
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toEqual({ code: 'LOGO_UNREADABLE', message: logoMessages.unreadable });
    }
    const big = Buffer.alloc(MAX_PHOTO_BYTES + 1);
    for (const body of [big, Readable.from([big])]) {
      const response = await upload(provider.client, body);
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toEqual({ code: 'LOGO_TOO_LARGE', message: logoMessages.tooLarge });
    }
    const huge = await upload(provider.client, pngClaiming(5000, 5001));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toEqual({ code: 'LOGO_TOO_MANY_PIXELS', message: logoMessages.tooManyPixels });
    expect((await provider.client.get('/api/provider/profile')).json().hasLogo).toBe(false);
  });

  const logoKey = async (providerId: string) =>
    (
      await databaseOf(t.app)
        .db.select({ storageKey: providerLogos.storageKey })
        .from(providerLogos)
        .where(eq(providerLogos.providerId, providerId))
    )[0]?.storageKey;

  it('removes it with Quitar, whatever the plan, its file from the store too', async () => {
    const provider = await listed();
    const { logoUrl } = (await upload(provider.client, await picture('webp'), 'image/webp')).json();
    const key = (await logoKey(provider.userId))!;
    expect(key).toMatch(new RegExp(`^provider-logos/${provider.userId}/[0-9a-f-]{36}$`));
    expect(await t.app.storage.get(key)).not.toBeNull();
    const removed = await provider.client.request('DELETE', '/api/provider/profile/logo');
    expect(removed.statusCode).toBe(204);
    expect((await provider.client.get('/api/provider/profile')).json()).toMatchObject({
      hasLogo: false,
      logoUrl: null,
    });
    expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
    expect((await publicPage(provider.userId)).logoUrl).toBeNull();
    expect((await provider.client.request('DELETE', '/api/provider/profile/logo')).statusCode).toBe(204);
    expect(await t.app.storage.get(key)).toBeNull();
  });

  it('deletes the file a refused upload had stored: without the plan, nothing is left in the store', async () => {
    const provider = await listed('premium');
    const before = await storedKeys(provider.userId);
    expect((await upload(provider.client, await picture('png'))).statusCode).toBe(403);
    expect(await storedKeys(provider.userId)).toEqual(before);
  });

  it('is in the provider’s export, and goes with the account, its file and the photo’s too, when they delete it', async () => {
    const provider = await listed();
    expect((await upload(provider.client, await picture('png'))).statusCode).toBe(200);
    const photo = await provider.client.upload(
      'POST',
      '/api/provider/profile/photo',
      await picture('jpeg'),
      'image/jpeg',
    );
    expect(photo.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array((await provider.client.get('/api/account/export')).rawPayload));
    const logo = files['logotipo.webp']!;
    expect(
      (await t.app.storage.get((await logoKey(provider.userId))!))?.bytes.equals(Buffer.from(logo)),
    ).toBe(true);
    expect(Object.keys(files)).toContain('foto-de-perfil.webp');
    const keys = await storedKeys(provider.userId);
    expect(keys).toHaveLength(2);
    const deleted = await provider.client.post('/api/account/delete', { password: provider.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = await databaseOf(t.app)
      .db.select()
      .from(providerLogos)
      .where(eq(providerLogos.providerId, provider.userId));
    expect(left).toEqual([]);
    for (const key of keys) expect(await t.app.storage.get(key)).toBeNull();
  });
});
