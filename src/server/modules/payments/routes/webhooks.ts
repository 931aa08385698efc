import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessages } from '#shared/common-messages';
import type { Database } from '#server/db/client';
import { rowsOf } from '#server/db/client';
import { AppError } from '#server/plugins/errors';
import type { WebhookOutcome } from '#server/metrics/metrics';
import { applyServiceEvent } from '#server/modules/payments/ledger/service-events';
import {
  GatewayUnavailableError,
  WebhookSignatureError,
  type GatewayName,
  type PaymentGateway,
  type PlanEvent,
} from '#server/modules/payments/gateways';

const GATEWAY_NAMES = ['stripe', 'mercadopago'] as const satisfies readonly GatewayName[];

interface WebhookRoutesOptions {
  db: Database;
  gateways: PaymentGateway[];
  /**
   * What a plan's payment event does to its subscription, inside the event's transaction; the outcome is stored
   * with the event. Subscriptions' (`applyPlanEvent`), handed in by app.ts: plans build on payments, so payments
   * does not import them.
   */
  applyPlanEvent(tx: Database, gateway: GatewayName, event: PlanEvent, now: Date): Promise<string>;
}

/**
 * POST /api/payments/webhooks/:gateway — the gateways' word on money, the only one the product trusts. The
 * signature is checked on the raw bytes, then the event is stored by its id and applied in one transaction:
 * a delivery seen before changes nothing, and one that fails to apply is stored by nobody, so the gateway's
 * retry applies it later.
 */
export default async function paymentWebhookRoutes(
  app: FastifyInstance,
  { db, gateways, applyPlanEvent }: WebhookRoutesOptions,
) {
  // In this plugin only: the body stays the bytes that were signed.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/payments/webhooks/:gateway',
    {
      bodyLimit: 1024 * 1024,
      schema: {
        params: z.object({ gateway: z.enum(GATEWAY_NAMES) }),
        response: { 200: z.object({ received: z.literal(true) }) },
      },
      config: {
        errors: {
          401: {
            INVALID_SIGNATURE:
              'the signature does not verify, or its timestamp is more than five minutes off',
          },
          404: { PAYMENTS_OFF: 'that gateway is not configured on this server' },
          502: {
            PAYMENT_GATEWAY_UNAVAILABLE:
              'the gateway could not be asked what the notification names (Mercado Pago down, or the resource not readable yet); nothing was stored, so the gateway delivers it again',
          },
        },
      },
    },
    async (request) => {
      const gateway = gateways.find((candidate) => candidate.name === request.params.gateway);
      if (!gateway) {
        app.metrics.webhook(request.params.gateway, 'off');
        throw new AppError(404, 'PAYMENTS_OFF', apiMessages.paymentsOff);
      }
      // GET /metrics counts each delivery by what became of it; a thrown error is the server's failure.
      let counted = false;
      const count = (outcome: WebhookOutcome) => {
        counted = true;
        app.metrics.webhook(gateway.name, outcome);
      };
      try {
        return await receive(gateway, request, count);
      } finally {
        if (!counted) app.metrics.webhook(gateway.name, 'failed');
      }
    },
  );

  async function receive(
    gateway: PaymentGateway,
    request: FastifyRequest,
    count: (outcome: WebhookOutcome) => void,
  ) {
    const raw = Buffer.isBuffer(request.body)
      ? request.body
      : Buffer.from(JSON.stringify(request.body ?? ''));
    let event;
    try {
      event = await gateway.parseWebhook(raw, request.headers, request.url);
    } catch (error) {
      // Signed, but what it names could not be read: not stored, so the gateway's retry brings it again.
      if (error instanceof GatewayUnavailableError) {
        count('unavailable');
        request.log.warn({ gateway: gateway.name, reason: error.message }, 'payment webhook not read');
        throw new AppError(502, 'PAYMENT_GATEWAY_UNAVAILABLE', apiMessages.webhookGatewayUnavailable);
      }
      if (!(error instanceof WebhookSignatureError)) throw error;
      count('refused');
      request.log.warn({ gateway: gateway.name, reason: error.message }, 'payment webhook refused');
      throw new AppError(401, 'INVALID_SIGNATURE', apiMessages.webhookSignature);
    }
    const now = app.clock.now();
    const outcome = await db.transaction(async (tx) => {
      const [fresh] = rowsOf(
        await tx.execute(sql`insert into payment_events (gateway, event_id, type, outcome, payload, received_at)
          values (${gateway.name}, ${event.id}, ${event.type}, 'received', ${JSON.stringify(event.payload)}::jsonb,
            ${now.toISOString()})
          on conflict do nothing returning event_id`),
      );
      if (!fresh) return 'duplicate';
      const result = event.ignored
        ? event.ignored
        : event.change
          ? await applyPlanEvent(tx, gateway.name, event.change, now)
          : event.service
            ? await applyServiceEvent(tx, gateway.name, event.service, now)
            : `ignored: ${event.type}`;
      await tx.execute(sql`update payment_events set outcome = ${result}
        where gateway = ${gateway.name} and event_id = ${event.id}`);
      return result;
    });
    if (event.ignored)
      request.log.warn(
        { gateway: gateway.name, event: event.id, type: event.type, outcome },
        'payment webhook refused by its gateway’s checks',
      );
    else
      request.log.info(
        { gateway: gateway.name, event: event.id, type: event.type, outcome },
        'payment webhook',
      );
    count(
      outcome === 'duplicate'
        ? 'duplicate'
        : event.ignored || outcome.startsWith('ignored')
          ? 'ignored'
          : 'applied',
    );
    app.tasks.wake();
    return { received: true as const };
  }
}
