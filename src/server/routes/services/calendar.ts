import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceParams } from '#shared/schemas/services';
import type { Database } from '#server/db/client';
import { serviceCalendar } from '#server/modules/service-views';

/** 'Agregar a mi calendario': a service still ahead as an iCalendar file, for either party. */
export default async function calendarRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/services/:serviceId/calendar.ics',
    {
      schema: {
        params: serviceParams,
        response: {
          200: {
            description: 'The service as one iCalendar event (RFC 5545), with a reminder 24 hours before.',
            content: { 'text/calendar': { schema: z.string() } },
          },
        },
      },
      config: {
        errors: {
          404: { NOT_FOUND: 'no service with this id has this person as a party' },
          409: { SERVICE_NOT_SCHEDULED: 'the service ended, or is under way (done or in dispute)' },
        },
      },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const { fileName, body } = await serviceCalendar(
        db,
        request.params.serviceId,
        request.user!.id,
        app.clock.now(),
      );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(body);
    },
  );
}
