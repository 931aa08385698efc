import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conversationMessages as m } from '#shared/conversation-messages';
import {
  conversationParams,
  messagePhotoParams,
  photoUploadQuery,
  uploadedPhotoOut,
} from '#shared/schemas/conversations';
import { MAX_PHOTO_BYTES, PHOTO_TYPES } from '#shared/schemas/provider';
import type { Database } from '#server/db/client';
import { imageUpload } from '#server/modules/provider';
import { sendPrivateFile, type Storage } from '#server/storage';
import { assertMayUpload, keepPhoto, processMessagePhoto, readPhoto } from './photos';
import { conversationOf } from './service';

const photo = imageUpload({
  code: 'PHOTO',
  messages: { tooLarge: m.photos.tooLarge, type: m.photos.type },
  stored: 'stored as a WebP of at most 1600 px a side, metadata and GPS position dropped',
});

const NOT_YOURS = { NOT_FOUND: 'no conversation with this id has this person as one of its two sides' };

// Photos in messages (issue 31): uploaded one by one to a conversation, sent by naming them in a message, read
// only by the conversation's two sides through this server (never a public or cached URL).
export default async function conversationPhotoRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Database; storage: Storage },
) {
  // Counted once the account is known and before the body is read, so a flood of bad files stops too.
  const limitUploads = async (request: FastifyRequest) => {
    await app.limitPerAccount(request, app.limits.messagePhoto, request.user!.id);
  };

  await photo.scope(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/conversations/:id/photos',
      {
        schema: {
          params: conversationParams,
          querystring: photoUploadQuery,
          consumes: [...PHOTO_TYPES],
          body: photo.body,
          response: { 201: uploadedPhotoOut },
        },
        bodyLimit: MAX_PHOTO_BYTES,
        config: {
          errors: photo.errors({
            403: { ACCOUNT_SUSPENDED: 'the uploader’s account was suspended' },
            404: NOT_YOURS,
            409: {
              CONVERSATION_CLOSED: 'read-only: 30 days went by since its service ended',
              TOO_MANY_WAITING_PHOTOS: 'this person has 12 photos uploaded here and not sent yet',
            },
          }),
        },
        onRequest: [app.requireUser, limitUploads, photo.checkHeaders],
      },
      async (request, reply) => {
        const me = request.user!.id;
        const now = app.clock.now();
        const view = await conversationOf(db, me, request.params.id, now);
        await assertMayUpload(db, view, me);
        const processed = await processMessagePhoto(photo.bytes(request));
        const kept = await keepPhoto(
          db,
          storage,
          { conversationId: view.id, uploaderId: me, alt: request.query.alt },
          processed.image,
          now,
        );
        return reply.code(201).send({ photo: kept });
      },
    );
  });

  app.get<{ Params: z.infer<typeof messagePhotoParams> }>(
    '/api/conversations/:id/photos/:photoId',
    {
      schema: {
        params: messagePhotoParams,
        response: {
          200: {
            description: 'The photo as stored (WebP), for the conversation’s two sides only; never cached.',
            content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } },
          },
        },
      },
      config: { errors: { 404: { NOT_FOUND: 'no photo with this id that this person may see' } } },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const { id, photoId } = request.params;
      const file = await readPhoto(db, storage, request.user!.id, id, photoId);
      return sendPrivateFile(reply, file);
    },
  );
}
