import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import type { Database } from '#server/db/client';
import type { providerLogos, providerPhotos } from '#server/db/schema';
import { readImageHeader } from '#server/images';

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

/** Puts a provider's new image in its table (the photo's or the logo's), in place of the one they had. */
export async function storeImage(
  db: Database,
  table: typeof providerPhotos | typeof providerLogos,
  providerId: string,
  { image, contentType, etag }: ProcessedImage,
  now: Date,
) {
  // A new image replaces one an operator hid: it is shown until someone hides it again.
  const values = { image, contentType, etag, updatedAt: now, hiddenAt: null, hiddenReason: null };
  await db
    .insert(table)
    .values({ providerId, ...values })
    .onConflictDoUpdate({ target: table.providerId, set: values });
}
