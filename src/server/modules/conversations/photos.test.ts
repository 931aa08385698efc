import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { conversationMessages as m } from '#shared/conversation-messages';
import type { ConversationMessage, ConversationMessages, MessagePhoto } from '#shared/schemas/conversations';
import { rowsOf } from '#server/db/client';
import { s3Storage } from '#server/storage';
import { testDriver, useTestApp, type TestApp } from '#server/testing/harness';
import { pngClaiming, tealPicture } from '#server/testing/images';
import { talkingPair, type Party } from '#server/testing/conversations';
import { signUpCustomer } from '#server/testing/marketplace';
import { s3Env, startLocalS3, type LocalS3 } from '#server/testing/s3-server';
import { deleteMessagePhotosOf } from './photos';

const DAY = 24 * 60 * 60 * 1000;

// A phone's photo: EXIF with a GPS position, as a camera writes it.
const phonePhoto = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'GPS 19.4326,-99.1332' } } })
    .toBuffer();

const upload = (who: Party, id: string, file: Buffer, type = 'image/jpeg', query = '') =>
  who.client.upload('POST', `/api/conversations/${id}/photos${query}`, file, type);
const uploaded = async (who: Party, id: string, alt = '') => {
  const answer = await upload(who, id, await phonePhoto(), 'image/jpeg', `?alt=${encodeURIComponent(alt)}`);
  expect(answer.statusCode, answer.body).toBe(201);
  return (answer.json() as { photo: MessagePhoto }).photo;
};
const send = (who: Party, id: string, body: Record<string, unknown>) =>
  who.client.post(`/api/conversations/${id}/messages`, { clientId: randomUUID(), ...body });
const messageCount = async (t: TestApp, id: string) =>
  rowsOf<{ n: number }>(
    await t.database.db.execute(
      sql`select count(*)::int as n from conversation_messages where conversation_id = ${id}`,
    ),
  )[0]!.n;

/** A customer and a Premium provider who offered on their request, in their conversation; and a stranger. */
async function conversation(t: TestApp) {
  const { customer, provider, id } = await talkingPair(t, { openedBy: 'customer' });
  const stranger = await signUpCustomer(t.app, 'Marta Ruiz Soto');
  return { customer, provider, stranger, id };
}

