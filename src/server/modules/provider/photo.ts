import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { providerMessages } from '#shared/provider-messages';
import { TooLargeError, UnreadableError } from '#server/domain/errors';
import { readImageHeader } from '#server/images';

export const PHOTO_SIZE = 400;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
// A 5 MB file (or a few hundred bytes of PNG) can declare an enormous canvas, and decoding costs CPU by the
// pixel. 25 MP takes a phone's photo as it comes (12 MP, 24 MP on recent iPhones) for a 400×400 result.
export const MAX_PHOTO_PIXELS = 25_000_000;

export interface ProcessedPhoto {
  image: Buffer;
  contentType: 'image/webp';
  etag: string;
}

/** Square 400×400 WebP, cropped to cover, turned upright, with EXIF (and any GPS position) dropped. */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const unreadable = () => new UnreadableError('PHOTO_UNREADABLE', providerMessages.photoUnreadable);
  const header = await readImageHeader(input);
  const { format, width, height } = header ?? {};
  if (!format || !ACCEPTED_FORMATS.has(format) || !width || !height) throw unreadable();
  if (width * height > MAX_PHOTO_PIXELS)
    throw new TooLargeError('PHOTO_TOO_MANY_PIXELS', providerMessages.photoTooManyPixels);
  let image: Buffer;
  try {
    image = await sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unreadable();
  }
  const etag = `"${createHash('sha256').update(image).digest('hex').slice(0, 32)}"`;
  return { image, contentType: 'image/webp', etag };
}
