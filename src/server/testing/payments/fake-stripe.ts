import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock } from '#server/clock';
import { stripeGateway } from '#server/modules/payments/gateways/stripe/plans';
import { stripeServiceGateway } from '#server/modules/payments/gateways/stripe/services';
import {
  invoiceObject,
  oxxoIntentObject,
  signStripeEvent,
} from '#server/modules/payments/gateways/stripe/events';
import {
  authorize,
  declined,
  fundBank,
  handleIntents,
  id,
  missing,
  settleIntent,
  type Json,
} from './fake-stripe-intents';
import { readBody } from './support';

/**
 * A local HTTP server that speaks the part of Stripe's API the product uses, in Stripe's wire format: form-
 * encoded bodies with bracketed keys, `Idempotency-Key` replays, Stripe's error envelope. stripe-node talks to
 * it through its documented `host`/`port`/`protocol` settings, so the adapter under test is the real one.
 */

export interface RecordedCall {
  method: string;
  path: string;
  body: Json;
  idempotencyKey: string | undefined;
}

/** An account whose registration Stripe accepted: it takes charges and is paid out. */
const ENABLED = {
  charges_enabled: true,
  payouts_enabled: true,
  details_submitted: true,
  requirements: { disabled_reason: null, currently_due: [] },
};

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

export interface FakeStripe {
  settings: { host: string; port: number; protocol: 'http' };
  calls: RecordedCall[];
  subscriptions: Map<string, Json>;
  paymentIntents: Map<string, Json>;
  setupIntents: Map<string, Json>;
  accounts: Map<string, Json>;
  /** What Stripe.js does when the customer confirms the card: a hold placed (or refused), or the card saved. */
  confirmCard(externalId: string, outcome?: 'ok' | 'declined'): Json;
  /** Stripe finishing a provider's onboarding: the account can take charges and be paid out. */
  enableAccount(accountId: string): Json;
  /** A SPEI transfer of `amount` centavos reaching a waiting intent: funded in part, or paid. */
  fundBankTransfer(intentId: string, amount: number): Json;
  /** The customer paying the OXXO voucher at a store. */
  payVoucher(intentId: string): Json;
  /** An OXXO voucher reaching its expiry unpaid: the intent asks for a payment method again. */
  expireVoucher(intentId: string): Json;
  /** Transfer reversals made (the provider's share of an OXXO refund taken back). */
  reversals: Json[];
  /** The next calls answer 500 (Stripe down); stripe-node retries, so count its retries too. */
  failNext(times: number): void;
  close(): Promise<void>;
}

