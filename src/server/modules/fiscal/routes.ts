import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessages } from '#shared/messages';
import { fiscalDataInput, fiscalProfileAnswer } from '#shared/schemas/fiscal';
import { invoiceRequestOut } from '#shared/schemas/money';
import { serviceParams } from '#shared/schemas/services';
import type { Database } from '#server/db/client';
import { emailNotVerified, mergeAnswers } from '#server/openapi/answers';
import { AppError } from '#server/plugins/errors';
import { markInvoiceSent, requestInvoice } from './invoice-requests';
import { deleteFiscalProfile, getFiscalProfile, saveFiscalProfile } from './service';

// Sign-in already needs a confirmed address; this catches a session opened before that rule existed.
async function confirmedEmail(request: FastifyRequest) {
  if (!request.user?.emailVerified)
    throw new AppError(403, 'EMAIL_NOT_VERIFIED', apiMessages.emailNotVerified);
}

/**
 * 'Datos fiscales' (Facturación): what a CFDI 4.0 needs of its receptor, for anyone signed in. Optional; each
 * person reads and writes only their own.
 */
export default async function fiscalRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = { preValidation: app.requireUser, preHandler: confirmedEmail };
  routes.get(
    '/api/fiscal-profile',
    { schema: { response: { 200: fiscalProfileAnswer } }, config: { errors: emailNotVerified }, ...guard },
    async (request) => ({ fiscalProfile: await getFiscalProfile(db, request.user!.id) }),
  );
  routes.put(
    '/api/fiscal-profile',
    {
      schema: { body: fiscalDataInput, response: { 200: fiscalProfileAnswer } },
      config: {
        errors: mergeAnswers(emailNotVerified, {
          400: {
            VALIDATION:
              'the RFC (format, date, check digit), the name, the postal code, or the régimen and uso del CFDI for that kind of RFC',
          },
        }),
      },
      ...guard,
    },
    async (request) => ({
      fiscalProfile: await saveFiscalProfile(db, request.user!.id, request.body, app.clock.now()),
    }),
  );
  routes.delete(
    '/api/fiscal-profile',
    {
      schema: { response: { 200: z.object({ fiscalProfile: z.null() }) } },
      config: { errors: emailNotVerified },
      ...guard,
    },
    async (request) => {
      await deleteFiscalProfile(db, request.user!.id);
      return { fiscalProfile: null };
    },
  );

  // 'Solicitar factura' (Pagos): the customer sends their datos fiscales to the provider of a service paid online.
  const invoiceAnswer = z.object({ invoice: invoiceRequestOut });
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
