import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileInput, profileOut } from '../../../shared/schemas/profile';
import type { Database } from '../../db/client';
import { errorOut } from '../../plugins/errors';
import { getOwnProfile, updateOwnProfile } from './service';

export default async function profileRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/profile',
    { schema: { response: { 200: profileOut } }, preValidation: app.requireUser },
    async (request) => getOwnProfile(db, request.user!.id),
  );
  routes.put(
    '/api/profile',
    {
      schema: { body: profileInput, response: { 200: profileOut, 400: errorOut } },
      preValidation: app.requireUser,
    },
    async (request) => updateOwnProfile(db, request.user!.id, request.body),
  );
}
