import type { IncomingHttpHeaders } from 'node:http';
// Named, not default: Node's ESM sees the SDK's CommonJS `exports` object as the default import (the built
// server threw "is not a constructor" on every call; commonjs-imports.test.ts keeps the trap closed).
import {
  Invoice,
  InvalidWebhookSignatureError,
  MercadoPagoConfig,
  MercadoPagoError,
  Payment,
  PreApproval,
  Preference,
  WebhookSignatureValidator,
} from 'mercadopago';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import type { Clock } from '#server/clock';
import {
  gatewayCall,
  WebhookSignatureError,
  type GatewayEvent,
  type PaymentGateway,
} from '#server/modules/payments/gateways/plan-gateway';
import {
  authorizedPaymentEvent,
  monthlyPriceId,
  oneOffPaymentEvent,
  preapprovalEvent,
  toPesos,
  type AuthorizedPayment,
  type OneOffPayment,
  type Preapproval,
} from './events';

export interface MercadoPagoSettings {
  accessToken: string;
  webhookSecret: string;
  /** Where the provider comes back from Mercado Pago's page (APP_URL + '/proveedor/suscripcion'). */
  backUrl: string;
  /**
   * Local testing only (MERCADOPAGO_API_URL, refused in production): a server that speaks Mercado Pago's API.
   * The SDK has no base-URL or fetch option, so its own base URL is pointed there, for the whole process.
   */
  apiUrl?: string;
  /**
   * Services: a `payment` notification of a connected seller's payment (its `user_id` names the seller), read
   * with the seller's token (services.ts); null when it is not one, and the plan's reading goes on.
   */
  sellerNotification?: (notification: {
    type: string;
    dataId: string;
    userId: string | null;
  }) => Promise<GatewayEvent | null>;
}

/** As Stripe's library does: a signed timestamp more than five minutes off the server's clock is refused. */
export const MP_WEBHOOK_TOLERANCE_SECONDS = 300;

const DAY = 86_400_000;

/** The notifications the product reads (Webhooks, with topic in `type`); others are answered and ignored. */
export const MP_TOPICS = ['subscription_preapproval', 'subscription_authorized_payment', 'payment'] as const;

/**
 * Mercado Pago: a plan is a subscription without an associated plan (a preapproval), created 'pending' and
 * authorized by the provider on Mercado Pago's own page (`init_point`), which charges its first month there and
 * every month after. Notifications carry only an id: the resource is fetched to learn what happened.
 */
