import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessages } from '#shared/common-messages';
import { fiscalDataInput, fiscalProfileAnswer } from '#shared/schemas/fiscal';
import type { Database } from '#server/db/client';
import { emailNotVerified, mergeAnswers } from '#server/openapi/answers';
import { AppError } from '#server/plugins/errors';
import { deleteFiscalProfile, getFiscalProfile, saveFiscalProfile } from './service';

/**
 * Sign-in already needs a confirmed address; this catches a session opened before that rule existed. Also the
 * guard of the invoice requests of a service (routes/services/invoice-request.ts).
 */
export async function confirmedEmail(request: FastifyRequest) {
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
}
