import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { providerMessages } from '#shared/provider-messages';
import {
  MAX_PHOTO_BYTES,
  PHOTO_TYPES,
  photoOut,
  providerProfileInput,
  providerProfileOut,
} from '#shared/schemas/provider';
import type { Database } from '#server/db/client';
import type { Storage } from '#server/storage';
import { processPhoto } from './photo';
import { imageAnswers, imageUpload, sendImage } from './image-upload';
import { getLogoState } from './logo-store';
import {
  findPhoto,
  getProviderProfile,
  type BaseProviderProfile,
  savePhoto,
  saveProviderProfile,
} from './profile';

const photo = imageUpload({
  code: 'PHOTO',
  messages: { tooLarge: providerMessages.photoTooLarge, type: providerMessages.photoType },
  stored: 'stored as a 400×400 WebP',
});

export default async function providerProfileRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Database; storage: Storage },
) {
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
    async (request) =>
      withLogo(saveProviderProfile(db, request.user!.id, request.body, app.clock.now()), request.user!.id),
  );

  // The photo arrives as the raw image, in its own scope (imageUpload) with the binary parser and 5 MB limit.
  await photo.scope(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/provider/profile/photo',
      {
        schema: { consumes: [...PHOTO_TYPES], body: photo.body, response: { 200: photoOut } },
        bodyLimit: MAX_PHOTO_BYTES,
        config: { errors: photo.errors() },
        onRequest: [provider, limitUploads, photo.checkHeaders],
      },
      async (request) =>
        savePhoto(db, storage, request.user!.id, await processPhoto(photo.bytes(request)), app.clock.now()),
    );
  });

  // Public: customers and the booking wizard show it. Binary, so only the error answer has a schema.
  app.get<{ Params: { id: string } }>(
    '/api/providers/:id/photo',
    {
      schema: {
        params: z.object({ id: z.string().max(100) }),
        response: imageAnswers('The 400×400 WebP photo, with an ETag.'),
      },
      config: { errors: { 404: { NOT_FOUND: 'the provider has no photo' } } },
    },
    async (request, reply) => sendImage(request, reply, storage, await findPhoto(db, request.params.id)),
  );
}