export function mercadoPagoGateway(settings: MercadoPagoSettings, clock: Clock): PaymentGateway {
  if (settings.apiUrl) (AppConfig as { BASE_URL: string }).BASE_URL = new URL(settings.apiUrl).origin;
  // A fresh configuration per call: the SDK's clients merge each call's `requestOptions` into the configuration
  // they share, so one idempotency key would otherwise be sent again with every later call.
  const sdk = (idempotencyKey?: string) => {
    const config = new MercadoPagoConfig({
      accessToken: settings.accessToken,
      options: { timeout: 15_000, maxRetries: 2, ...(idempotencyKey && { idempotencyKey }) },
    });
    return {
      preapprovals: new PreApproval(config),
      charges: new Invoice(config),
      payments: new Payment(config),
      preferences: new Preference(config),
    };
  };

  const notFound = (error: unknown) => error instanceof MercadoPagoError && error.status === 404;

  /** The rest of the paid period as a share of it (an upgrade pays the difference for that share only). */
  const restOfPeriod = (nextPayment: string | undefined) => {
    const end = new Date(nextPayment ?? Number.NaN);
    if (Number.isNaN(end.getTime())) return 0;
    const start = new Date(end);
    start.setUTCMonth(start.getUTCMonth() - 1);
    const share = (end.getTime() - clock.now().getTime()) / (end.getTime() - start.getTime());
    return Math.min(1, Math.max(0, share));
  };

  /**
   * From the next charge on, the subscription charges `plan`'s price. No idempotency key: setting a price twice
   * does no harm, while a change's key comes back when the provider changes their mind (Básico, Premium, Básico
   * again) and Mercado Pago would replay the first answer, leaving Premium's price in place (plan-gateway.ts).
   */
  const setPrice = async (externalId: string, plan: { name: string; amount: number }) => {
    await sdk().preapprovals.update({
      id: externalId,
      body: {
        reason: `LimpiaHogar: Plan ${plan.name}`,
        auto_recurring: { transaction_amount: toPesos(plan.amount), currency_id: 'MXN' },
      },
    });
  };

  /**
   * Fetches what a notification names. Any failure, a 404 included (a notification can arrive before the
   * resource is readable), answers 502 so that Mercado Pago delivers it again later.
   */
  const fetchResource = (type: string, id: string) =>
    gatewayCall(async () => {
      if (type === 'subscription_preapproval') {
        const preapproval = (await sdk().preapprovals.get({ id })) as Preapproval;
        return { resource: preapproval, change: preapprovalEvent(preapproval), version: preapproval };
      }
      if (type === 'subscription_authorized_payment') {
        const charge = (await sdk().charges.get({ id })) as AuthorizedPayment;
        const version = {
          status: `${charge.status}-${charge.payment?.status}`,
          last_modified: charge.last_modified,
        };
        return { resource: charge, change: authorizedPaymentEvent(charge), version };
      }
      const payment = (await sdk().payments.get({ id })) as OneOffPayment;
      const version = { status: payment.status, last_modified: payment.date_last_updated };
      return { resource: payment, change: oneOffPaymentEvent(payment), version };
    });

  return {
    name: 'mercadopago',
    // Mercado Pago's page takes the payment: no key or script reaches the browser.
    publishableKey: '',
    scriptUrl: '',

    startPlan: ({ subscriptionId, customer, plan }) =>
      gatewayCall(async () => {
        // A second click, a retry after a timeout: the same subscription comes back, never a second one.
        const created = await sdk(`plan-${subscriptionId}`).preapprovals.create({
          body: {
            reason: `LimpiaHogar: Plan ${plan.name}`,
            external_reference: subscriptionId,
            payer_email: customer.email,
            back_url: settings.backUrl,
            status: 'pending',
            auto_recurring: {
              frequency: 1,
              frequency_type: 'months',
              transaction_amount: toPesos(plan.amount),
              currency_id: 'MXN',
            },
          },
        });
        if (!created.id || !created.init_point)
          throw new Error('Mercado Pago did not return the subscription');
        return {
          // Mercado Pago knows the payer by e-mail until they authorize the subscription.
          customerId: customer.email,
          externalId: created.id,
          chargeId: null,
          clientSecret: '',
          priceId: monthlyPriceId(plan.amount),
          redirectUrl: created.init_point,
        };
      }),

    startOneMonth: () =>
      Promise.reject(new Error('A month in cash at OXXO is paid through Stripe only (docs/payments.md)')),

    changePlan: (externalId, plan, { prorate, key }) =>
      gatewayCall(async () => {
        const current = (await sdk().preapprovals.get({ id: externalId })) as Preapproval;
        const from = Math.round((current.auto_recurring?.transaction_amount ?? 0) * 100);
        const priceId = monthlyPriceId(plan.amount);
        // A downgrade, or the plan in force kept: the next charge is at this plan's price (Mercado Pago has no
        // proration). An upgrade leaves the price alone until its difference is paid (renewAt): raised now, a
        // provider who never paid would keep the old plan and be charged the new one's price next month.
        if (!prorate) {
          await setPrice(externalId, plan);
          return { priceId };
        }
        const difference = Math.round((plan.amount - from) * restOfPeriod(current.next_payment_date));
        if (difference <= 0) return { priceId };
        // An upgrade now: the difference for the rest of the period, paid once on Mercado Pago's page.
        const preference = await sdk(`change-preference-${key}`).preferences.create({
          body: {
            items: [
              {
                id: `plan-${plan.id}`,
                title: `LimpiaHogar: cambio al plan ${plan.name} (resto del mes)`,
                quantity: 1,
                unit_price: toPesos(difference),
                currency_id: 'MXN',
              },
            ],
            external_reference: current.external_reference,
            metadata: { kind: 'plan-change', preapproval_id: externalId, price_id: priceId },
            payer: current.payer_email ? { email: current.payer_email } : undefined,
            back_urls: { success: settings.backUrl, pending: settings.backUrl, failure: settings.backUrl },
            auto_return: 'approved',
            // A card or the payer's balance: an upgrade applies at once, so no cash paid days later.
            payment_methods: { excluded_payment_types: [{ id: 'ticket' }, { id: 'atm' }] },
            expiration_date_to: new Date(clock.now().getTime() + DAY).toISOString(),
            expires: true,
          },
        });
        if (!preference.init_point) throw new Error('Mercado Pago did not return the payment page');
        return { priceId, redirectUrl: preference.init_point };
      }),

    renewAt: (externalId, plan) => gatewayCall(() => setPrice(externalId, plan)),

    setCancelAtPeriodEnd: (externalId, cancel) =>
      gatewayCall(async () => {
        await sdk().preapprovals.update({
          id: externalId,
          body: { status: cancel ? 'paused' : 'authorized' },
        });
      }),

    endPlan: (externalId) =>
      gatewayCall(async () => {
        try {
          await sdk().preapprovals.update({ id: externalId, body: { status: 'cancelled' } });
        } catch (error) {
          // Gone at Mercado Pago: nothing is left to stop.
          if (!notFound(error)) throw error;
        }
      }),

    async parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, url: string): Promise<GatewayEvent> {
      const query = new URL(url, 'http://localhost').searchParams;
      // The signed id is the query string's; the body is not signed.
      const dataId = query.get('data.id');
      try {
        WebhookSignatureValidator.validate({
          xSignature: headers['x-signature'],
          xRequestId: headers['x-request-id'],
          dataId,
          secret: settings.webhookSecret,
          toleranceSeconds: MP_WEBHOOK_TOLERANCE_SECONDS,
          now: () => clock.now().getTime(),
        });
      } catch (error) {
        if (error instanceof InvalidWebhookSignatureError) throw new WebhookSignatureError(error.reason);
        throw error;
      }
      if (!dataId) throw new WebhookSignatureError('missing data.id in the query string');
      let body: { id?: string | number; type?: string; action?: string; user_id?: string | number } = {};
      try {
        body = JSON.parse(rawBody.toString('utf8') || '{}') as typeof body;
      } catch {
        // A body that is not JSON names nothing more than the signed query string does.
      }
      const type = query.get('type') ?? body.type ?? 'unknown';
      const notification = { id: body.id ?? null, type, action: body.action ?? null, dataId };
      if (!(MP_TOPICS as readonly string[]).includes(type))
        return { id: `${type}:${dataId}:${body.id ?? ''}`, type, change: null, payload: { notification } };
      const userId = body.user_id == null ? null : String(body.user_id);
      const seller = await settings.sellerNotification?.({ type, dataId, userId });
      if (seller) return { ...seller, payload: { notification, ...(seller.payload as object) } };
      const fetched = await fetchResource(type, dataId);
      // One row per state of the resource, not per notification: see docs/payments.md.
      const { status, last_modified: modified } = fetched.version;
      return {
        id: `${type}:${dataId}:${status ?? ''}:${modified ?? ''}`,
        type,
        change: fetched.change,
        payload: { notification, resource: fetched.resource },
      };
    },
  };
}
