import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of about 70 bytes whose header declares `width`×`height` RGB pixels, with almost no image data: its
 * size is read from the header alone, and decoding it fails. How a small upload claims an enormous canvas.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A plain teal picture of `width`×`height` in `format`, as a provider would upload for their photo or logo. */
export const tealPicture = (format: 'jpeg' | 'png' | 'webp' | 'gif', width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 15, g: 118, b: 110 } } })
    .toFormat(format)
    .toBuffer();

/** An uploaded picture as it is served at `url`: a `width`×`height` WebP, cached a day, and 304 for its ETag. */
export async function expectServedWebp(app: FastifyInstance, url: string, width: number, height: number) {
  const served = await app.inject({ method: 'GET', url });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  expect(served.headers['cache-control']).toBe('public, max-age=86400');
  const meta = await sharp(served.rawPayload).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
  const again = await app.inject({
    method: 'GET',
    url,
    headers: { 'if-none-match': String(served.headers.etag) },
  });
  expect(again.statusCode).toBe(304);
}
