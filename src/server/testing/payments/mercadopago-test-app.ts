import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '#server/clock';
import { mercadoPagoGateway } from '#server/modules/payments/gateways/mercadopago/plans';
import type { MercadoPagoSellers } from '#server/modules/payments/gateways/mercadopago/sellers';
import {
  mercadoPagoServiceGateway,
  type MercadoPagoServiceGateway,
} from '#server/modules/payments/gateways/mercadopago/services';

// What an app under test is given to reach Mercado Pago's stand-in (fake-mercadopago.ts): the keys, the real
// adapters pointed at it, and notifications signed as Mercado Pago signs them.

const numericId = () => String(Number.parseInt(randomBytes(5).toString('hex'), 16));

export const MP_WEBHOOK_SECRET = 'mp-webhook-secret-limpiahogar';

/** The keys an app with Mercado Pago configured is given in tests (nothing here reaches Mercado Pago). */
export const MERCADOPAGO_TEST_ENV = {
  MERCADOPAGO_ACCESS_TOKEN: 'TEST-0000000000000000-000000-limpiahogar',
  MERCADOPAGO_WEBHOOK_SECRET: MP_WEBHOOK_SECRET,
} as const;

/** What services through sellers' accounts add (the marketplace application's OAuth credentials, its key). */
export const MERCADOPAGO_MARKETPLACE_ENV = {
  MERCADOPAGO_CLIENT_ID: '1234567890123456',
  MERCADOPAGO_CLIENT_SECRET: 'mp-client-secret-limpiahogar',
  MERCADOPAGO_PUBLIC_KEY: 'TEST-public-key-limpiahogar',
} as const;

/**
 * A notification as Mercado Pago delivers it (Webhooks): `data.id` and `type` in the query string, the body
 * naming the same, and `x-signature: ts=…,v1=…` over `id:…;request-id:…;ts:…;` with the application's secret.
 */
export function mpNotification({
  type,
  dataId,
  at = new Date(),
  secret = MP_WEBHOOK_SECRET,
  action = `${type}.updated`,
  userId = 44444,
}: {
  type: string;
  dataId: string;
  at?: Date;
  secret?: string;
  action?: string;
  /** The account the notification is about: a connected seller's user id for their payments. */
  userId?: number | string;
}) {
  const ts = Math.floor(at.getTime() / 1000);
  const requestId = randomUUID();
  const v1 = createHmac('sha256', secret)
    .update(`id:${dataId};request-id:${requestId};ts:${ts};`)
    .digest('hex');
  const notificationId = numericId();
  const payload = JSON.stringify({
    id: Number(notificationId),
    live_mode: false,
    type,
    date_created: at.toISOString(),
    user_id: Number(userId),
    api_version: 'v1',
    action,
    data: { id: dataId },
  });
  return {
    url: `?data.id=${encodeURIComponent(dataId)}&type=${encodeURIComponent(type)}`,
    headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
    payload,
  };
}

/** A notification (mpNotification) posted to `app`'s webhook, as Mercado Pago delivers it; the answer as is. */
export const postMercadoPagoNotification = (
  app: FastifyInstance,
  notification: ReturnType<typeof mpNotification>,
) =>
  app.inject({
    method: 'POST',
    url: `/api/payments/webhooks/mercadopago${notification.url}`,
    headers: { 'content-type': 'application/json', ...notification.headers },
    payload: notification.payload,
  });

/** The real Mercado Pago adapter, pointed at this stand-in, on the test's clock. */
export const mercadoPagoTestGateway = (
  fake: { url: string },
  clock: Clock,
  services: MercadoPagoServiceGateway | null = null,
) =>
  mercadoPagoGateway(
    {
      accessToken: MERCADOPAGO_TEST_ENV.MERCADOPAGO_ACCESS_TOKEN,
      webhookSecret: MP_WEBHOOK_SECRET,
      backUrl: 'http://localhost:3000/proveedor/suscripcion',
      apiUrl: fake.url,
      sellerNotification: services?.readNotification,
    },
    clock,
  );

/** The real adapter for services through sellers' accounts, pointed at this stand-in. */
export const mercadoPagoServiceTestGateway = (fake: { url: string }, sellers: MercadoPagoSellers) =>
  mercadoPagoServiceGateway(
    {
      accessToken: MERCADOPAGO_TEST_ENV.MERCADOPAGO_ACCESS_TOKEN,
      clientId: MERCADOPAGO_MARKETPLACE_ENV.MERCADOPAGO_CLIENT_ID,
      clientSecret: MERCADOPAGO_MARKETPLACE_ENV.MERCADOPAGO_CLIENT_SECRET,
      publicKey: MERCADOPAGO_MARKETPLACE_ENV.MERCADOPAGO_PUBLIC_KEY,
      apiUrl: fake.url,
    },
    sellers,
  );
