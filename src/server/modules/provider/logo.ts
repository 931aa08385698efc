import { LOGO_SIZE } from '#shared/domain/logo';
import { logoMessages } from '#shared/logo-messages';
import { TooLargeError, UnreadableError } from '#server/domain/errors';
import { toWebp } from './provider-image';

/**
 * A WebP fitted inside LOGO_SIZE×LOGO_SIZE, never cropped or enlarged (a logo is drawn whole), turned upright,
 * with EXIF dropped; WebP keeps an alpha channel, so a transparent PNG stays transparent. The same header checks
 * and pixel ceiling as the profile photo (provider-image.ts).
 */
export function processLogo(input: Buffer) {
  return toWebp(
    input,
    (image) =>
      image
        .resize(LOGO_SIZE, LOGO_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 90, alphaQuality: 100 }),
    {
      unreadable: () => new UnreadableError('LOGO_UNREADABLE', logoMessages.unreadable),
      tooManyPixels: () => new TooLargeError('LOGO_TOO_MANY_PIXELS', logoMessages.tooManyPixels),
    },
  );
}
