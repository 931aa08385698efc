import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileInput, profileOut } from '../../../shared/schemas/profile';
import type { Database } from '../../db/client';
import type { ErrorAnswers } from '../../openapi/answers';
import { getOwnProfile, updateOwnProfile } from './service';

const noProfile: ErrorAnswers = { 404: { NOT_FOUND: 'the account has no profile (sign-up creates it)' } };

export default async function profileRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/profile',
    {
      schema: { response: { 200: profileOut } },
      config: { errors: noProfile },
      preValidation: app.requireUser,
    },
    async (request) => getOwnProfile(db, request.user!.id),
  );
  routes.put(
    '/api/profile',
    {
      schema: { body: profileInput, response: { 200: profileOut } },
      config: { errors: noProfile },
      preValidation: app.requireUser,
    },
    async (request) => updateOwnProfile(db, request.user!.id, request.body),
  );
}
