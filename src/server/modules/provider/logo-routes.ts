import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOGO_SIZE } from '../../../shared/domain/logo';
import { logoMessages } from '../../../shared/logo-messages';
import { apiMessages } from '../../../shared/messages';
import { MAX_PHOTO_BYTES, PHOTO_TYPES, logoOut } from '../../../shared/schemas/provider';
import type { Database } from '../../db/client';
import { mergeAnswers, rateLimited } from '../../openapi/answers';
import { AppError } from '../../plugins/errors';
import { processLogo } from './logo';
import { findShownLogo, removeLogo, saveLogo } from './logo-store';
import { MAX_PHOTO_PIXELS } from './photo';

const LOGO_CACHE = 'public, max-age=86400';

const logoUpload = z.instanceof(Buffer).meta({
  type: 'string',
  format: 'binary',
  maxLength: MAX_PHOTO_BYTES,
  description: `The image file itself (JPEG, PNG or WebP), at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB; stored as a WebP fitted inside ${LOGO_SIZE}×${LOGO_SIZE}, transparency kept.`,
});
const logoAnswers = {
  200: {
    description: 'The logo as WebP, with an ETag.',
    content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } },
  },
  304: z.undefined().describe('Not modified: If-None-Match named the current ETag.'),
};
const tooLarge = () => new AppError(413, 'LOGO_TOO_LARGE', logoMessages.tooLarge);

// Type and size are judged from the headers, before a byte of the body is read.
async function checkLogoHeaders(request: FastifyRequest) {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (!type || !(PHOTO_TYPES as readonly string[]).includes(type))
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', logoMessages.type);
  if (Number(request.headers['content-length'] ?? 0) > MAX_PHOTO_BYTES) throw tooLarge();
}

// 'Logotipo' in Perfil (Empresarial): the same checks as the profile photo (profile-routes.ts), its own upload count.
export default async function providerLogoRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const provider = app.requireRole('provider');
  const limitUploads = async (request: FastifyRequest) => {
    await app.limitPerAccount(request, app.limits.logoUpload, request.user!.id);
  };

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      [...PHOTO_TYPES],
      { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: { code?: string }, _request, _reply) => {
      throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? tooLarge() : error;
    });
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/api/provider/profile/logo',
      {
        schema: { consumes: [...PHOTO_TYPES], body: logoUpload, response: { 200: logoOut } },
        bodyLimit: MAX_PHOTO_BYTES,
        config: {
          errors: mergeAnswers(rateLimited('from this account or this IP address'), {
            403: { PLAN_REQUIRED: 'the provider’s plan in force is not Empresarial' },
            413: {
              LOGO_TOO_LARGE: `the image is over ${MAX_PHOTO_BYTES / 1024 / 1024} MB`,
              LOGO_TOO_MANY_PIXELS: `the image's header declares more than ${MAX_PHOTO_PIXELS / 1e6} megapixels (it is not decoded)`,
            },
            415: {
              UNSUPPORTED_MEDIA_TYPE: `the Content-Type is not one of ${PHOTO_TYPES.join(', ')}`,
              LOGO_UNREADABLE: 'the bytes are not a readable JPEG, PNG or WebP image',
            },
          }),
        },
        onRequest: [provider, limitUploads, checkLogoHeaders],
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body))
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', logoMessages.type);
        return saveLogo(db, request.user!.id, await processLogo(request.body), app.clock.now());
      },
    );
  });

  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/provider/profile/logo',
    {
      schema: { response: { 204: z.undefined().describe('Removed (or there was none).') } },
      preValidation: provider,
    },
    async (request, reply) => {
      await removeLogo(db, request.user!.id);
      return reply.code(204).send();
    },
  );

  // Public, and only while the plan in force shows it: a lapsed plan's logo answers 404 like none.
  app.get<{ Params: { id: string } }>(
    '/api/providers/:id/logo',
    {
      schema: { params: z.object({ id: z.string().max(100) }), response: logoAnswers },
      config: {
        errors: { 404: { NOT_FOUND: 'the provider has no logo shown (none, or not on Empresarial now)' } },
      },
    },
    async (request, reply) => {
      const logo = await findShownLogo(db, request.params.id, app.clock.now());
      if (!logo) throw new AppError(404, 'NOT_FOUND', apiMessages.notFound);
      reply.header('cache-control', LOGO_CACHE).header('etag', logo.etag);
      if (request.headers['if-none-match'] === logo.etag) return reply.code(304).send();
      return reply.type(logo.contentType).send(logo.image);
    },
  );
}
