import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MP_DECLINED_TOKEN } from '#server/testing/journeys/mercadopago-js-stand-in';
import { MERCADOPAGO_MARKETPLACE_ENV } from './mercadopago-test-app';
import { readBody } from './support';

/**
 * A local HTTP server that speaks the part of Mercado Pago's REST API the product uses, in its wire format:
 * JSON bodies with amounts in pesos, `X-Idempotency-Key` replays, its error envelope ({ message, error, status,
 * cause }). The SDK is pointed at it through MERCADOPAGO_API_URL's setting, so the adapter under test is the
 * real one. Test helpers play the payer's and Mercado Pago's side: authorize, charge, pay a preference.
 */

type Json = Record<string, unknown>;

export interface RecordedCall {
  method: string;
  path: string;
  body: Json;
  idempotencyKey: string | undefined;
}

const numericId = () => String(Number.parseInt(randomBytes(5).toString('hex'), 16));

export interface FakeMercadoPago {
  url: string;
  calls: RecordedCall[];
  preapprovals: Map<string, Json>;
  authorizedPayments: Map<string, Json>;
  payments: Map<string, Json>;
  preferences: Map<string, Json>;
  /** The payer authorizes the subscription on Mercado Pago's page. */
  authorize(preapprovalId: string, at: Date): void;
  /** Mercado Pago charges a month of the subscription: an authorized payment approved or rejected. */
  charge(
    preapprovalId: string,
    options: { approved: boolean; at: Date; amount?: number; currency?: string },
  ): string;
  /** The payer pays a preference (an upgrade's difference) on Mercado Pago's page. */
  payPreference(preferenceId: string, at: Date): string;
  /** The next calls answer 500 (Mercado Pago down); the SDK retries, so count its retries too. */
  failNext(times: number): void;
  /**
   * Marketplace: a seller who will authorise the application on Mercado Pago's page. The code it is sent back
   * with is exchanged at POST /oauth/token for this seller's tokens (each refresh gives new ones).
   */
  seller(userId?: string): { userId: string; code: string };
  /** The seller's access token in force now (refreshes replace it), and whether a refresh token still works. */
  sellerTokens: Map<
    string,
    { accessToken: string; refreshToken: string; revoked: boolean; expiresIn: number }
  >;
  close(): Promise<void>;
}

/** The card tokens the browser's form would make: any other is a card the bank approves. */
export const MP_DECLINED_CARD = MP_DECLINED_TOKEN;

const apiError = (status: number, message: string): [number, Json] => [
  status,
  { message, error: status === 404 ? 'not_found' : 'bad_request', status, cause: [] },
];

