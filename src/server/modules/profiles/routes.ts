import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { getOwnProfile, profileOut } from './service';

export default async function profileRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/profile',
      { schema: { response: { 200: profileOut } }, preHandler: app.requireUser },
      async (request) => getOwnProfile(db, request.user!.id),
    );
}
