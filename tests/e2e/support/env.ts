import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
/** The journeys' stand-in for Stripe's API (support/stripe-api.ts). */
export const STRIPE_API_PORT = E2E_PORT + 1000;
export const STRIPE_API_URL = `http://127.0.0.1:${STRIPE_API_PORT}`;
/** The journeys' stand-in for Mercado Pago's API (support/mercadopago-api.ts). */
export const MERCADOPAGO_API_PORT = E2E_PORT + 2000;
export const MERCADOPAGO_API_URL = `http://127.0.0.1:${MERCADOPAGO_API_PORT}`;

/** Stripe on the journeys' server: test keys the stand-in API accepts (nothing here reaches Stripe). */
export const STRIPE_E2E_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_limpiahogar_e2e',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_limpiahogar_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_limpiahogar_e2e',
  STRIPE_API_URL,
} as const;

/**
 * Mercado Pago for services on the journeys' server: test credentials the stand-in API accepts (they are
 * src/server/modules/payments/test/fake-mercadopago.ts's; support/mercadopago-api.ts checks they still are).
 */
export const MERCADOPAGO_E2E_ENV = {
  MERCADOPAGO_ACCESS_TOKEN: 'TEST-0000000000000000-000000-limpiahogar',
  MERCADOPAGO_WEBHOOK_SECRET: 'mp-webhook-secret-limpiahogar',
  MERCADOPAGO_CLIENT_ID: '1234567890123456',
  MERCADOPAGO_CLIENT_SECRET: 'mp-client-secret-limpiahogar',
  MERCADOPAGO_PUBLIC_KEY: 'TEST-public-key-limpiahogar',
  MERCADOPAGO_API_URL,
} as const;

// The runner sets E2E_DATA_DIR once (playwright.config.ts); workers inherit it and read the same outbox.
export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set; run the tests through playwright.config.ts');
  return path.resolve(dir);
}