/** On `port` (default: any free one) of 127.0.0.1. */
export async function startFakeStripe({
  port: wanted = 0,
  now = () => new Date(),
}: {
  port?: number;
  /** The clock of the vouchers' expiry (the test's, so it matches the services' dates). */
  now?: () => Date;
} = {}): Promise<FakeStripe> {
  const reversals: Json[] = [];
  const calls: RecordedCall[] = [];
  const prices = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const paymentIntents = new Map<string, Json>();
  const replays = new Map<string, { status: number; body: Json }>();
  const setupIntents = new Map<string, Json>();
  const accounts = new Map<string, Json>();
  let failures = 0;

  const handle = (method: string, path: string, body: Json, query: URLSearchParams): [number, Json] => {
    // Not Stripe's: what a runner polls to know the stand-in is up.
    if (method === 'GET' && path === '/health') return [200, { ok: true }];
    // Not Stripe's: a journey in another process finishes a provider's registration on Stripe's pages.
    const finished = /^\/test\/accounts\/([^/]+)\/enable$/.exec(path);
    if (method === 'POST' && finished) {
      const account = accounts.get(finished[1]!);
      if (!account) return missing('account');
      return [200, Object.assign(account, { ...ENABLED, requirements: { ...ENABLED.requirements } })];
    }
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
    const intents = handleIntents({ paymentIntents, setupIntents, reversals, now }, method, path, body);
    if (intents) return intents;
    if (method === 'POST' && path === '/v1/accounts') {
      const account: Json = {
        id: id('acct'),
        object: 'account',
        country: body['country'],
        email: body['email'],
        controller: body['controller'],
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        requirements: { disabled_reason: 'requirements.past_due', currently_due: ['individual.id_number'] },
        metadata: body['metadata'] ?? {},
      };
      accounts.set(String(account['id']), account);
      return [200, account];
    }
    const accountOne = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === 'GET' && accountOne) {
      const account = accounts.get(accountOne[1]!);
      return account ? [200, account] : missing('account');
    }
    const loginLink = /^\/v1\/accounts\/([^/]+)\/login_links$/.exec(path);
    if (method === 'POST' && loginLink) {
      if (!accounts.has(loginLink[1]!)) return missing('account');
      return [200, { object: 'login_link', url: `https://connect.stripe.com/express/${loginLink[1]}` }];
    }
    if (method === 'POST' && path === '/v1/account_links') {
      if (!accounts.has(String(body['account']))) return missing('account');
      return [
        200,
        {
          object: 'account_link',
          url: `https://connect.stripe.com/setup/e/${String(body['account'])}/${randomBytes(4).toString('hex')}`,
          return_url: body['return_url'],
          refresh_url: body['refresh_url'],
        },
      ];
    }
    const one = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (one) {
      const subscription = subscriptions.get(one[1]!);
      if (!subscription) return missing('subscription');
      if (method === 'POST' && 'cancel_at_period_end' in body)
        subscription['cancel_at_period_end'] = body['cancel_at_period_end'] === 'true';
      // A plan change: the item named renews at the new price (an upgrade's waits for its invoice to be paid,
      // as Stripe keeps it as a pending update: not played here).
      const [change] = (body['items'] ?? []) as { id: string; price: string }[];
      if (method === 'POST' && change && body['payment_behavior'] !== 'pending_if_incomplete') {
        const price = prices.get(change.price);
        if (!price) return [400, { error: { type: 'invalid_request_error', message: 'No such price' } }];
        const items = (subscription['items'] as { data: Json[] }).data;
        const item = items.find((candidate) => candidate['id'] === change.id);
        if (item) item['price'] = price;
      }
      if (method === 'DELETE') subscription['status'] = 'canceled';
      return [200, subscription];
    }
    // A subscription's first invoice, with the subscription and its metadata (a journey signs its invoice.paid).
    const invoice = /^\/v1\/invoices\/([^/]+)$/.exec(path);
    if (method === 'GET' && invoice) {
      const owner = [...subscriptions.values()].find(
        (candidate) => (candidate['latest_invoice'] as Json)['id'] === invoice[1],
      );
      if (!owner) return missing('invoice');
      return [
        200,
        {
          ...(owner['latest_invoice'] as Json),
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: owner['id'], metadata: owner['metadata'] },
          },
        },
      ];
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
    setupIntents,
    accounts,
    confirmCard: (externalId, outcome = 'ok') => {
      if (externalId.startsWith('seti_')) {
        const setup = setupIntents.get(externalId)!;
        if (outcome === 'declined')
          return Object.assign(setup, { status: 'requires_payment_method', last_setup_error: declined() });
        return Object.assign(setup, {
          status: 'succeeded',
          payment_method: `pm_${randomBytes(6).toString('hex')}`,
        });
      }
      const intent = paymentIntents.get(externalId)!;
      if (outcome === 'declined')
        return Object.assign(intent, { status: 'requires_payment_method', last_payment_error: declined() });
      return authorize(intent);
    },
    fundBankTransfer: (intentId, amount) => fundBank(paymentIntents.get(intentId)!, amount),
    payVoucher: (intentId) => settleIntent(paymentIntents.get(intentId)!),
    expireVoucher: (intentId) =>
      Object.assign(paymentIntents.get(intentId)!, {
        status: 'requires_payment_method',
        next_action: null,
        last_payment_error: { type: 'invalid_request_error', message: 'The OXXO voucher expired.' },
      }),
    reversals,
    enableAccount: (accountId) =>
      Object.assign(accounts.get(accountId)!, {
        charges_enabled: true,
        payouts_enabled: true,
        details_submitted: true,
        requirements: { disabled_reason: null, currently_due: [] },
      }),
    failNext: (times) => {
      failures = times;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export const WEBHOOK_SECRET = 'whsec_test_limpiahogar';

export { DECLINED_CARD } from './fake-stripe-intents';

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

/** The real adapter of services paid by card (Connect), pointed at this stand-in. */
export const stripeServiceTestGateway = (fake: FakeStripe) =>
  stripeServiceGateway({
    secretKey: STRIPE_TEST_ENV.STRIPE_SECRET_KEY,
    publishableKey: STRIPE_TEST_ENV.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: WEBHOOK_SECRET,
    api: fake.settings,
  });

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
