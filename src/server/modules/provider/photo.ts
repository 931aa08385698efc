import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { providerMessages } from '../../../shared/messages';
import { AppError } from '../../plugins/errors';

export const PHOTO_SIZE = 400;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
// A 5 MB file can still declare an enormous canvas; refuse to decode more than ~40 megapixels.
const MAX_INPUT_PIXELS = 40_000_000;

export interface ProcessedPhoto {
  image: Buffer;
  contentType: 'image/webp';
  etag: string;
}

/** Square 400×400 WebP, cropped to cover, turned upright, with EXIF (and any GPS position) dropped. */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  let image: Buffer;
  try {
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await source.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new Error(`format ${format}`);
    image = await source
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError(415, 'PHOTO_UNREADABLE', providerMessages.photoUnreadable);
  }
  const etag = `"${createHash('sha256').update(image).digest('hex').slice(0, 32)}"`;
  return { image, contentType: 'image/webp', etag };
}

export function photoUrl(providerId: string, etag: string): string {
  return `/api/providers/${encodeURIComponent(providerId)}/photo?v=${etag.replaceAll('"', '').slice(0, 12)}`;
}
