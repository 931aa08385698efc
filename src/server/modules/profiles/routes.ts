import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fullNameInput } from '#shared/schemas/names';
import {
  clientPreferencesInput,
  clientPreferencesOut,
  profileInput,
  profileOut,
} from '#shared/schemas/profile';
import type { Database } from '#server/db/client';
import type { ErrorAnswers } from '#server/openapi/answers';
import {
  getClientPreferences,
  getOwnProfile,
  saveClientPreferences,
  saveFullName,
  updateOwnProfile,
} from './service';

const noProfile: ErrorAnswers = { 404: { NOT_FOUND: 'the account has no profile (sign-up creates it)' } };

export default async function profileRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The signed-in person's own profile, which sign-up made.
  const ownProfile = { config: { errors: noProfile }, preValidation: app.requireUser };
  routes.get('/api/profile', { schema: { response: { 200: profileOut } }, ...ownProfile }, async (request) =>
    getOwnProfile(db, request.user!.id),
  );
  routes.put(
    '/api/profile',
    { schema: { body: profileInput, response: { 200: profileOut } }, ...ownProfile },
    async (request) => updateOwnProfile(db, request.user!.id, request.body),
  );
  // The name alone: an account made before sign-up asked for it answers 'Cuéntanos cómo te llamas' once, and a
  // provider changes theirs in Perfil (a customer's Perfil sends it with the rest, PUT /api/profile).
  routes.put(
    '/api/profile/name',
    { schema: { body: fullNameInput, response: { 200: profileOut } }, ...ownProfile },
    async (request) => saveFullName(db, request.user!.id, request.body),
  );

  const client = app.requireRole('client');
  routes.get(
    '/api/client/preferences',
    { schema: { response: { 200: clientPreferencesOut } }, preValidation: client },
    async (request) => getClientPreferences(db, request.user!.id),
  );
  routes.put(
    '/api/client/preferences',
    {
      schema: { body: clientPreferencesInput, response: { 200: clientPreferencesOut } },
      config: {
        errors: { 400: { VALIDATION: 'neither notifyOffers nor notifyMessages, or one not a boolean' } },
      },
      preValidation: client,
    },
    async (request) => saveClientPreferences(db, request.user!.id, request.body, app.clock.now()),
  );
}