/** On `port` (default: any free one) of 127.0.0.1. */
export async function startFakeMercadoPago({ port: wanted = 0 } = {}): Promise<FakeMercadoPago> {
  const calls: RecordedCall[] = [];
  const preapprovals = new Map<string, Json>();
  const authorizedPayments = new Map<string, Json>();
  const payments = new Map<string, Json>();
  const preferences = new Map<string, Json>();
  const owners = new Map<string, string>();
  const replays = new Map<string, { status: number; body: Json }>();
  let failures = 0;
  let origin = '';
  // Every change moves last_modified on: a later state is a different version, even within one millisecond.
  let tick = 0;
  const stamp = (at: Date) => new Date(at.getTime() + ++tick).toISOString();

  const authorize: FakeMercadoPago['authorize'] = (preapprovalId, at) => {
    const found = preapprovals.get(preapprovalId)!;
    found['status'] = 'authorized';
    found['payer_id'] = 123456;
    found['last_modified'] = stamp(at);
  };
  const charge: FakeMercadoPago['charge'] = (preapprovalId, { approved, at, amount, currency = 'MXN' }) => {
    const found = preapprovals.get(preapprovalId)!;
    const recurring = found['auto_recurring'] as { transaction_amount: number };
    const id = numericId();
    const next = new Date(at);
    next.setUTCMonth(next.getUTCMonth() + 1);
    if (approved) found['next_payment_date'] = next.toISOString();
    authorizedPayments.set(id, {
      id: Number(id),
      type: 'scheduled',
      preapproval_id: preapprovalId,
      external_reference: found['external_reference'],
      transaction_amount: amount ?? recurring.transaction_amount,
      currency_id: currency,
      status: approved ? 'processed' : 'recycling',
      debit_date: at.toISOString(),
      date_created: at.toISOString(),
      last_modified: stamp(at),
      retry_attempt: approved ? 0 : 1,
      payment: {
        id: Number(numericId()),
        status: approved ? 'approved' : 'rejected',
        status_detail: approved ? 'accredited' : 'cc_rejected_insufficient_amount',
      },
    });
    return id;
  };

  const sellerTokens: FakeMercadoPago['sellerTokens'] = new Map();
  const codes = new Map<string, string>();
  const issueTokens = (userId: string) => {
    const found = sellerTokens.get(userId);
    const tokens = {
      accessToken: `APP_USR-seller-${userId}-${randomUUID()}`,
      refreshToken: `TG-${randomUUID()}`,
      revoked: found?.revoked ?? false,
      expiresIn: found?.expiresIn ?? 15_552_000,
    };
    sellerTokens.set(userId, tokens);
    return {
      access_token: tokens.accessToken,
      token_type: 'Bearer',
      expires_in: tokens.expiresIn,
      scope: 'offline_access payments read write',
      user_id: Number(userId),
      refresh_token: tokens.refreshToken,
      public_key: `APP_USR-public-${userId}`,
      live_mode: false,
    };
  };
  const sellerOf = (auth: string | undefined) => {
    const token = auth?.replace(/^Bearer /, '');
    return [...sellerTokens].find(([, tokens]) => tokens.accessToken === token)?.[0] ?? null;
  };

  /** Payments (cards of services): created with a seller's token, captured, cancelled, refunded. */
  const handlePayments = (
    method: string,
    path: string,
    body: Json,
    seller: string | null,
  ): [number, Json] | null => {
    if (method === 'POST' && path === '/v1/payments') {
      if (!seller) return apiError(401, 'invalid access token');
      const id = numericId();
      const declined = body['token'] === MP_DECLINED_CARD;
      const hold = body['capture'] === false;
      const payment: Json = {
        id: Number(id),
        status: declined ? 'rejected' : hold ? 'authorized' : 'approved',
        status_detail: declined ? 'cc_rejected_insufficient_amount' : hold ? 'pending_capture' : 'accredited',
        captured: !hold && !declined,
        transaction_amount: body['transaction_amount'],
        transaction_amount_refunded: 0,
        currency_id: 'MXN',
        payment_method_id: body['payment_method_id'],
        payment_type_id: 'credit_card',
        external_reference: body['external_reference'],
        metadata: body['metadata'],
        description: body['description'],
        collector_id: Number(seller),
        application_fee: body['application_fee'] ?? null,
        date_created: new Date().toISOString(),
        date_last_updated: stamp(new Date()),
        refunds: [],
      };
      payments.set(id, payment);
      owners.set(id, seller);
      return [201, payment];
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path);
    const one = /^\/v1\/payments\/([^/]+)$/.exec(path);
    const id = refund?.[1] ?? one?.[1];
    if (!id) return null;
    const payment = payments.get(id);
    // A seller's payment is visible only with that seller's token.
    if (!payment || (owners.has(id) && owners.get(id) !== seller)) return apiError(404, 'Payment not found');
    if (method === 'GET' && one) return [200, payment];
    if (method === 'PUT' && one) {
      if (body['status'] === 'cancelled') {
        if (payment['status'] !== 'authorized' && payment['status'] !== 'pending')
          return apiError(400, 'Invalid payment status');
        payment['status'] = 'cancelled';
        payment['status_detail'] = 'by_collector';
      } else if (body['capture'] === true) {
        if (payment['status'] !== 'authorized') return apiError(400, 'Invalid payment status to capture');
        const amount =
          (body['transaction_amount'] as number | undefined) ?? (payment['transaction_amount'] as number);
        if (amount > (payment['transaction_amount'] as number))
          return apiError(400, 'transaction_amount must be less than or equal to the authorized amount');
        payment['status'] = 'approved';
        payment['status_detail'] = 'accredited';
        payment['captured'] = true;
        payment['transaction_amount'] = amount;
      } else return apiError(400, 'Unsupported payment update');
      payment['date_last_updated'] = stamp(new Date());
      return [200, payment];
    }
    if (method === 'POST' && refund) {
      if (payment['status'] !== 'approved') return apiError(400, 'Payment cannot be refunded');
      const total = payment['transaction_amount'] as number;
      const given = (payment['transaction_amount_refunded'] as number) ?? 0;
      const amount = (body['amount'] as number | undefined) ?? total - given;
      if (Math.round((given + amount) * 100) > Math.round(total * 100))
        return apiError(400, 'The refund amount exceeds the payment amount');
      const created = { id: Number(numericId()), payment_id: Number(id), amount, status: 'approved' };
      (payment['refunds'] as Json[]).push(created);
      payment['transaction_amount_refunded'] = Math.round((given + amount) * 100) / 100;
      if (Math.round((given + amount) * 100) === Math.round(total * 100)) payment['status'] = 'refunded';
      payment['date_last_updated'] = stamp(new Date());
      return [201, created];
    }
    return null;
  };

  const newSeller = (userId = numericId()) => {
    const code = `TG-code-${randomUUID()}`;
    codes.set(code, userId);
    return { userId, code };
  };

  const handle = (method: string, path: string, body: Json, auth: string | undefined): [number, Json] => {
    if (method === 'GET' && path === '/health') return [200, { ok: true }];
    // The journeys' hook (another process): a seller about to authorise the application, as `seller()` makes.
    if (method === 'POST' && path === '/test/sellers') return [201, newSeller()];
    // Another journeys' hook: the payer authorizes a subscription on Mercado Pago's page and its first month is
    // charged, as `authorize()` and `charge()` do; the answer names the charge (an authorized payment) to notify.
    const firstMonth = /^\/test\/preapprovals\/([^/]+)\/first-charge$/.exec(path);
    if (method === 'POST' && firstMonth) {
      if (!preapprovals.has(firstMonth[1]!)) return apiError(404, 'Preapproval not found');
      authorize(firstMonth[1]!, new Date());
      return [201, { id: charge(firstMonth[1]!, { approved: true, at: new Date() }) }];
    }
    if (method === 'POST' && path === '/oauth/token') {
      if (
        body['client_id'] !== MERCADOPAGO_MARKETPLACE_ENV.MERCADOPAGO_CLIENT_ID ||
        body['client_secret'] !== MERCADOPAGO_MARKETPLACE_ENV.MERCADOPAGO_CLIENT_SECRET
      )
        return apiError(401, 'invalid client credentials');
      if (body['grant_type'] === 'authorization_code') {
        const userId = codes.get(String(body['code']));
        if (!userId)
          return [400, { message: 'invalid_grant', error: 'invalid_grant', status: 400, cause: [] }];
        codes.delete(String(body['code']));
        return [200, issueTokens(userId)];
      }
      if (body['grant_type'] === 'refresh_token') {
        const entry = [...sellerTokens].find(([, tokens]) => tokens.refreshToken === body['refresh_token']);
        if (!entry || entry[1].revoked)
          return [400, { message: 'invalid_grant', error: 'invalid_grant', status: 400, cause: [] }];
        return [200, issueTokens(entry[0])];
      }
      return apiError(400, 'unsupported grant_type');
    }
    const paid = handlePayments(method, path, body, sellerOf(auth));
    if (paid) return paid;
    if (method === 'POST' && path === '/preapproval/') {
      const id = randomUUID().replaceAll('-', '');
      const preapproval = {
        id,
        status: body['status'] ?? 'pending',
        reason: body['reason'],
        external_reference: body['external_reference'],
        payer_email: body['payer_email'],
        back_url: body['back_url'],
        auto_recurring: body['auto_recurring'],
        init_point: `${origin}/subscriptions/checkout?preapproval_id=${id}`,
        date_created: new Date().toISOString(),
        last_modified: stamp(new Date()),
        next_payment_date: null,
      };
      preapprovals.set(id, preapproval);
      return [201, preapproval];
    }
    const preapproval = /^\/preapproval\/([^/]+)$/.exec(path);
    if (preapproval) {
      const found = preapprovals.get(preapproval[1]!);
      if (!found) return apiError(404, 'Preapproval not found');
      if (method === 'PUT') {
        if (body['status']) found['status'] = body['status'];
        if (body['reason']) found['reason'] = body['reason'];
        if (body['auto_recurring'])
          found['auto_recurring'] = {
            ...(found['auto_recurring'] as Json),
            ...(body['auto_recurring'] as Json),
          };
        found['last_modified'] = stamp(new Date());
      }
      return [200, found];
    }
    const authorized = /^\/authorized_payments\/([^/]+)$/.exec(path);
    if (method === 'GET' && authorized) {
      const found = authorizedPayments.get(authorized[1]!);
      return found ? [200, found] : apiError(404, 'Authorized payment not found');
    }
    if (method === 'POST' && path === '/checkout/preferences/') {
      const id = `${numericId()}-${randomUUID()}`;
      const preference = { ...body, id, init_point: `${origin}/checkout/v1/redirect?pref_id=${id}` };
      preferences.set(id, preference);
      return [201, preference];
    }
    return apiError(404, `Unrecognized request (${method} ${path})`);
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url!, 'http://localhost');
    const text = await readBody(request);
    const body = (text ? JSON.parse(text) : {}) as Json;
    const idempotencyKey = request.headers['x-idempotency-key'] as string | undefined;
    calls.push({ method: request.method!, path: url.pathname, body, idempotencyKey });
    const send = (status: number, payload: Json) => {
      response.writeHead(status, { 'content-type': 'application/json', 'x-request-id': randomUUID() });
      response.end(JSON.stringify(payload));
    };
    if (failures > 0) {
      failures -= 1;
      return send(500, { message: 'Mercado Pago no disponible', error: 'internal_error', status: 500 });
    }
    // Mercado Pago answers a repeated key on a write with the first answer.
    const replayKey =
      request.method !== 'GET' && idempotencyKey && `${request.method} ${url.pathname} ${idempotencyKey}`;
    const replay = replayKey ? replays.get(replayKey) : undefined;
    if (replay) return send(replay.status, replay.body);
    const [status, payload] = handle(request.method!, url.pathname, body, request.headers.authorization);
    if (replayKey) replays.set(replayKey, { status, body: payload });
    send(status, payload);
  });
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    url: origin,
    calls,
    preapprovals,
    authorizedPayments,
    payments,
    preferences,
    authorize,
    charge,
    payPreference: (preferenceId, at) => {
      const preference = preferences.get(preferenceId)!;
      const [item] = preference['items'] as { unit_price: number; currency_id: string }[];
      const id = numericId();
      payments.set(id, {
        id: Number(id),
        status: 'approved',
        status_detail: 'accredited',
        transaction_amount: item!.unit_price,
        currency_id: item!.currency_id,
        external_reference: preference['external_reference'],
        metadata: preference['metadata'],
        date_last_updated: stamp(at),
      });
      return id;
    },
    failNext: (times) => {
      failures = times;
    },
    sellerTokens,
    seller: newSeller,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export {
  MERCADOPAGO_MARKETPLACE_ENV,
  MERCADOPAGO_TEST_ENV,
  MP_WEBHOOK_SECRET,
  mercadoPagoServiceTestGateway,
  mercadoPagoTestGateway,
  mpNotification,
  postMercadoPagoNotification,
} from './mercadopago-test-app';
