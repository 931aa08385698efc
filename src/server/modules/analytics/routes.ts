import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsMessages } from '#shared/analytics-messages';
import { providerAnalyticsOut } from '#shared/schemas/analytics';
import type { Database } from '#server/db/client';
import { analyticsCsv } from './csv';
import { providerAnalytics, requireAnalyticsPlan } from './service';

const planErrors = { 403: { PLAN_REQUIRED: 'the provider’s plan in force is not Empresarial' } };

// 'Estadísticas' in the provider's panel (Empresarial).
export default async function analyticsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = app.requireRole('provider');
  const read = async (providerId: string) => {
    const now = app.clock.now();
    await requireAnalyticsPlan(db, providerId, now);
    return providerAnalytics(db, providerId, now);
  };

  routes.get(
    '/api/provider/analytics',
    { schema: { response: { 200: providerAnalyticsOut } }, config: { errors: planErrors }, preValidation },
    async (request) => read(request.user!.id),
  );

  // 'Descargar CSV'.
  routes.get(
    '/api/provider/analytics.csv',
    {
      schema: {
        response: {
          200: {
            description: 'The twelve months and the thirty days as CSV (UTF-8 with a byte-order mark).',
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      },
      config: { errors: planErrors },
      preValidation,
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${analyticsMessages.csvFileName}"`)
        .send(analyticsCsv(await read(request.user!.id))),
  );
}
