import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { moneyMessages } from '#shared/money-messages';
import { earningsOut, earningsQuery, paymentsOut } from '#shared/schemas/money';
import type { Database } from '#server/db/client';
import { earningsCsv } from './csv';
import { currentMonth } from '#server/domain/charges';
import { listPayments, monthCharges, providerEarnings } from './service';

const monthErrors = { 400: { VALIDATION: 'a month that is not YYYY-MM' } };

export default async function moneyRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Pagos.
  routes.get(
    '/api/payments',
    { schema: { response: { 200: paymentsOut } }, preValidation: app.requireRole('client') },
    async (request) => listPayments(db, request.user!.id, app.clock.now()),
  );

  // Ganancias, one month at a time (this month by default).
  routes.get(
    '/api/earnings',
    {
      schema: { querystring: earningsQuery, response: { 200: earningsOut } },
      config: { errors: monthErrors },
      preValidation: app.requireRole('provider'),
    },
    async (request) => {
      const now = app.clock.now();
      return providerEarnings(db, request.user!.id, request.query.month ?? currentMonth(now), now);
    },
  );

  // 'Descargar CSV': the same month's charges as a file.
  routes.get(
    '/api/earnings/csv',
    {
      schema: {
        querystring: earningsQuery,
        response: {
          200: {
            description: 'The month’s charges as CSV (UTF-8 with a byte-order mark).',
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      },
      config: { errors: monthErrors },
      preValidation: app.requireRole('provider'),
    },
    async (request, reply) => {
      const now = app.clock.now();
      const month = request.query.month ?? currentMonth(now);
      const charges = await monthCharges(db, request.user!.id, month, now);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${moneyMessages.csvFileName.replace('{month}', month)}"`,
        )
        .send(earningsCsv(charges));
    },
  );
}
