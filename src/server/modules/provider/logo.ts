import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { LOGO_SIZE } from '#shared/domain/logo';
import { logoMessages } from '#shared/logo-messages';
import { TooLargeError, UnreadableError } from '#server/domain/errors';
import { readImageHeader } from '#server/images';
import { MAX_PHOTO_PIXELS } from './photo';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface ProcessedLogo {
  image: Buffer;
  contentType: 'image/webp';
  etag: string;
}

/**
 * A WebP fitted inside LOGO_SIZE×LOGO_SIZE, never cropped or enlarged (a logo is drawn whole), turned upright,
 * with EXIF dropped; WebP keeps an alpha channel, so a transparent PNG stays transparent. The same header checks
 * and pixel ceiling as the profile photo (photo.ts).
 */
export async function processLogo(input: Buffer): Promise<ProcessedLogo> {
  const unreadable = () => new UnreadableError('LOGO_UNREADABLE', logoMessages.unreadable);
  const { format, width, height } = (await readImageHeader(input)) ?? {};
  if (!format || !ACCEPTED_FORMATS.has(format) || !width || !height) throw unreadable();
  if (width * height > MAX_PHOTO_PIXELS)
    throw new TooLargeError('LOGO_TOO_MANY_PIXELS', logoMessages.tooManyPixels);
  let image: Buffer;
  try {
    image = await sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS })
      .rotate()
      .resize(LOGO_SIZE, LOGO_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90, alphaQuality: 100 })
      .toBuffer();
  } catch {
    throw unreadable();
  }
  const etag = `"${createHash('sha256').update(image).digest('hex').slice(0, 32)}"`;
  return { image, contentType: 'image/webp', etag };
}
