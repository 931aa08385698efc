import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findPlan } from '#shared/catalog';
import { PLAN_IDS } from '#shared/domain/plans';
import { rowsOf, type Database } from '#server/db/client';
import { NotFoundError } from '#server/domain/errors';
import {
  invoiceObject,
  oxxoIntentObject,
  signStripeEvent,
} from '#server/modules/payments/gateways/stripe/events';
import { DECLINED_MESSAGE, stripeJsStandIn } from './stripe-js-stand-in';

export const STRIPE_JS_STAND_IN_PATH = '/api/test/stripe.js';
const PAY_PATH = '/api/test/stripe/pay';
const KIND_PATH = '/api/test/stripe/kind';
export const OXXO_PAID_PATH = '/api/test/stripe/oxxo-paid';
/** A service's SPEI transfer (or OXXO cash) arriving: Stripe's payment_intent.succeeded, played. */
export const SERVICE_PAID_PATH = '/api/test/stripe/service-paid';
/** Stripe charging an upgrade's difference with the saved card: invoice.paid (subscription_update), played. */
export const PLAN_CHANGE_PAID_PATH = '/api/test/stripe/plan-change-paid';

/** Our Stripe stand-ins write the invoice id into the client secret: `pi_<invoice id>_secret_…`. */
const invoiceOf = (clientSecret: string) => /^pi_(in_\w+?)_secret_/.exec(clientSecret)?.[1] ?? null;
/** A one-off PaymentIntent's client secret is its id and a secret: `pi_<hex>_secret_…`. */
const intentOf = (clientSecret: string) => /^(pi_[0-9a-f]+)_secret_/.exec(clientSecret)?.[1] ?? null;
/** A SetupIntent's (a service's card kept for later): `seti_<hex>_secret_…`. */
const setupOf = (clientSecret: string) => /^(seti_[0-9a-f]+)_secret_/.exec(clientSecret)?.[1] ?? null;
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
 * store's cash arriving (payment_intent.succeeded); PLAN_CHANGE_PAID_PATH plays Stripe charging an upgrade's
 * difference to the saved card (invoice.paid, subscription_update, at the new plan's price). A service's card
 * (a manual-capture intent or a SetupIntent, our metadata naming the service) confirmed in the stand-in is held
 * or saved as Stripe would say it (payment_intent.amount_capturable_updated, setup_intent.succeeded), or
 * refused (…payment_failed, setup_failed).
 */
export default async function stripeTestHooks(
  app: FastifyInstance,
  { db, webhookSecret }: { db: Database; webhookSecret: string },
) {
  const script = stripeJsStandIn(PAY_PATH, KIND_PATH);
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

  /** The card payment of a service waiting for this intent or setup, as Stripe's object about it would carry it. */
  const waitingServiceCard = async (column: 'gateway_reference' | 'setup_reference', reference: string) => {
    const [waiting] = rowsOf<{ id: string; job_id: string; amount: number }>(
      await db.execute(sql`select id, job_id, amount from payments
        where kind = 'service' and gateway = 'stripe' and status = 'pending'
          and ${column === 'setup_reference' ? sql`setup_reference` : sql`gateway_reference`} = ${reference}`),
    );
    return waiting ?? null;
  };

  const payServiceCard = async (clientSecret: string, declined: boolean) => {
    const setupId = setupOf(clientSecret);
    const intentId = setupId ? null : intentOf(clientSecret);
    const reference = setupId ?? intentId;
    if (!reference) return null;
    const waiting = await waitingServiceCard(setupId ? 'setup_reference' : 'gateway_reference', reference);
    if (!waiting) return null;
    const metadata = { jobId: waiting.job_id, paymentId: waiting.id };
    const refusal = { type: 'card_error', code: 'card_declined', message: DECLINED_MESSAGE };
    const object = setupId
      ? {
          id: setupId,
          object: 'setup_intent',
          status: declined ? 'requires_payment_method' : 'succeeded',
          usage: 'off_session',
          payment_method: declined ? null : `pm_${randomBytes(6).toString('hex')}`,
          last_setup_error: declined ? refusal : null,
          metadata,
        }
      : {
          id: intentId,
          object: 'payment_intent',
          amount: waiting.amount,
          amount_capturable: declined ? 0 : waiting.amount,
          amount_received: 0,
          currency: 'mxn',
          capture_method: 'manual',
          status: declined ? 'requires_payment_method' : 'requires_capture',
          last_payment_error: declined ? refusal : null,
          metadata,
        };
    const type = setupId
      ? declined
        ? 'setup_intent.setup_failed'
        : 'setup_intent.succeeded'
      : declined
        ? 'payment_intent.payment_failed'
        : 'payment_intent.amount_capturable_updated';
    await send(signStripeEvent({ type, object, secret: webhookSecret, at: app.clock.now() }));
    return { paid: !declined };
  };

  // Stripe's form reads which methods an intent takes: an OXXO voucher, or a card (a service's).
  routes.post(
    KIND_PATH,
    {
      schema: {
        hide: true,
        body: z.object({ clientSecret: z.string().max(200) }),
        response: { 200: z.object({ kind: z.enum(['card', 'oxxo']) }) },
      },
    },
    async (request) => {
      const { clientSecret } = request.body;
      const intentId = intentOf(clientSecret);
      const service =
        setupOf(clientSecret) !== null ||
        (intentId !== null && (await waitingServiceCard('gateway_reference', intentId)) !== null);
      return { kind: service ? ('card' as const) : ('oxxo' as const) };
    },
  );

  routes.get(STRIPE_JS_STAND_IN_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(script),
  );

  routes.post(
    PAY_PATH,
    {
      schema: {
        hide: true,
        body: z.object({
          clientSecret: z.string().max(200),
          outcome: z.enum(['ok', 'declined']).default('ok'),
        }),
        response: { 200: z.object({ paid: z.boolean() }) },
      },
    },
    async (request) => {
      const service = await payServiceCard(request.body.clientSecret, request.body.outcome === 'declined');
      if (service) return service;
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

  routes.post(
    PLAN_CHANGE_PAID_PATH,
    {
      schema: {
        hide: true,
        body: z.object({ subscriptionId: z.uuid(), planType: z.enum(PLAN_IDS) }),
        response: { 200: z.object({ paid: z.literal(true) }) },
      },
    },
    async (request) => {
      const { subscriptionId, planType } = request.body;
      // The plan in force and the price its upgrade was changed to (recorded when the change was asked).
      const [change] = rowsOf<{
        external_id: string;
        amount: number;
        end_date: string | Date;
        price: string;
      }>(
        await db.execute(sql`select s.external_id, s.amount, s.end_date, g.external_id as price
          from subscriptions s join gateway_prices g on g.gateway = 'stripe' and g.plan_type = ${planType}
          where s.id = ${subscriptionId} and s.status = 'active' and s.billing = 'stripe'
            and s.external_id is not null and g.amount > s.amount
          order by g.created_at desc limit 1`),
      );
      if (!change) throw new NotFoundError('NOT_FOUND', 'no Stripe plan of that subscription to upgrade');
      const at = app.clock.now();
      const object = invoiceObject({
        invoiceId: `in_${randomBytes(8).toString('hex')}`,
        externalId: change.external_id,
        subscriptionId,
        // The rest of the month at the new price, less the unused time of the old one: about half the difference.
        amount: Math.round((findPlan(planType)!.monthlyPrice - change.amount) / 2),
        billingReason: 'subscription_update',
        periodEnd: new Date(change.end_date),
        priceId: change.price,
      });
      await send(signStripeEvent({ type: 'invoice.paid', object, secret: webhookSecret, at }));
      return { paid: true as const };
    },
  );

  routes.post(
    SERVICE_PAID_PATH,
    {
      schema: {
        hide: true,
        body: z.object({ serviceId: z.uuid() }),
        response: { 200: z.object({ paid: z.literal(true) }) },
      },
    },
    async (request) => {
      const [payment] = rowsOf<{ id: string; amount: number; gateway_reference: string; method: string }>(
        await db.execute(sql`select id, amount, gateway_reference, method from payments
          where job_id = ${request.body.serviceId} and kind = 'service' and status = 'pending'
            and method in ('spei', 'oxxo') and gateway_reference is not null`),
      );
      if (!payment) throw new NotFoundError('NOT_FOUND', 'no SPEI or OXXO payment waits for that service');
      const object = {
        id: payment.gateway_reference,
        object: 'payment_intent',
        amount: payment.amount,
        amount_received: payment.amount,
        currency: 'mxn',
        status: 'succeeded',
        payment_method_types: [payment.method === 'spei' ? 'customer_balance' : 'oxxo'],
        metadata: { paymentId: payment.id, jobId: request.body.serviceId },
        next_action: null,
      };
      const at = app.clock.now();
      await send(signStripeEvent({ type: 'payment_intent.succeeded', object, secret: webhookSecret, at }));
      return { paid: true as const };
    },
  );
}
