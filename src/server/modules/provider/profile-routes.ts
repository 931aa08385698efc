import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessages, providerMessages } from '../../../shared/messages';
import {
  MAX_PHOTO_BYTES,
  PHOTO_TYPES,
  photoOut,
  providerProfileInput,
  providerProfileOut,
} from '../../../shared/schemas/provider';
import type { Database } from '../../db/client';
import { mergeAnswers, rateLimited } from '../../openapi/answers';
import { AppError } from '../../plugins/errors';
import { MAX_PHOTO_PIXELS, processPhoto } from './photo';
import { getLogoState } from './logo-store';
import {
  findPhoto,
  getProviderProfile,
  type BaseProviderProfile,
  savePhoto,
  saveProviderProfile,
} from './profile';

const PHOTO_CACHE = 'public, max-age=86400';

// The raw image as the body; the type and size are checked from the headers first (checkPhotoHeaders).
const photoUpload = z.instanceof(Buffer).meta({
  type: 'string',
  format: 'binary',
  maxLength: MAX_PHOTO_BYTES,
  description: `The image file itself, at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB; stored as a 400×400 WebP.`,
});

// Binary, so only the document reads these: a Buffer is sent as it is.
const photoAnswers = {
  200: {
    description: 'The 400×400 WebP photo, with an ETag.',
    content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } },
  },
  304: z.undefined().describe('Not modified: If-None-Match named the current ETag.'),
};
const tooLarge = () => new AppError(413, 'PHOTO_TOO_LARGE', providerMessages.photoTooLarge);

// Type and size are judged from the headers, before a byte of the body is read.
async function checkPhotoHeaders(request: FastifyRequest) {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (!type || !(PHOTO_TYPES as readonly string[]).includes(type)) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', providerMessages.photoType);
  }
  if (Number(request.headers['content-length'] ?? 0) > MAX_PHOTO_BYTES) throw tooLarge();
}

export default async function providerProfileRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const provider = app.requireRole('provider');
  // Counted once the account is known and before the body is read, so a flood of bad files stops too.
  const limitUploads = async (request: FastifyRequest) => {
    await app.limitPerAccount(request, app.limits.photoUpload, request.user!.id);
  };
  const withLogo = async (profile: Promise<BaseProviderProfile>, providerId: string) => ({
    ...(await profile),
    ...(await getLogoState(db, providerId, app.clock.now())),
  });

  routes.get(
    '/api/provider/profile',
    { schema: { response: { 200: providerProfileOut } }, preValidation: provider },
    async (request) => withLogo(getProviderProfile(db, request.user!.id), request.user!.id),
  );
  routes.put(
    '/api/provider/profile',
    {
      schema: { body: providerProfileInput, response: { 200: providerProfileOut } },
      preValidation: provider,
    },
    async (request) => withLogo(saveProviderProfile(db, request.user!.id, request.body), request.user!.id),
  );

  // The photo arrives as the raw image: its own scope keeps the binary parser and 5 MB limit here only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      [...PHOTO_TYPES],
      { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES },
      (_request, body, done) => done(null, body),
    );
    // A body streamed without Content-Length is stopped by the limit; answer it like the header case.
    scope.setErrorHandler((error: { code?: string }, _request, _reply) => {
      throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? tooLarge() : error;
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/provider/profile/photo',
      {
        schema: { consumes: [...PHOTO_TYPES], body: photoUpload, response: { 200: photoOut } },
        bodyLimit: MAX_PHOTO_BYTES,
        config: {
          errors: mergeAnswers(rateLimited('from this account or this IP address'), {
            413: {
              PHOTO_TOO_LARGE: `the image is over ${MAX_PHOTO_BYTES / 1024 / 1024} MB`,
              PHOTO_TOO_MANY_PIXELS: `the image's header declares more than ${MAX_PHOTO_PIXELS / 1e6} megapixels (it is not decoded)`,
            },
            415: {
              UNSUPPORTED_MEDIA_TYPE: `the Content-Type is not one of ${PHOTO_TYPES.join(', ')}`,
              PHOTO_UNREADABLE: 'the bytes are not a readable JPEG, PNG or WebP image',
            },
          }),
        },
        onRequest: [provider, limitUploads, checkPhotoHeaders],
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body))
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', providerMessages.photoType);
        return savePhoto(db, request.user!.id, await processPhoto(request.body));
      },
    );
  });

  // Public: customers and the booking wizard show it. Binary, so only the error answer has a schema.
  app.get<{ Params: { id: string } }>(
    '/api/providers/:id/photo',
    {
      schema: { params: z.object({ id: z.string().max(100) }), response: photoAnswers },
      config: { errors: { 404: { NOT_FOUND: 'the provider has no photo' } } },
    },
    async (request, reply) => {
      const photo = await findPhoto(db, request.params.id);
      if (!photo) throw new AppError(404, 'NOT_FOUND', apiMessages.notFound);
      reply.header('cache-control', PHOTO_CACHE).header('etag', photo.etag);
      if (request.headers['if-none-match'] === photo.etag) return reply.code(304).send();
      return reply.type(photo.contentType).send(photo.image);
    },
  );
}
