import { createHmac, randomUUID } from 'node:crypto';
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { findPlan } from '#shared/catalog';
import { invoiceObject } from '#server/modules/payments/gateways/stripe/events';
import {
  BASE_URL,
  MERCADOPAGO_API_URL,
  MERCADOPAGO_E2E_ENV,
  STRIPE_API_URL,
  STRIPE_E2E_ENV,
} from './support/env';
import { createAccount, expect, test } from './support/fixtures';

// The journeys' server is the built one (node build/node/e2e-server.js: production's bundle plus the test hooks),
// where Node's own ESM loader links the gateways' SDKs: Vitest's interop hid that Mercado Pago's default import was the SDK's `exports` object, so every
// Mercado Pago call threw in production. Here each gateway opens a plan's checkout and applies a notification
// signed the way the gateway signs it, through the API only (no browser).

const premium = findPlan('premium')!;

/** A provider signed in on a request context of its own whose plans are paid online (E2E_TEST_HOOKS). */
async function providerPayingOnline(playwright: PlaywrightWorkerArgs['playwright']) {
  const request = await playwright.request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { 'x-test-plan-payments': 'online' },
  });
  await createAccount(request, 'provider');
  return request;
}

async function choosePremium(request: APIRequestContext, gateway: 'stripe' | 'mercadopago') {
  const chosen = await request.post('/api/subscription', { data: { planType: premium.id, gateway } });
  expect(chosen.status(), await chosen.text()).toBe(201);
  const { checkout } = (await chosen.json()) as {
    checkout: { gateway: string; clientSecret: string; redirectUrl?: string };
  };
  expect(checkout.gateway).toBe(gateway);
  return checkout;
}

async function expectPremiumActive(request: APIRequestContext, billing: 'stripe' | 'mercadopago') {
  const mine = await request.get('/api/subscription');
  expect(mine.status(), await mine.text()).toBe(200);
  const { subscription, pendingOnline } = (await mine.json()) as {
    subscription: { planType: string; status: string; billing: string; renews: boolean } | null;
    pendingOnline: unknown;
  };
  expect(subscription).toMatchObject({ planType: 'premium', status: 'active', billing, renews: true });
  expect(pendingOnline).toBeNull();
}

test('Stripe on the built server: a plan’s checkout opens, and its signed invoice.paid activates the plan', async ({
  playwright,
}) => {
  const provider = await providerPayingOnline(playwright);
  const checkout = await choosePremium(provider, 'stripe');
  // The stand-in's client secret names the subscription's first invoice; Stripe says whose it is.
  const invoiceId = /^pi_(in_\w+?)_secret_/.exec(checkout.clientSecret)?.[1];
  expect(invoiceId, checkout.clientSecret).toBeDefined();
  const invoice = await provider.get(`${STRIPE_API_URL}/v1/invoices/${invoiceId}`, {
    headers: { authorization: `Bearer ${STRIPE_E2E_ENV.STRIPE_SECRET_KEY}` },
  });
  expect(invoice.status(), await invoice.text()).toBe(200);
  const { subscription_details: owner } = (
    (await invoice.json()) as {
      parent: { subscription_details: { subscription: string; metadata: { subscriptionId: string } } };
    }
  ).parent;

  const now = new Date();
  const periodEnd = new Date(now);
  periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
  const created = Math.floor(now.getTime() / 1000);
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    type: 'invoice.paid',
    data: {
      object: invoiceObject({
        invoiceId: invoiceId!,
        externalId: owner.subscription,
        subscriptionId: owner.metadata.subscriptionId,
        amount: premium.monthlyPrice,
        billingReason: 'subscription_create',
        periodEnd,
      }),
    },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  // Stripe's scheme: HMAC-SHA256 of `<timestamp>.<raw body>` with the endpoint's secret.
  const v1 = createHmac('sha256', STRIPE_E2E_ENV.STRIPE_WEBHOOK_SECRET)
    .update(`${created}.${payload}`)
    .digest('hex');
  const delivered = await provider.post('/api/payments/webhooks/stripe', {
    headers: { 'content-type': 'application/json', 'stripe-signature': `t=${created},v1=${v1}` },
    data: payload,
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
  expect(await delivered.json()).toEqual({ received: true });
  await expectPremiumActive(provider, 'stripe');
  await provider.dispose();
});

test('Mercado Pago on the built server: a plan’s checkout opens, and its signed notification of the charge activates the plan', async ({
  playwright,
}) => {
  const provider = await providerPayingOnline(playwright);
  const checkout = await choosePremium(provider, 'mercadopago');
  expect(checkout.redirectUrl).toMatch(new RegExp(`^${MERCADOPAGO_API_URL}/subscriptions/checkout\\?`));
  const preapprovalId = new URL(checkout.redirectUrl!).searchParams.get('preapproval_id');
  // The provider authorizes the subscription on Mercado Pago's page, and Mercado Pago charges the first month.
  const charged = await provider.post(
    `${MERCADOPAGO_API_URL}/test/preapprovals/${preapprovalId}/first-charge`,
  );
  expect(charged.status(), await charged.text()).toBe(201);
  const { id: chargeId } = (await charged.json()) as { id: string };

  // Mercado Pago's scheme: `x-signature: ts=…,v1=…`, HMAC-SHA256 of `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`.
  const ts = Math.floor(Date.now() / 1000);
  const requestId = randomUUID();
  const v1 = createHmac('sha256', MERCADOPAGO_E2E_ENV.MERCADOPAGO_WEBHOOK_SECRET)
    .update(`id:${chargeId};request-id:${requestId};ts:${ts};`)
    .digest('hex');
  const type = 'subscription_authorized_payment';
  const delivered = await provider.post(
    `/api/payments/webhooks/mercadopago?data.id=${chargeId}&type=${type}`,
    {
      headers: {
        'content-type': 'application/json',
        'x-signature': `ts=${ts},v1=${v1}`,
        'x-request-id': requestId,
      },
      data: JSON.stringify({
        id: Date.now(),
        live_mode: false,
        type,
        date_created: new Date().toISOString(),
        user_id: 44444,
        api_version: 'v1',
        action: 'created',
        data: { id: chargeId },
      }),
    },
  );
  expect(delivered.status(), await delivered.text()).toBe(200);
  expect(await delivered.json()).toEqual({ received: true });
  await expectPremiumActive(provider, 'mercadopago');
  await provider.dispose();
});
