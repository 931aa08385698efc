import sharp from 'sharp';

/**
 * An upload's image header (format and size), read before any pixel is decoded and without a pixel limit, so
 * any size gets the caller's ceiling message; null for bytes sharp cannot read, an empty body included (sharp
 * throws on that before it returns a promise, which a `.catch` on the promise does not see).
 */
export async function readImageHeader(bytes: Buffer) {
  try {
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
}
