import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceRequestOut } from '#shared/schemas/money';
import { serviceParams } from '#shared/schemas/services';
import type { Database } from '#server/db/client';
import { emailNotVerified, mergeAnswers } from '#server/openapi/answers';
import { markInvoiceSent, requestInvoice, confirmedEmail } from '#server/modules/fiscal';

const invoiceAnswer = z.object({ invoice: invoiceRequestOut });

/** A CFDI for a service paid online: the customer asks for it, the provider says it was sent. */
export default async function invoiceRequestRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // 'Solicitar factura' (Pagos): the customer sends their datos fiscales to the provider of a service paid online.
  routes.post(
    '/api/services/:serviceId/invoice-request',
    {
      schema: {
        params: serviceParams,
        response: {
          201: invoiceAnswer.describe('Asked now: the provider is told.'),
          200: invoiceAnswer.describe('Asked before: the same request, and nobody is told again.'),
        },
      },
      config: {
        errors: mergeAnswers(emailNotVerified, {
          404: { NOT_FOUND: 'no service with this id has this customer as a party' },
          409: {
            INVOICE_NOT_AVAILABLE:
              'the service is no charge paid online (cash, transfer, unpaid or refunded)',
            FISCAL_DATA_MISSING: 'the customer has saved no datos fiscales',
          },
        }),
      },
      preValidation: app.requireRole('client'),
      preHandler: confirmedEmail,
    },
    async (request, reply) => {
      const { created, invoice } = await requestInvoice(
        db,
        request.user!.id,
        request.params.serviceId,
        app.clock.now(),
      );
      return reply.code(created ? 201 : 200).send({ invoice });
    },
  );

  // 'Marcar factura enviada' (Ganancias): the provider issued the CFDI and sent it; the customer is told.
  routes.post(
    '/api/services/:serviceId/invoice-request/sent',
    {
      schema: { params: serviceParams, response: { 200: invoiceAnswer } },
      config: {
        errors: mergeAnswers(emailNotVerified, {
          404: { NOT_FOUND: 'no service with this id has this provider as a party' },
          409: { INVOICE_NOT_REQUESTED: 'the customer has not asked for an invoice of this service' },
        }),
      },
      preValidation: app.requireRole('provider'),
      preHandler: confirmedEmail,
    },
    async (request) => ({
      invoice: await markInvoiceSent(db, request.user!.id, request.params.serviceId, app.clock.now()),
    }),
  );
}
