import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTACT_CORRECTION_HOURS } from '#shared/domain/service-contact';
import { serviceContactChangeInput, serviceParams, serviceResponse } from '#shared/schemas/services';
import type { Database } from '#server/db/client';
import { mergeAnswers } from '#server/openapi/answers';
import { changeServiceContact } from '#server/modules/jobs';
import { serviceAnswer } from './service-answer';

/** 'Agregar dirección y teléfono' / 'Corregir…': the customer gives a service still ahead its exact address. */
export default async function contactRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/services/:serviceId/contact',
    {
      schema: { params: serviceParams, body: serviceContactChangeInput, response: { 200: serviceResponse } },
      config: {
        errors: mergeAnswers({
          400: { VALIDATION: 'an address part or the phone missing or not as the request form asks' },
          404: { NOT_FOUND: 'no service with this id has this customer as a party' },
          409: {
            WRONG_STATUS: 'the service is under way or over (only a pending or confirmed one takes it)',
            ALREADY_STARTED: 'the service’s start has passed',
            CONTACT_CORRECTION_CLOSED: `the service already has an address and phone, and starts in less than ${CONTACT_CORRECTION_HOURS} hours`,
          },
        }),
      },
      preValidation: app.requireRole('client'),
    },
    async (request) => {
      const now = app.clock.now();
      const job = await changeServiceContact(db, {
        jobId: request.params.serviceId,
        customerId: request.user!.id,
        contact: request.body.contact,
        saveToProfile: request.body.saveToProfile ?? false,
        now,
      });
      app.tasks.wake();
      return serviceAnswer(db, job, request.user!.id, now);
    },
  );
}
