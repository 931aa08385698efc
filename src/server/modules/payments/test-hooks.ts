import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowsOf, type Database } from '../../db/client';
import { NotFoundError } from '../../domain/errors';
import { invoiceObject, oxxoIntentObject, signStripeEvent } from './stripe-events';
import { stripeJsStandIn } from './stripe-js-stand-in';

export const STRIPE_JS_STAND_IN_PATH = '/api/test/stripe.js';
const PAY_PATH = '/api/test/stripe/pay';
export const OXXO_PAID_PATH = '/api/test/stripe/oxxo-paid';

/** Our Stripe stand-ins write the invoice id into the client secret: `pi_<invoice id>_secret_…`. */
const invoiceOf = (clientSecret: string) => /^pi_(in_\w+?)_secret_/.exec(clientSecret)?.[1] ?? null;
/** A one-off PaymentIntent's client secret is its id and a secret: `pi_<hex>_secret_…`. */
const intentOf = (clientSecret: string) => /^(pi_[0-9a-f]+)_secret_/.exec(clientSecret)?.[1] ?? null;
const DAY = 86_400_000;

const oneMonthAfter = (date: Date) => {
  const end = new Date(date);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
};

/**
 * Browser journeys pay plans without Stripe. With E2E_TEST_HOOKS (never in production: env.ts refuses it) and
 * Stripe configured (pointed at a stand-in API by STRIPE_API_URL), the page loads a stand-in for Stripe.js
 * from here, and a payment it sends is played the way Stripe would: a signed invoice.paid event delivered to
 * the app's own webhook route, so the real signature check, event store and activation run. An OXXO payment
 * confirmed in the stand-in gets its voucher (payment_intent.requires_action), and OXXO_PAID_PATH plays the
 * store's cash arriving (payment_intent.succeeded).
 */
export default async function stripeTestHooks(
  app: FastifyInstance,
  { db, webhookSecret }: { db: Database; webhookSecret: string },
) {
  const script = stripeJsStandIn(PAY_PATH);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const send = async (event: { payload: string; signature: string }) => {
    const delivered = await app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    });
    if (delivered.statusCode !== 200)
      throw new Error(`the webhook refused the stand-in's event: ${delivered.body}`);
  };

  /** Our OXXO payment still waiting for `intentId`, as the intent Stripe would describe. */
  const waitingIntent = async (intentId: string) => {
    const [waiting] = rowsOf<{ subscription_id: string; amount: number }>(
      await db.execute(sql`select s.id as subscription_id, p.amount
        from payments p join subscriptions s on s.id = p.subscription_id
        where p.gateway = 'stripe' and p.gateway_reference = ${intentId} and p.status = 'pending'
          and s.pay_method = 'oxxo'`),
    );
    if (!waiting) throw new NotFoundError('NOT_FOUND', 'no OXXO payment waits for that client secret');
    return { intentId, subscriptionId: waiting.subscription_id, amount: waiting.amount };
  };

  const deliver = (type: string, intent: Parameters<typeof oxxoIntentObject>[0]) =>
    send(
      signStripeEvent({ type, object: oxxoIntentObject(intent), secret: webhookSecret, at: app.clock.now() }),
    );

  routes.get(STRIPE_JS_STAND_IN_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(script),
  );

  routes.post(
    PAY_PATH,
    {
      schema: {
        hide: true,
        body: z.object({ clientSecret: z.string().max(200) }),
        response: { 200: z.object({ paid: z.boolean() }) },
      },
    },
    async (request) => {
      const intentId = intentOf(request.body.clientSecret);
      if (intentId) {
        const waiting = await waitingIntent(intentId);
        const now = app.clock.now();
        await deliver('payment_intent.requires_action', {
          ...waiting,
          status: 'requires_action',
          voucher: {
            number: `9300${intentId.replace(/\D/g, '').padEnd(10, '7').slice(0, 10)}`,
            expiresAt: new Date(now.getTime() + 3 * DAY),
            url: `https://payments.stripe.com/oxxo/voucher/${intentId}`,
          },
        });
        return { paid: false };
      }
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
      await send(event);
      return { paid: true };
    },
  );

  routes.post(
    OXXO_PAID_PATH,
    {
      schema: {
        hide: true,
        body: z.object({ clientSecret: z.string().max(200) }),
        response: { 200: z.object({ paid: z.literal(true) }) },
      },
    },
    async (request) => {
      const intentId = intentOf(request.body.clientSecret);
      if (!intentId) throw new NotFoundError('NOT_FOUND', 'no OXXO payment waits for that client secret');
      await deliver('payment_intent.succeeded', { ...(await waitingIntent(intentId)), status: 'succeeded' });
      return { paid: true as const };
    },
  );
}
