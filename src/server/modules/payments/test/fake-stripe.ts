import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock } from '../../../clock';
import { stripeGateway } from '../stripe';
import { invoiceObject, oxxoIntentObject, signStripeEvent } from '../stripe-events';

/**
 * A local HTTP server that speaks the part of Stripe's API the product uses, in Stripe's wire format: form-
 * encoded bodies with bracketed keys, `Idempotency-Key` replays, Stripe's error envelope. stripe-node talks to
 * it through its documented `host`/`port`/`protocol` settings, so the adapter under test is the real one.
 */

type Json = Record<string, unknown>;

export interface RecordedCall {
  method: string;
  path: string;
  body: Json;
  idempotencyKey: string | undefined;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** `items[0][price]=x&expand[0]=y` → { items: [{ price: 'x' }], expand: ['y'] }. */
export function parseForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/[[\]]+/).filter(Boolean);
    let node: Json | unknown[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[index + 1]!);
      const slot = node as Record<string, unknown>;
      if (last) slot[part] = value;
      else node = (slot[part] ??= nextIsIndex ? [] : {}) as Json;
    });
  }
  return root;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });

export interface FakeStripe {
  settings: { host: string; port: number; protocol: 'http' };
  calls: RecordedCall[];
  subscriptions: Map<string, Json>;
  paymentIntents: Map<string, Json>;
  /** The next calls answer 500 (Stripe down); stripe-node retries, so count its retries too. */
  failNext(times: number): void;
  close(): Promise<void>;
}

/** On `port` (default: any free one) of 127.0.0.1. */
export async function startFakeStripe({ port: wanted = 0 } = {}): Promise<FakeStripe> {
  const calls: RecordedCall[] = [];
  const prices = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const paymentIntents = new Map<string, Json>();
  const replays = new Map<string, { status: number; body: Json }>();
  let failures = 0;

  const handle = (method: string, path: string, body: Json, query: URLSearchParams): [number, Json] => {
    // Not Stripe's: what a runner polls to know the stand-in is up.
    if (method === 'GET' && path === '/health') return [200, { ok: true }];
    if (method === 'GET' && path === '/v1/prices') {
      const keys = [...query.entries()].filter(([key]) => key.startsWith('lookup_keys')).map(([, v]) => v);
      const data = [...prices.values()].filter((price) => keys.includes(String(price['lookup_key'])));
      return [200, { object: 'list', data, has_more: false, url: '/v1/prices' }];
    }
    if (method === 'POST' && path === '/v1/prices') {
      const price = {
        id: id('price'),
        object: 'price',
        active: true,
        currency: body['currency'],
        unit_amount: Number(body['unit_amount']),
        lookup_key: body['lookup_key'],
        recurring: body['recurring'],
      };
      prices.set(price.id, price);
      return [200, price];
    }
    if (method === 'POST' && path === '/v1/customers')
      return [
        200,
        { id: id('cus'), object: 'customer', email: body['email'], metadata: body['metadata'] ?? {} },
      ];
    if (method === 'POST' && path === '/v1/subscriptions') {
      const items = body['items'] as { price: string }[];
      const price = prices.get(items[0]!.price);
      if (!price) return [400, { error: { type: 'invalid_request_error', message: 'No such price' } }];
      const subscriptionId = id('sub');
      const invoiceId = id('in');
      const subscription = {
        id: subscriptionId,
        object: 'subscription',
        status: 'incomplete',
        customer: body['customer'],
        cancel_at_period_end: false,
        metadata: body['metadata'] ?? {},
        items: { object: 'list', data: [{ id: id('si'), price }] },
        latest_invoice: {
          id: invoiceId,
          object: 'invoice',
          amount_due: price['unit_amount'],
          currency: 'mxn',
          confirmation_secret: { client_secret: `pi_${invoiceId}_secret_x`, type: 'payment_intent' },
        },
      };
      subscriptions.set(subscriptionId, subscription);
      return [200, subscription];
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const intentId = id('pi');
      const intent = {
        id: intentId,
        object: 'payment_intent',
        amount: Number(body['amount']),
        amount_received: 0,
        currency: body['currency'],
        customer: body['customer'],
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(6).toString('hex')}`,
        payment_method_types: body['allowed_payment_method_types'] ?? ['card'],
        payment_method_options: body['payment_method_options'] ?? {},
        metadata: body['metadata'] ?? {},
        next_action: null,
      };
      paymentIntents.set(intentId, intent);
      return [200, intent];
    }
    const cancelled = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancelled) {
      const intent = paymentIntents.get(cancelled[1]!);
      if (!intent)
        return [
          404,
          {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: 'No such payment_intent',
            },
          },
        ];
      if (intent['status'] === 'succeeded' || intent['status'] === 'canceled')
        return [
          400,
          {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `This PaymentIntent's status is ${String(intent['status'])}`,
            },
          },
        ];
      intent['status'] = 'canceled';
      return [200, intent];
    }
    const one = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (one) {
      const subscription = subscriptions.get(one[1]!);
      if (!subscription)
        return [
          404,
          {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such subscription`,
            },
          },
        ];
      if (method === 'POST' && 'cancel_at_period_end' in body)
        subscription['cancel_at_period_end'] = body['cancel_at_period_end'] === 'true';
      if (method === 'DELETE') subscription['status'] = 'canceled';
      return [200, subscription];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url!, 'http://localhost');
    const body = parseForm(await readBody(request));
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    calls.push({ method: request.method!, path: url.pathname, body, idempotencyKey });
    const send = (status: number, payload: Json) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(payload));
    };
    if (failures > 0) {
      failures -= 1;
      return send(500, { error: { type: 'api_error', message: 'Stripe no disponible' } });
    }
    const replayKey = idempotencyKey && `${request.method} ${url.pathname} ${idempotencyKey}`;
    const replay = replayKey ? replays.get(replayKey) : undefined;
    if (replay) return send(replay.status, replay.body);
    const [status, payload] = handle(request.method!, url.pathname, body, url.searchParams);
    if (replayKey) replays.set(replayKey, { status, body: payload });
    send(status, payload);
  });
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    settings: { host: '127.0.0.1', port, protocol: 'http' },
    calls,
    subscriptions,
    paymentIntents,
    failNext: (times) => {
      failures = times;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export const WEBHOOK_SECRET = 'whsec_test_limpiahogar';

export { invoiceObject, oxxoIntentObject };

/** A Stripe event as Stripe delivers it, signed with WEBHOOK_SECRET at `at` (default: now). */
export const signedEvent = (type: string, object: Json, at = new Date(), eventId?: string) =>
  signStripeEvent({ type, object, secret: WEBHOOK_SECRET, at, eventId });

/** The keys an app with Stripe configured is given in tests (nothing here reaches Stripe). */
export const STRIPE_TEST_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_limpiahogar',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_limpiahogar',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
} as const;

/** The real Stripe adapter, pointed at this stand-in, on the test's clock. */
export const stripeTestGateway = (fake: FakeStripe, clock: Clock) =>
  stripeGateway(
    {
      secretKey: STRIPE_TEST_ENV.STRIPE_SECRET_KEY,
      publishableKey: STRIPE_TEST_ENV.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: WEBHOOK_SECRET,
      api: fake.settings,
    },
    clock,
  );
