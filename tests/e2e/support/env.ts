import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
/** The journeys' stand-in for Stripe's API (support/stripe-api.ts). */
export const STRIPE_API_PORT = E2E_PORT + 1000;
export const STRIPE_API_URL = `http://127.0.0.1:${STRIPE_API_PORT}`;

// The runner sets E2E_DATA_DIR once (playwright.config.ts); workers inherit it and read the same outbox.
export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set; run the tests through playwright.config.ts');
  return path.resolve(dir);
}
