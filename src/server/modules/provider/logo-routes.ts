import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOGO_SIZE } from '#shared/domain/logo';
import { logoMessages } from '#shared/logo-messages';
import { MAX_PHOTO_BYTES, PHOTO_TYPES, logoOut } from '#shared/schemas/provider';
import type { Database } from '#server/db/client';
import type { Storage } from '#server/storage';
import { processLogo } from './logo';
import { imageAnswers, imageUpload, sendImage } from './image-upload';
import { findShownLogo, removeLogo, saveLogo } from './logo-store';

const logo = imageUpload({
  code: 'LOGO',
  messages: { tooLarge: logoMessages.tooLarge, type: logoMessages.type },
  stored: `stored as a WebP fitted inside ${LOGO_SIZE}×${LOGO_SIZE}, transparency kept`,
});

// 'Logotipo' in Perfil (Empresarial): the same checks as the profile photo (profile-routes.ts), its own upload count.
export default async function providerLogoRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Database; storage: Storage },
) {
  const provider = app.requireRole('provider');
  const limitUploads = async (request: FastifyRequest) => {
    await app.limitPerAccount(request, app.limits.logoUpload, request.user!.id);
  };

  await logo.scope(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/api/provider/profile/logo',
      {
        schema: { consumes: [...PHOTO_TYPES], body: logo.body, response: { 200: logoOut } },
        bodyLimit: MAX_PHOTO_BYTES,
        config: {
          errors: logo.errors({ 403: { PLAN_REQUIRED: 'the provider’s plan in force is not Empresarial' } }),
        },
        onRequest: [provider, limitUploads, logo.checkHeaders],
      },
      async (request) =>
        saveLogo(db, storage, request.user!.id, await processLogo(logo.bytes(request)), app.clock.now()),
    );
  });

  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/provider/profile/logo',
    {
      schema: { response: { 204: z.undefined().describe('Removed (or there was none).') } },
      preValidation: provider,
    },
    async (request, reply) => {
      await removeLogo(db, storage, request.user!.id);
      return reply.code(204).send();
    },
  );

  // Public, and only while the plan in force shows it: a lapsed plan's logo, or one Moderación hid, answers 404
  // like none.
  app.get<{ Params: { id: string } }>(
    '/api/providers/:id/logo',
    {
      schema: {
        params: z.object({ id: z.string().max(100) }),
        response: imageAnswers('The logo as WebP, with an ETag.'),
      },
      config: {
        errors: {
          404: {
            NOT_FOUND:
              'the provider has no logo shown (none, hidden by Moderación, or not on Empresarial now)',
          },
        },
      },
    },
    async (request, reply) =>
      sendImage(request, reply, storage, await findShownLogo(db, request.params.id, app.clock.now())),
  );
}
