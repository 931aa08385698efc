import { randomBytes } from 'node:crypto';
import { oxxoExpiresAt } from '#shared/domain/online-payment';

// The stand-in's payment intents, setup intents, refunds and transfer reversals (cards held and captured, SPEI
// and OXXO confirmed by the server), kept apart from its plans and accounts in fake-stripe.ts.

export type Json = Record<string, unknown>;

export const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** A saved card Stripe declines off-session (as its test card 4000 0000 0000 0341 does). */
export const DECLINED_CARD = 'pm_card_declined';
const DECLINE_MESSAGE = 'Your card was declined.';

export const missing = (kind: string): [number, Json] => [
  404,
  { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}` } },
];
const unexpected = (code: string, status: string): [number, Json] => [
  400,
  { error: { type: 'invalid_request_error', code, message: `Its status is ${status}` } },
];
/** Cancels a setup or payment intent, unless it already succeeded or was cancelled, as Stripe does. */
function cancel(
  intents: Map<string, Json>,
  kind: 'setup_intent' | 'payment_intent',
  intentId: string,
): [number, Json] {
  const intent = intents.get(intentId);
  if (!intent) return missing(kind);
  if (intent['status'] === 'succeeded' || intent['status'] === 'canceled')
    return unexpected(`${kind}_unexpected_state`, String(intent['status']));
  intent['status'] = 'canceled';
  return [200, intent];
}
export const declined = () => ({ type: 'card_error', code: 'card_declined', message: DECLINE_MESSAGE });
// A hold placed: what Stripe does when the customer confirms a manual-capture intent.
export const authorize = (intent: Json) =>
  Object.assign(intent, {
    status: 'requires_capture',
    amount_capturable: intent['amount'],
    payment_method: intent['payment_method'] ?? `pm_${randomBytes(6).toString('hex')}`,
  });

/** What the intents' requests change: the stand-in's own maps, and the clock of the vouchers' expiry. */
export interface IntentState {
  paymentIntents: Map<string, Json>;
  setupIntents: Map<string, Json>;
  reversals: Json[];
  now: () => Date;
}

/** Stripe's answer to a request about intents, refunds or reversals; null for any other request. */
export function handleIntents(
  { paymentIntents, setupIntents, reversals, now }: IntentState,
  method: string,
  path: string,
  body: Json,
): [number, Json] | null {
  if (method === 'POST' && path === '/v1/payment_intents') {
    const intentId = id('pi');
    const intent: Json = {
      id: intentId,
      object: 'payment_intent',
      amount: Number(body['amount']),
      amount_capturable: 0,
      amount_received: 0,
      currency: body['currency'],
      customer: body['customer'],
      status: 'requires_payment_method',
      capture_method: body['capture_method'] ?? 'automatic',
      client_secret: `${intentId}_secret_${randomBytes(6).toString('hex')}`,
      payment_method_types: body['allowed_payment_method_types'] ?? ['card'],
      payment_method_options: body['payment_method_options'] ?? {},
      transfer_data: body['transfer_data'] ?? null,
      metadata: body['metadata'] ?? {},
      last_payment_error: null,
      next_action: null,
    };
    paymentIntents.set(intentId, intent);
    const methodData = body['payment_method_data'] as Json | undefined;
    // SPEI and OXXO, confirmed by the server: Stripe answers with what to show the customer.
    if (body['confirm'] === 'true' && methodData) {
      const options = (body['payment_method_options'] ?? {}) as Json;
      confirmBank(intent, String(methodData['type']), options, now());
      return [200, intent];
    }
    // Off-session on a saved card: confirmed at once; a card kept as 'pm_card_declined' is refused.
    if (body['confirm'] === 'true') {
      intent['payment_method'] = body['payment_method'];
      if (body['payment_method'] === DECLINED_CARD) {
        intent['last_payment_error'] = {
          type: 'card_error',
          code: 'card_declined',
          message: DECLINE_MESSAGE,
        };
        return [402, { error: { ...declined(), payment_intent: intent } }];
      }
      authorize(intent);
    }
    return [200, intent];
  }
  if (method === 'POST' && path === '/v1/setup_intents') {
    const setupId = id('seti');
    const setup: Json = {
      id: setupId,
      object: 'setup_intent',
      customer: body['customer'],
      usage: body['usage'],
      status: 'requires_payment_method',
      client_secret: `${setupId}_secret_${randomBytes(6).toString('hex')}`,
      payment_method: null,
      metadata: body['metadata'] ?? {},
      last_setup_error: null,
    };
    setupIntents.set(setupId, setup);
    return [200, setup];
  }
  const setupCancel = /^\/v1\/setup_intents\/([^/]+)\/cancel$/.exec(path);
  if (method === 'POST' && setupCancel) {
    return cancel(setupIntents, 'setup_intent', setupCancel[1]!);
  }
  const captured = /^\/v1\/payment_intents\/([^/]+)\/capture$/.exec(path);
  if (method === 'POST' && captured) {
    const intent = paymentIntents.get(captured[1]!);
    if (!intent) return missing('payment_intent');
    if (intent['status'] !== 'requires_capture')
      return unexpected('payment_intent_unexpected_state', String(intent['status']));
    const amount = body['amount_to_capture'] ? Number(body['amount_to_capture']) : Number(intent['amount']);
    if (amount > Number(intent['amount_capturable']))
      return [
        400,
        { error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'Too much' } },
      ];
    Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
    return [200, intent];
  }
  const intentOne = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
  if (method === 'GET' && intentOne) {
    const intent = paymentIntents.get(intentOne[1]!);
    return intent ? [200, intent] : missing('payment_intent');
  }
  if (method === 'POST' && path === '/v1/refunds') {
    const intent = paymentIntents.get(String(body['payment_intent']));
    if (!intent) return missing('payment_intent');
    // Stripe refunds no OXXO payment (nor part of one).
    if ((intent['payment_method_types'] as string[]).includes('oxxo'))
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            code: 'charge_not_refundable',
            message: 'Not refundable',
          },
        },
      ];
    const refunded = Number(intent['amount_refunded'] ?? 0) + Number(body['amount']);
    if (intent['status'] !== 'succeeded' || refunded > Number(intent['amount_received']))
      return unexpected('charge_already_refunded', String(intent['status']));
    intent['amount_refunded'] = refunded;
    return [
      200,
      {
        id: id('re'),
        object: 'refund',
        amount: Number(body['amount']),
        payment_intent: intent['id'],
        status: 'succeeded',
      },
    ];
  }
  const reversal = /^\/v1\/transfers\/([^/]+)\/reversals$/.exec(path);
  if (method === 'POST' && reversal) {
    const made = {
      id: id('trr'),
      object: 'transfer_reversal',
      amount: Number(body['amount']),
      transfer: reversal[1],
    };
    reversals.push(made);
    return [200, made];
  }
  const cancelled = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
  if (method === 'POST' && cancelled) {
    return cancel(paymentIntents, 'payment_intent', cancelled[1]!);
  }
  return null;
}

/** Paid: what Stripe shows of an intent whose money arrived, with the destination charge's transfer. */
export function settleIntent(intent: Json): Json {
  return Object.assign(intent, {
    status: 'succeeded',
    amount_received: intent['amount'],
    next_action: null,
    latest_charge: { id: id('ch'), object: 'charge', transfer: id('tr') },
  });
}

/** A SPEI transfer reaching the customer's balance: applied to the intent, in part or in full. */
export function fundBank(intent: Json, amount: number): Json {
  const next = intent['next_action'] as { display_bank_transfer_instructions: Json };
  const shown = next.display_bank_transfer_instructions;
  const remaining = Number(shown['amount_remaining']) - amount;
  if (remaining > 0) {
    shown['amount_remaining'] = remaining;
    return intent;
  }
  return settleIntent(intent);
}

/** A valid CLABE at Stripe's bank for SPEI (STP, 646), as the stand-in gives each customer. */
const STRIPE_CLABE = '646180111812345676';

function confirmBank(intent: Json, type: string, options: Json, now: Date) {
  intent['payment_method'] = `pm_${randomBytes(6).toString('hex')}`;
  intent['status'] = 'requires_action';
  if (type === 'customer_balance') {
    intent['next_action'] = {
      type: 'display_bank_transfer_instructions',
      display_bank_transfer_instructions: {
        type: 'mx_bank_transfer',
        amount_remaining: intent['amount'],
        currency: 'mxn',
        reference: String(randomBytes(3).readUIntBE(0, 3)).padStart(7, '0'),
        hosted_instructions_url: `https://payments.stripe.com/bank_transfers/instructions/${String(intent['id'])}`,
        financial_addresses: [
          {
            type: 'spei',
            supported_networks: ['spei'],
            spei: { bank_code: '646', bank_name: 'STP', clabe: STRIPE_CLABE },
          },
        ],
      },
    };
    return;
  }
  const days = Number((options['oxxo'] as Json | undefined)?.['expires_after_days'] ?? 3);
  intent['next_action'] = {
    type: 'oxxo_display_details',
    oxxo_display_details: {
      number: String(randomBytes(7).readUIntBE(0, 6)).padStart(14, '9'),
      expires_after: Math.floor(oxxoExpiresAt(now, days).getTime() / 1000),
      hosted_voucher_url: `https://payments.stripe.com/oxxo/voucher/${String(intent['id'])}`,
    },
  };
}
