import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, reasonInput } from '#shared/schemas/operator';
import { serviceRefundsOut } from '#shared/schemas/service-refunds';
import { onlineMethodsOut, onlineMethodsQuery } from '#shared/schemas/services';
import type { Database } from '#server/db/client';
import { twoFactorRequired } from '#server/openapi/answers';
import { operatorActor, operatorGuard } from '#server/auth/operator-guard';
import { bankGateway } from '#server/modules/payments/ledger/online-payments';
import { gatewayForProvider, providerTakesCards } from '#server/modules/payments/ledger/ask-payment';
import type { RequestGateways } from '#server/modules/payments/gateways';
import { listServiceRefunds, markRefundSent } from '#server/modules/payments/ledger/service-refunds';

// Whether SPEI and OXXO are offered with a provider, and the refunds an operator sends by transfer when OXXO
// cannot refund (the console's side). The customer's side of a service: routes/services/online-payment.ts.

interface OnlineRoutesOptions {
  db: Database;
  cardGateway: RequestGateways;
}

export default async function onlinePaymentRoutes(
  app: FastifyInstance,
  { db, cardGateway }: OnlineRoutesOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const operator = operatorGuard(app, db);

  // Whether 'Tarjeta', 'SPEI' and 'Efectivo en OXXO' are offered with this provider ('Aceptar oferta', the booking).
  routes.get(
    '/api/payments/online-methods',
    {
      schema: { querystring: onlineMethodsQuery, response: { 200: onlineMethodsOut } },
      // Public: the booking shows its ways to pay before anyone signs in.
      config: { errors: { 400: { VALIDATION: 'no provider named' } } },
    },
    async (request) => {
      const gateways = cardGateway(request);
      const gateway = bankGateway(gateways);
      const { providerId } = request.query;
      return {
        online: gateway !== null && (await providerTakesCards(db, gateway.name, providerId)) !== null,
        card: (await gatewayForProvider(db, gateways, providerId, 'card')) !== null,
      };
    },
  );

  routes.get(
    '/api/operator/service-refunds',
    {
      schema: { response: { 200: serviceRefundsOut } },
      config: { errors: twoFactorRequired },
      preValidation: operator,
    },
    async () => ({ refunds: await listServiceRefunds(db) }),
  );

  routes.post(
    '/api/operator/service-refunds/:id/sent',
    {
      schema: { params: idParams, body: reasonInput, response: { 200: z.object({ ok: z.literal(true) }) } },
      config: {
        errors: {
          ...twoFactorRequired,
          404: { NOT_FOUND: 'no refund by transfer has that id' },
          409: { NOT_REQUESTED: 'the customer has not given a CLABE yet, or it was sent already' },
        },
      },
      preValidation: operator,
    },
    async (request) => {
      await markRefundSent(db, request.params.id, {
        actor: operatorActor(request),
        reason: request.body.reason,
        now: app.clock.now(),
      });
      return { ok: true as const };
    },
  );
}
