import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDriver } from '#server/testing/harness';
import { localS3Storage, startLocalS3, type LocalS3 } from '#server/testing/s3-server';
import type { DatabaseHandle } from '#server/db/client';
import { databaseStorage, s3Storage, withEarlierStore, type Storage } from './index';

// One contract, run once for each adapter: what a caller of the port may rely on, whichever store is configured.
const adapters: { name: string; open: () => Promise<{ storage: Storage; close(): Promise<void> }> }[] = [
  {
    name: `the database (${testDriver})`,
    open: async () => {
      const database: DatabaseHandle = await openTestDatabase();
      return { storage: databaseStorage(database.db), close: () => database.close() };
    },
  },
  {
    name: 'an S3-compatible bucket (s3rver, through the AWS SDK)',
    open: localS3Storage,
  },
];

describe.each(adapters)('the storage port in $name', ({ open }) => {
  let storage: Storage;
  let close: () => Promise<void>;
  beforeAll(async () => ({ storage, close } = await open()));
  afterAll(() => close());

  const key = () => `contract/${randomUUID()}`;

  it('gives back the bytes and Content-Type that were put, byte for byte', async () => {
    const k = key();
    const bytes = randomBytes(300_000);
    await storage.put(k, bytes, 'image/webp');
    const file = await storage.get(k);
    expect(file?.contentType).toBe('image/webp');
    expect(file?.bytes.equals(bytes)).toBe(true);
  });

  it('answers null for a key nothing was put under', async () => {
    expect(await storage.get(key())).toBeNull();
  });

  it('replaces what a key held when it is put again', async () => {
    const k = key();
    await storage.put(k, Buffer.from('first'), 'image/png');
    await storage.put(k, Buffer.from('second'), 'image/jpeg');
    const file = await storage.get(k);
    expect(file?.bytes.toString()).toBe('second');
    expect(file?.contentType).toBe('image/jpeg');
  });

  it('forgets a deleted key, and deleting it again is no error', async () => {
    const k = key();
    const kept = key();
    await storage.put(k, Buffer.from('gone'), 'image/webp');
    await storage.put(kept, Buffer.from('kept'), 'image/webp');
    await storage.delete(k);
    await storage.delete(k);
    expect(await storage.get(k)).toBeNull();
    expect((await storage.get(kept))?.bytes.toString()).toBe('kept');
  });

  it('lists every key under a prefix with when it was stored, and none outside it', async () => {
    const base = key();
    const since = Date.now() - 5_000;
    const keys = Array.from({ length: 3 }, (_, i) => `${base}/${i}`);
    for (const k of keys) await storage.put(k, Buffer.from(k), 'image/webp');
    await storage.put(`${base}-other`, Buffer.from('other'), 'image/webp');
    const listed = [];
    for await (const file of storage.list(`${base}/`)) listed.push(file);
    expect(listed.map((file) => file.key).sort()).toEqual(keys);
    for (const file of listed) expect(file.storedAt.getTime()).toBeGreaterThan(since);
    const none = [];
    for await (const file of storage.list(`${key()}/`)) none.push(file);
    expect(none).toEqual([]);
  });

  it('keeps keys apart that differ only after a slash', async () => {
    const base = key();
    await storage.put(`${base}/a`, Buffer.from('a'), 'image/webp');
    await storage.put(`${base}/b`, Buffer.from('b'), 'image/webp');
    expect((await storage.get(`${base}/a`))?.bytes.toString()).toBe('a');
    expect((await storage.get(`${base}/b`))?.bytes.toString()).toBe('b');
  });
});

describe('a bucket configured over files the database already keeps', () => {
  let database: DatabaseHandle;
  let s3: LocalS3;
  let bucket: ReturnType<typeof s3Storage>;
  beforeAll(async () => {
    [database, s3] = await Promise.all([openTestDatabase(), startLocalS3()]);
    bucket = s3Storage(s3.settings);
  });
  afterAll(async () => {
    bucket.close();
    await Promise.all([database.close(), s3.close()]);
  });

  it('still serves the files kept before the switch, writes new ones to the bucket, and deletes from both', async () => {
    const earlier = databaseStorage(database.db);
    await earlier.put('before/photo', Buffer.from('old'), 'image/webp');
    const storage = withEarlierStore(bucket, earlier);
    expect((await storage.get('before/photo'))?.bytes.toString()).toBe('old');
    await storage.put('after/photo', Buffer.from('new'), 'image/webp');
    expect((await bucket.get('after/photo'))?.bytes.toString()).toBe('new');
    expect(await earlier.get('after/photo')).toBeNull();
    await storage.delete('before/photo');
    expect(await storage.get('before/photo')).toBeNull();
  });
});
