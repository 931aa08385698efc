import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { providerMessages } from '#shared/provider-messages';
import { MAX_PHOTO_BYTES } from '#shared/schemas/provider';
import { TestClient } from '#server/testing/client';
import { testDriver, useTestApp } from '#server/testing/harness';
import { expectServedWebp, pngClaiming, tealPicture } from '#server/testing/images';
import { signUpCustomer, signUpProvider } from '#server/testing/marketplace';

const picture = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 1200, height = 800) =>
  tealPicture(format, width, height);

describe(`provider photo (${testDriver})`, () => {
  const t = useTestApp();

  const upload = (client: TestClient, body: Buffer | Readable, type = 'image/jpeg') =>
    client.upload('POST', '/api/provider/profile/photo', body, type);

  it('turns a JPEG, PNG or WebP into a 400×400 WebP stored in the database and served with an ETag', async () => {
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
