import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTACT_CORRECTION_HOURS } from '#shared/domain/service-contact';
import { REFUSAL_REASONS } from '#shared/domain/service-lifecycle';
import {
  acceptOfferInput,
  offerParams,
  serviceActionInput,
  serviceContactChangeInput,
  serviceParams,
  serviceResponse,
  servicesOut,
  servicesQuery,
} from '#shared/schemas/services';
import type { Database } from '#server/db/client';
import { cardUnavailable, emailNotVerified, mergeAnswers } from '#server/openapi/answers';
import { acceptOffer } from './accept';
import { changeServiceContact } from './change-contact';
import type { ServiceGateways } from '#server/modules/payments/ledger/service-payments';
import { serviceCalendar } from './calendar';
import { listMyServices, toServices } from './service';
import { performStep } from './transitions';

// Every refusal of the graph but 'not_your_action' (403) answers 409 under its own code.
const REFUSAL_CODES = REFUSAL_REASONS.filter((reason) => reason !== 'not_your_action').map((reason) =>
  reason.toUpperCase(),
);

export default async function jobRoutes(
  app: FastifyInstance,
  { db, cardGateway }: { db: Database; cardGateway: (request: FastifyRequest) => ServiceGateways },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/applications/:id/accept',
    {
      schema: {
        params: offerParams,
        body: acceptOfferInput,
        response: { 200: serviceResponse, 201: serviceResponse },
      },
      config: {
        errors: mergeAnswers(emailNotVerified, cardUnavailable, {
          400: { CONTACT_REQUIRED: 'the request has no exact address and phone, and the body gives none' },
          404: { NOT_FOUND: 'no offer with this id was made on one of this customer’s requests' },
          409: {
            REQUEST_TAKEN: 'another offer on the same request was accepted first',
            REQUEST_NOT_OPEN: 'the request was cancelled or closed',
            REQUEST_EXPIRED: 'the request’s date has passed',
            OFFER_WITHDRAWN: 'the provider withdrew the offer',
            OFFER_UNAVAILABLE: 'the provider was suspended: their offers are hidden',
            PROVIDER_NO_CARDS:
              'card, SPEI or OXXO chosen, but the provider’s payout account cannot take them',
            ONLINE_OFF: 'SPEI or OXXO chosen, but payments are not taken online on this server',
            OXXO_UNAVAILABLE: 'OXXO chosen for a service less than 72 h away, or out of OXXO’s amounts',
          },
        }),
      },
      preValidation: app.requireRole('client', { verifiedEmail: true }),
    },
    async (request, reply) => {
      const { job, created } = await acceptOffer(db, request.user!.id, request.params.id, app.clock.now(), {
        paymentMethod: request.body?.paymentMethod,
        contact: request.body?.contact,
        cardGateways: cardGateway(request),
      });
      if (created) app.tasks.wake();
      const [service] = await toServices(db, [job], request.user!.id, app.clock.now());
      return reply.code(created ? 201 : 200).send({ service: service! });
    },
  );

  routes.get(
    '/api/services',
    {
      schema: { querystring: servicesQuery, response: { 200: servicesOut } },
      config: { errors: { 400: { VALIDATION: 'an unknown list, month or cursor' } } },
      preValidation: app.requireUser,
    },
    async (request) => listMyServices(db, request.user!.id, app.clock.now(), request.query),
  );

  // POST /api/services/:id/actions: one step of a service by one of its parties.
  routes.post(
    '/api/services/:serviceId/actions',
    {
      schema: { params: serviceParams, body: serviceActionInput, response: { 200: serviceResponse } },
      config: {
        errors: mergeAnswers({
          400: {
            VALIDATION:
              'a problem report or its answer without its text, or an action this API does not know',
          },
          403: { NOT_YOUR_ACTION: 'the other party’s step (a customer marking the service done…)' },
          404: { NOT_FOUND: 'no service with this id has this person as a party' },
          409: {
            ...Object.fromEntries(
              REFUSAL_CODES.map((code) => [
                code,
                'the service’s status or time does not allow this step now',
              ]),
            ),
            FEE_CHANGED: 'the cancellation charge is no longer the one the person was shown',
          },
        }),
      },
      preValidation: app.requireUser,
    },
    async (request) => {
      const { job, changed } = await performStep(db, request.params.serviceId, {
        ...request.body,
        userId: request.user!.id,
        now: app.clock.now(),
      });
      if (changed) app.tasks.wake();
      const [service] = await toServices(db, [job], request.user!.id, app.clock.now());
      return { service: service! };
    },
  );

  // 'Agregar dirección y teléfono' / 'Corregir…': the customer gives a service still ahead its exact address.
  routes.put(
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
      const [service] = await toServices(db, [job], request.user!.id, now);
      return { service: service! };
    },
  );

  // 'Agregar a mi calendario': a service still ahead as an iCalendar file, for either party.
  routes.get(
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
