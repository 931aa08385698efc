import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeForStatus, errorOut } from '#server/plugins/errors';
import type { DatabaseHandle } from '#server/db/client';

const healthOut = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export default async function healthRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { schema: { response: { 200: healthOut, 503: errorOut } }, logLevel: 'warn' },
      async (request, reply) => {
        try {
          await database.ping();
        } catch (err) {
          request.log.warn({ err }, 'health check: database unavailable');
          return reply.code(503).header('retry-after', '5').send(envelopeForStatus(503));
        }
        return { status: 'ok' as const, database: database.driver };
      },
    );
}
