import sharp from 'sharp';
import { verificationMessages } from '#shared/verification-messages';
import type { DOCUMENT_TYPES } from '#shared/schemas/verification';
import { TooLargeError, UnreadableError } from '#server/domain/errors';
import { readImageHeader } from '#server/images';

type DocumentType = (typeof DOCUMENT_TYPES)[number];

export interface StoredDocument {
  contentType: DocumentType;
  content: Buffer;
}

// What the first bytes of each accepted type are: the declared Content-Type must agree with them, so a PDF
// renamed .jpg (or an HTML page sent as a PDF) is refused.
const SIGNATURES: Record<DocumentType, (bytes: Buffer) => boolean> = {
  'image/jpeg': (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  'image/png': (bytes) =>
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (bytes) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
  'application/pdf': (bytes) =>
    bytes.subarray(0, 5).toString('latin1') === '%PDF-' &&
    bytes
      .subarray(Math.max(0, bytes.length - 1024))
      .toString('latin1')
      .includes('%%EOF'),
};

// Enough to read an ID card or a utility bill; a larger scan is scaled down.
const MAX_EDGE = 2400;
// Decoding costs CPU by the pixel, and a few hundred bytes of PNG can declare any size. 50 MP takes a phone's
// photo at full resolution (12 to 50 MP), which an ID needs to stay legible; more is refused from the header.
export const MAX_DOCUMENT_PIXELS = 50_000_000;

const unreadable = () => new UnreadableError('DOCUMENT_UNREADABLE', verificationMessages.documentUnreadable);

/**
 * Checks the bytes are what the Content-Type says. An image whose header declares more than 50 MP is refused
 * undecoded; the others are decoded and re-encoded as JPEG (turned upright, at most 2400 px, metadata and GPS
 * position dropped), which also proves they are images; a PDF is kept as sent.
 */
export async function prepareDocument(declared: DocumentType, bytes: Buffer): Promise<StoredDocument> {
  if (!SIGNATURES[declared](bytes)) throw unreadable();
  if (declared === 'application/pdf') return { contentType: declared, content: bytes };
  const header = await readImageHeader(bytes);
  const { width, height } = header ?? {};
  if (!width || !height) throw unreadable();
  if (width * height > MAX_DOCUMENT_PIXELS)
    throw new TooLargeError('DOCUMENT_TOO_MANY_PIXELS', verificationMessages.documentTooManyPixels);
  try {
    const content = await sharp(bytes, { limitInputPixels: MAX_DOCUMENT_PIXELS })
      .rotate()
      .resize(MAX_EDGE, MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 88 })
      .toBuffer();
    return { contentType: 'image/jpeg', content };
  } catch {
    throw unreadable();
  }
}
