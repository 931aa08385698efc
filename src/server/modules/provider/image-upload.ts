import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiMessages } from '#shared/common-messages';
import { MAX_PHOTO_BYTES, PHOTO_TYPES } from '#shared/schemas/provider';
import { mergeAnswers, rateLimited, type ErrorAnswers } from '#server/openapi/answers';
import { AppError } from '#server/plugins/errors';
import type { Storage } from '#server/storage';
import { MAX_PHOTO_PIXELS } from './provider-image';

const IMAGE_CACHE = 'public, max-age=86400';

interface ImageKind {
  /** PHOTO_TOO_LARGE, LOGO_UNREADABLE…: the codes the upload answers with. */
  code: 'PHOTO' | 'LOGO';
  messages: { tooLarge: string; type: string };
  /** How it is stored, for the document ('stored as a 400×400 WebP'). */
  stored: string;
}

/**
 * An image a provider uploads as the raw body (the profile photo, the Empresarial logo): type and size judged from
 * the headers before a byte is read, a 5 MB limit in its own scope even for a body streamed without a length, and
 * the same answers documented for each.
 */
export function imageUpload(kind: ImageKind) {
  const tooLarge = () => new AppError(413, `${kind.code}_TOO_LARGE`, kind.messages.tooLarge);
  const unsupported = () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', kind.messages.type);
  return {
    body: z.instanceof(Buffer).meta({
      type: 'string',
      format: 'binary',
      maxLength: MAX_PHOTO_BYTES,
      description: `The image file itself (JPEG, PNG or WebP), at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB; ${kind.stored}.`,
    }),
    async checkHeaders(request: FastifyRequest) {
      const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      if (!type || !(PHOTO_TYPES as readonly string[]).includes(type)) throw unsupported();
      if (Number(request.headers['content-length'] ?? 0) > MAX_PHOTO_BYTES) throw tooLarge();
    },
    /** The parsed body, which a request that slipped past the header check may lack. */
    bytes(request: FastifyRequest): Buffer {
      if (!Buffer.isBuffer(request.body)) throw unsupported();
      return request.body;
    },
    errors: (more: ErrorAnswers = {}) =>
      mergeAnswers(
        rateLimited('from this account or this IP address'),
        {
          413: {
            [`${kind.code}_TOO_LARGE`]: `the image is over ${MAX_PHOTO_BYTES / 1024 / 1024} MB`,
            [`${kind.code}_TOO_MANY_PIXELS`]: `the image's header declares more than ${MAX_PHOTO_PIXELS / 1e6} megapixels (it is not decoded)`,
          },
          415: {
            UNSUPPORTED_MEDIA_TYPE: `the Content-Type is not one of ${PHOTO_TYPES.join(', ')}`,
            [`${kind.code}_UNREADABLE`]: 'the bytes are not a readable JPEG, PNG or WebP image',
          },
        },
        more,
      ),
    /** Registers the upload route(s) in a scope that parses the image types as a buffer, up to the limit. */
    scope(app: FastifyInstance, routes: (scope: FastifyInstance) => void) {
      return app.register(async (scope) => {
        scope.addContentTypeParser(
          [...PHOTO_TYPES],
          { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES },
          (_request, body, done) => done(null, body),
        );
        // A body streamed without Content-Length is stopped by the limit; answer it like the header case.
        scope.setErrorHandler((error: { code?: string }, _request, _reply) => {
          throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? tooLarge() : error;
        });
        routes(scope);
      });
    },
  };
}

/** The public image's answers in the document: binary, so only the error answer has a schema. */
export const imageAnswers = (description: string) => ({
  200: { description, content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } } },
  304: z.undefined().describe('Not modified: If-None-Match named the current ETag.'),
});

/**
 * Sends a provider's public image, read through the storage port, with a day's cache and its ETag, or 304 when
 * the browser already holds it (answered from the row, the bytes never read). Its address changes with each
 * upload (`?v=`), so the day's cache never shows an old image where a new one was put. A row whose file is gone
 * answers 404 like none.
 */
export async function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  image: { etag: string; storageKey: string } | null,
) {
  if (!image) throw new AppError(404, 'NOT_FOUND', apiMessages.notFound);
  if (request.headers['if-none-match'] === image.etag)
    return reply.header('cache-control', IMAGE_CACHE).header('etag', image.etag).code(304).send();
  const file = await storage.get(image.storageKey);
  if (!file) throw new AppError(404, 'NOT_FOUND', apiMessages.notFound);
  return reply
    .header('cache-control', IMAGE_CACHE)
    .header('etag', image.etag)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .type(file.contentType)
    .send(file.bytes);
}
