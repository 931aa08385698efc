import { providerMessages } from '#shared/provider-messages';
import { TooLargeError, UnreadableError } from '#server/domain/errors';
import { toWebp } from './provider-image';

export const PHOTO_SIZE = 400;

/** Square 400×400 WebP, cropped to cover, turned upright, with EXIF (and any GPS position) dropped. */
export function processPhoto(input: Buffer) {
  return toWebp(
    input,
    (image) => image.resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' }).webp({ quality: 82 }),
    {
      unreadable: () => new UnreadableError('PHOTO_UNREADABLE', providerMessages.photoUnreadable),
      tooManyPixels: () => new TooLargeError('PHOTO_TOO_MANY_PIXELS', providerMessages.photoTooManyPixels),
    },
  );
}
