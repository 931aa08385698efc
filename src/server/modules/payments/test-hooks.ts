import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowsOf, type Database } from '../../db/client';
import { NotFoundError } from '../../domain/errors';
import { invoiceObject, signStripeEvent } from './stripe-events';
import { stripeJsStandIn } from './stripe-js-stand-in';

export const STRIPE_JS_STAND_IN_PATH = '/api/test/stripe.js';
const PAY_PATH = '/api/test/stripe/pay';

/** Our Stripe stand-ins write the invoice id into the client secret: `pi_<invoice id>_secret_…`. */
const invoiceOf = (clientSecret: string) => /^pi_(in_\w+?)_secret_/.exec(clientSecret)?.[1] ?? null;

const oneMonthAfter = (date: Date) => {
  const end = new Date(date);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
};

/**
 * Browser journeys pay plans without Stripe. With E2E_TEST_HOOKS (never in production: env.ts refuses it) and
 * Stripe configured (pointed at a stand-in API by STRIPE_API_URL), the page loads a stand-in for Stripe.js
 * from here, and a payment it sends is played the way Stripe would: a signed invoice.paid event delivered to
 * the app's own webhook route, so the real signature check, event store and activation run.
 */
export default async function stripeTestHooks(
  app: FastifyInstance,
  { db, webhookSecret }: { db: Database; webhookSecret: string },
) {
  const script = stripeJsStandIn(PAY_PATH);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(STRIPE_JS_STAND_IN_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(script),
  );

  routes.post(
    PAY_PATH,
    {
      schema: {
        hide: true,
        body: z.object({ clientSecret: z.string().max(200) }),
        response: { 200: z.object({ paid: z.literal(true) }) },
      },
    },
    async (request) => {
      const invoiceId = invoiceOf(request.body.clientSecret);
      const [waiting] = invoiceId
        ? rowsOf<{ subscription_id: string; external_id: string; amount: number }>(
            await db.execute(sql`select s.id as subscription_id, s.external_id, s.amount
              from payments p join subscriptions s on s.id = p.subscription_id
              where p.gateway = 'stripe' and p.gateway_reference = ${invoiceId}
                and p.status in ('pending', 'failed') and s.external_id is not null`),
          )
        : [];
      if (!waiting) throw new NotFoundError('NOT_FOUND', 'no payment waits for that client secret');
      const now = app.clock.now();
      const event = signStripeEvent({
        type: 'invoice.paid',
        object: invoiceObject({
          invoiceId: invoiceId!,
          externalId: waiting.external_id,
          subscriptionId: waiting.subscription_id,
          amount: waiting.amount,
          billingReason: 'subscription_create',
          periodEnd: oneMonthAfter(now),
        }),
        secret: webhookSecret,
        at: now,
      });
      const delivered = await app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        payload: event.payload,
      });
      if (delivered.statusCode !== 200)
        throw new Error(`the webhook refused the stand-in's invoice.paid: ${delivered.body}`);
      return { paid: true as const };
    },
  );
}
