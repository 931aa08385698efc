import { createHash, randomUUID } from 'node:crypto';
import { and, eq, getTableName, isNull } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import type { Database } from '#server/db/client';
import type { providerLogos, providerPhotos } from '#server/db/schema';
import { readImageHeader } from '#server/images';
import { deleteFiles, type Storage } from '#server/storage';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
// A 5 MB file (or a few hundred bytes of PNG) can declare an enormous canvas, and decoding costs CPU by the
// pixel. 25 MP takes a phone's photo as it comes (12 MP, 24 MP on recent iPhones) for a 400×400 result.
export const MAX_PHOTO_PIXELS = 25_000_000;

export interface ProcessedImage {
  image: Buffer;
  contentType: 'image/webp';
  etag: string;
}

interface ImageRefusals {
  unreadable: () => Error;
  tooManyPixels: () => Error;
}

/**
 * A provider's upload (the photo, the logo) as the WebP it is stored as: a JPEG, PNG or WebP whose header declares
 * at most MAX_PHOTO_PIXELS (checked before a pixel is decoded), turned upright with EXIF (and any GPS position)
 * dropped, sized and encoded by `encode`, and named by an ETag of its bytes.
 */
export async function toWebp(
  input: Buffer,
  encode: (image: Sharp) => Sharp,
  refusals: ImageRefusals,
): Promise<ProcessedImage> {
  const { format, width, height } = (await readImageHeader(input)) ?? {};
  if (!format || !ACCEPTED_FORMATS.has(format) || !width || !height) throw refusals.unreadable();
  if (width * height > MAX_PHOTO_PIXELS) throw refusals.tooManyPixels();
  let image: Buffer;
  try {
    image = await encode(sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS }).rotate()).toBuffer();
  } catch {
    throw refusals.unreadable();
  }
  const etag = `"${createHash('sha256').update(image).digest('hex').slice(0, 32)}"`;
  return { image, contentType: 'image/webp', etag };
}

type ImageTable = typeof providerPhotos | typeof providerLogos;

/** Where each kind of image's bytes are kept through the storage port: a new key for each upload. */
const KEY_PREFIX = { provider_photos: 'provider-photos', provider_logos: 'provider-logos' } as const;

/**
 * Keeps a provider's new image in place of the one they had: its bytes through the storage port under a new key
 * first, then its row by `write` (given the row's values; the logo's runs inside the plan's transaction), then the
 * file it replaced is deleted. Should the row be refused, the new file is deleted again: no file is left that no
 * row names (and the daily sweep takes any a crash leaves).
 */
export async function storeImage<T>(
  storage: Storage,
  table: ImageTable,
  providerId: string,
  { image, contentType, etag }: ProcessedImage,
  now: Date,
  write: (row: (tx: Database) => Promise<void>) => Promise<T>,
): Promise<T> {
  const storageKey = `${KEY_PREFIX[getTableName(table) as keyof typeof KEY_PREFIX]}/${providerId}/${randomUUID()}`;
  await storage.put(storageKey, image, contentType);
  const replaced: { key?: string } = {};
  let result: T;
  try {
    result = await write(async (tx) => {
      const [old] = await tx
        .select({ storageKey: table.storageKey })
        .from(table)
        .where(eq(table.providerId, providerId))
        .for('update');
      // A new image replaces one an operator hid: it is shown until someone hides it again.
      const values = { storageKey, contentType, etag, updatedAt: now, hiddenAt: null, hiddenReason: null };
      await tx
        .insert(table)
        .values({ providerId, ...values })
        .onConflictDoUpdate({ target: table.providerId, set: values });
      replaced.key = old?.storageKey;
    });
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  if (replaced.key) await deleteFiles(storage, [replaced.key]);
  return result;
}

/** The image's row as the public route serves it: its key, type and ETag; none once an operator hid it. */
export async function findShownImage(db: Database, table: ImageTable, providerId: string) {
  const [row] = await db
    .select({ storageKey: table.storageKey, contentType: table.contentType, etag: table.etag })
    .from(table)
    .where(and(eq(table.providerId, providerId), isNull(table.hiddenAt)));
  return row ?? null;
}
