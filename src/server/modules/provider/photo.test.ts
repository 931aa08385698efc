import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { providerMessages } from '#shared/provider-messages';
import { MAX_PHOTO_BYTES } from '#shared/schemas/provider';
import { rowsOf, type Database } from '#server/db/client';
import { s3Storage } from '#server/storage';
import { TestClient } from '#server/testing/client';
import { testDriver, useTestApp } from '#server/testing/harness';
import { s3Env, startLocalS3, type LocalS3 } from '#server/testing/s3-server';
import { expectServedWebp, pngClaiming, tealPicture } from '#server/testing/images';
import { signUpCustomer, signUpProvider } from '#server/testing/marketplace';

const picture = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 1200, height = 800) =>
  tealPicture(format, width, height);

// The key its bytes are kept under through the storage port, and whether stored_files holds them.
const photoKey = async (db: Database, providerId: string) => {
  const [row] = rowsOf<{ storage_key: string; in_database: boolean }>(
    await db.execute(sql`select p.storage_key, exists (select 1 from stored_files f where f.key = p.storage_key)
        as in_database
      from provider_photos p where p.provider_id = ${providerId}`),
  );
  return row!;
};

describe(`provider photo (${testDriver})`, () => {
  const t = useTestApp();

  const upload = (client: TestClient, body: Buffer | Readable, type = 'image/jpeg') =>
    client.upload('POST', '/api/provider/profile/photo', body, type);

  it('turns a JPEG, PNG or WebP into a 400×400 WebP, kept through the storage port and served with an ETag', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const provider = await signUpProvider(t.app);
      const response = await upload(provider.client, await picture(format), `image/${format}`);
      expect(response.statusCode).toBe(200);
      const { photoUrl } = response.json();
      expect(photoUrl).toMatch(new RegExp(`^/api/providers/${provider.userId}/photo\\?v=\\w+$`));
      expect((await provider.client.get('/api/provider/profile')).json().photoUrl).toBe(photoUrl);
      await expectServedWebp(t.app, photoUrl, 400, 400);
    }
  });

  it('replaces the previous photo and changes its address', async () => {
    const provider = await signUpProvider(t.app);
    const first = (await upload(provider.client, await picture('png'))).json().photoUrl;
    const second = (await upload(provider.client, await picture('jpeg', 300, 900))).json().photoUrl;
    expect(second).not.toBe(first);
  });

  it('keeps its bytes through the storage port under a new key each upload, and deletes the file it replaced', async () => {
    const provider = await signUpProvider(t.app);
    const { photoUrl } = (await upload(provider.client, await picture('png'))).json();
    const first = await photoKey(t.database.db, provider.userId);
    expect(first.storage_key).toMatch(new RegExp(`^provider-photos/${provider.userId}/[0-9a-f-]{36}$`));
    const served = await t.app.inject({ method: 'GET', url: photoUrl });
    expect((await t.app.storage.get(first.storage_key))?.bytes.equals(served.rawPayload)).toBe(true);
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");

    expect((await upload(provider.client, await picture('jpeg', 300, 900))).statusCode).toBe(200);
    const second = await photoKey(t.database.db, provider.userId);
    expect(second.storage_key).not.toBe(first.storage_key);
    expect(await t.app.storage.get(first.storage_key)).toBeNull();
    expect(await t.app.storage.get(second.storage_key)).not.toBeNull();
  });

  it('answers 404, not an error, for a photo whose file is gone from the store', async () => {
    const provider = await signUpProvider(t.app);
    const { photoUrl } = (await upload(provider.client, await picture('webp'))).json();
    await t.app.storage.delete((await photoKey(t.database.db, provider.userId)).storage_key);
    const response = await t.app.inject({ method: 'GET', url: photoUrl });
    expect([response.statusCode, response.json().error.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('refuses other types with 415 and a Spanish message, before reading the file', async () => {
    const provider = await signUpProvider(t.app);
    for (const type of ['image/gif', 'application/pdf', 'text/plain', 'application/json']) {
      const response = await upload(provider.client, Buffer.from('GIF89a'), type);
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: providerMessages.photoType,
      });
    }
  });

  it('refuses a file that is not the image it claims to be', async () => {
    const provider = await signUpProvider(t.app);
    for (const body of [Buffer.from('no soy una imagen'), await picture('gif'), Buffer.alloc(0)]) {
      const response = await upload(provider.client, body, 'image/png');
      expect(response.statusCode).toBe(415);
      expect(response.json().error.message).toBe(providerMessages.photoUnreadable);
    }
    expect((await provider.client.get('/api/provider/profile')).json().photoUrl).toBeNull();
  });

  it('refuses more than 5 MB with 413, whether announced or streamed', async () => {
    const provider = await signUpProvider(t.app);
    const big = Buffer.alloc(MAX_PHOTO_BYTES + 1);
    for (const body of [big, Readable.from([big])]) {
      const response = await upload(provider.client, body);
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toEqual({
        code: 'PHOTO_TOO_LARGE',
        message: providerMessages.photoTooLarge,
      });
    }
  });

  it('refuses an image whose header declares more than 25 megapixels with 413, without decoding it', async () => {
    const provider = await signUpProvider(t.app);
    // About 70 bytes each, and undecodable: a 415 shows the header was within the ceiling and decoding was tried.
    const cases: [Buffer, number, string][] = [
      [pngClaiming(100_000, 100_000), 413, providerMessages.photoTooManyPixels],
      [pngClaiming(6300, 6300), 413, providerMessages.photoTooManyPixels],
      [pngClaiming(5000, 5001), 413, providerMessages.photoTooManyPixels],
      [pngClaiming(5000, 5000), 415, providerMessages.photoUnreadable],
    ];
    for (const [body, status, message] of cases) {
      const response = await upload(provider.client, body, 'image/png');
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().error.message).toBe(message);
    }
    expect((await provider.client.get('/api/provider/profile')).json().photoUrl).toBeNull();
  });

  it('lets only providers upload', async () => {
    const customer = await signUpCustomer(t.app);
    const body = await picture('jpeg', 50, 50);
    expect((await upload(new TestClient(t.app), body)).statusCode).toBe(401);
    expect((await upload(customer.client, body)).statusCode).toBe(403);
  });

  it('answers 404 for a provider without a photo', async () => {
    const provider = await signUpProvider(t.app);
    const response = await t.app.inject({ method: 'GET', url: `/api/providers/${provider.userId}/photo` });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('provider photos with an S3-compatible bucket configured', () => {
  let s3: LocalS3;
  const t = useTestApp(async () => {
    s3 = await startLocalS3();
    return { env: s3Env(s3.settings) };
  });
  afterAll(() => s3?.close());

  it('keeps the bytes in the bucket, not in the database, serves them through the server, and deletes the replaced one', async () => {
    const provider = await signUpProvider(t.app);
    const client = provider.client;
    const { photoUrl } = (
      await client.upload('POST', '/api/provider/profile/photo', await picture('png'), 'image/png')
    ).json();
    const first = await photoKey(t.database.db, provider.userId);
    expect(first.in_database).toBe(false);
    const bucket = s3Storage(s3.settings);
    try {
      expect((await bucket.get(first.storage_key))?.contentType).toBe('image/webp');
      // Public by design (the provider's page shows it to anyone), so cacheable, but only ever at the server's
      // address: the bucket's own is never given out.
      await expectServedWebp(t.app, photoUrl, 400, 400);
      expect(
        (await client.upload('POST', '/api/provider/profile/photo', await picture('jpeg'), 'image/jpeg'))
          .statusCode,
      ).toBe(200);
      expect(await bucket.get(first.storage_key)).toBeNull();
    } finally {
      bucket.close();
    }
  });
});