describe(`photos in messages (${testDriver})`, () => {
  const t = useTestApp();

  it('sends a photo re-encoded without EXIF or GPS, served only to the two sides and never cached', async () => {
    const { customer, provider, stranger, id } = await conversation(t);
    const photo = await uploaded(customer, id, 'Mancha en la alfombra');
    expect(photo).toMatchObject({
      url: `/api/conversations/${id}/photos/${photo.id}`,
      alt: 'Mancha en la alfombra',
    });
    // Unattached: its uploader sees it (the composer's preview), nobody else does yet.
    expect((await customer.client.get(photo.url)).statusCode).toBe(200);
    expect((await provider.client.get(photo.url)).statusCode).toBe(404);

    const answer = await send(customer, id, { body: '', photoIds: [photo.id] });
    expect(answer.statusCode, answer.body).toBe(201);
    expect((answer.json() as { message: ConversationMessage }).message).toMatchObject({
      body: '',
      photos: [photo],
    });

    const read = (
      await provider.client.get(`/api/conversations/${id}/messages`)
    ).json() as ConversationMessages;
    expect(read.messages.at(-1)?.photos).toEqual([photo]);
    const served = await provider.client.get(photo.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 1200, 900, undefined]);

    // A third person: not the photo, not an upload, not a message, whatever ids they try.
    expect((await stranger.client.get(photo.url)).statusCode).toBe(404);
    expect(
      (await stranger.client.get(`/api/conversations/${randomUUID()}/photos/${photo.id}`)).statusCode,
    ).toBe(404);
    expect((await upload(stranger, id, await phonePhoto())).statusCode).toBe(404);
    expect((await send(stranger, id, { photoIds: [photo.id] })).statusCode).toBe(404);
    expect((await stranger.client.get(`/api/conversations/not-an-id/photos/${photo.id}`)).statusCode).toBe(
      404,
    );
  });

  it('keeps up to four photos in their order with a text, and refuses a fifth', async () => {
    const { customer, provider, id } = await conversation(t);
    const photos = [];
    for (let i = 0; i < 5; i += 1) photos.push(await uploaded(provider, id, `Foto ${i + 1}`));
    const five = await send(provider, id, { body: 'Así quedó', photoIds: photos.map((p) => p.id) });
    expect(five.statusCode).toBe(400);
    expect(five.json().error.fields).toEqual({ photoIds: m.photos.tooMany });
    const four = [photos[3]!, photos[0]!, photos[2]!, photos[1]!];
    const sent = await send(provider, id, { body: 'Así quedó', photoIds: four.map((p) => p.id) });
    expect(sent.statusCode, sent.body).toBe(201);
    const read = (
      await customer.client.get(`/api/conversations/${id}/messages`)
    ).json() as ConversationMessages;
    expect(read.messages.at(-1)).toMatchObject({ body: 'Así quedó', photos: four });
  });

  it('saves nothing when a photo is not the sender’s own unattached one of this conversation', async () => {
    const { customer, provider, id } = await conversation(t);
    const other = await conversation(t);
    const theirs = await uploaded(provider, id);
    const elsewhere = await uploaded(other.customer, other.id);
    const mine = await uploaded(customer, id);
    const before = await messageCount(t, id);
    for (const photoIds of [[mine.id, theirs.id], [elsewhere.id], [randomUUID()], [mine.id, mine.id]]) {
      const answer = await send(customer, id, { body: 'Mira', photoIds });
      expect([400, 409], answer.body).toContain(answer.statusCode);
    }
    expect(await messageCount(t, id)).toBe(before);
    // Still unattached after the refusals: it can be sent, once.
    expect((await send(customer, id, { photoIds: [mine.id] })).statusCode).toBe(201);
    const again = await send(customer, id, { body: 'Otra vez', photoIds: [mine.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'PHOTO_NOT_AVAILABLE', message: m.photos.notAvailable });
    // A message needs a text or a photo.
    expect((await send(customer, id, { body: '  ' })).json().error.fields).toEqual({ body: m.bodyRequired });
  });

  it('refuses other formats, too many pixels, more than 5 MB and a long description, in Spanish', async () => {
    const { customer, id } = await conversation(t);
    const gif = await upload(customer, id, await tealPicture('gif', 50, 50), 'image/gif');
    expect([gif.statusCode, gif.json().error.message]).toEqual([415, m.photos.type]);
    const fake = await upload(customer, id, Buffer.from('not a picture'), 'image/png');
    expect([fake.statusCode, fake.json().error.message]).toEqual([415, m.photos.unreadable]);
    const huge = await upload(customer, id, pngClaiming(100_000, 100_000), 'image/png');
    expect([huge.statusCode, huge.json().error.message]).toEqual([413, m.photos.tooManyPixels]);
    const heavy = await upload(customer, id, Buffer.alloc(5 * 1024 * 1024 + 1), 'image/jpeg');
    expect([heavy.statusCode, heavy.json().error.message]).toEqual([413, m.photos.tooLarge]);
    const alt = await upload(customer, id, await phonePhoto(), 'image/jpeg', `?alt=${'a'.repeat(201)}`);
    expect([alt.statusCode, alt.json().error.fields]).toEqual([400, { alt: m.photos.altTooLong }]);
    const kept = rowsOf(
      await t.database.db.execute(sql`select 1 from conversation_photos where conversation_id = ${id}`),
    );
    expect(kept).toHaveLength(0);
  });

  it('deletes a photo left unattached for a day, file included, and keeps the sent ones', async () => {
    const { customer, id } = await conversation(t);
    const left = await uploaded(customer, id);
    const sent = await uploaded(customer, id);
    expect((await send(customer, id, { photoIds: [sent.id] })).statusCode).toBe(201);
    const keyOf = async (photoId: string) =>
      rowsOf<{ storage_key: string }>(
        await t.database.db.execute(sql`select storage_key from conversation_photos where id = ${photoId}`),
      )[0]?.storage_key;
    const leftKey = (await keyOf(left.id))!;
    t.clock.advance(DAY - 60_000);
    await t.app.tasks.runDue();
    expect(await keyOf(left.id)).toBe(leftKey);
    t.clock.advance(60_000);
    await t.app.tasks.runDue();
    expect(await keyOf(left.id)).toBeUndefined();
    expect(await t.app.storage.get(leftKey)).toBeNull();
    expect((await customer.client.get(sent.url)).statusCode).toBe(200);
  });

  it('deletes every photo of a person whose account goes (ARCO), files included', async () => {
    const { customer, provider, id } = await conversation(t);
    const photo = await uploaded(customer, id);
    expect((await send(customer, id, { body: 'Mira', photoIds: [photo.id] })).statusCode).toBe(201);
    const waiting = await uploaded(customer, id);
    const kept = await uploaded(provider, id);
    expect(await deleteMessagePhotosOf(t.database.db, t.app.storage, customer.userId)).toBe(2);
    expect((await provider.client.get(photo.url)).statusCode).toBe(404);
    expect((await customer.client.get(waiting.url)).statusCode).toBe(404);
    const read = (
      await provider.client.get(`/api/conversations/${id}/messages`)
    ).json() as ConversationMessages;
    expect(read.messages.at(-1)).toMatchObject({ body: 'Mira', photos: [] });
    expect((await provider.client.get(kept.url)).statusCode).toBe(200);
  });
});

describe('photos in messages with an S3-compatible bucket configured', () => {
  let s3: LocalS3;
  const t = useTestApp(async () => {
    s3 = await startLocalS3();
    return { env: s3Env(s3.settings) };
  });
  afterAll(() => s3?.close());

  it('keeps the bytes in the bucket, not in the database, and serves them through the server', async () => {
    const { customer, provider, id } = await conversation(t);
    const photo = await uploaded(customer, id);
    expect((await send(customer, id, { photoIds: [photo.id] })).statusCode).toBe(201);
    const [row] = rowsOf<{ storage_key: string }>(
      await t.database.db.execute(sql`select storage_key from conversation_photos where id = ${photo.id}`),
    );
    const bucket = s3Storage(s3.settings);
    expect((await bucket.get(row!.storage_key))?.contentType).toBe('image/webp');
    bucket.close();
    const inDatabase = rowsOf(
      await t.database.db.execute(sql`select 1 from stored_files where key = ${row!.storage_key}`),
    );
    expect(inDatabase).toHaveLength(0);
    const served = await provider.client.get(photo.url);
    expect([served.statusCode, served.headers['cache-control']]).toEqual([200, 'private, no-store']);
  });
});
