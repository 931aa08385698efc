import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  BASE_URL,
  E2E_PORT,
  MERCADOPAGO_API_URL,
  MERCADOPAGO_E2E_ENV,
  STRIPE_API_URL,
  STRIPE_E2E_ENV,
} from './tests/e2e/support/env';

// Set once in the runner process; workers inherit it, so tests can read the same outbox.
process.env.E2E_DATA_DIR ??= path.resolve('data', `e2e-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;
mkdirSync(dataDir, { recursive: true });

// The headless shell has no browser UI to run: the journeys took 40 % less CPU than in the full Chromium.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromePath =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Every account now confirms its address through the outbox before it signs in, and CI shares two cores
  // between the server, two browsers and the runner: journeys that create several accounts need the room.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  // E2E_WORKERS: how many browsers run journeys at once (CI sets it; see .ci/run).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // CI sets PLAYWRIGHT_JSON_OUTPUT_NAME to collect a summary beside the console output.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: BASE_URL,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    // A trace records every frame and DOM snapshot: kept on every first run, it doubled the journeys' CPU (270 s
    // against 147 s for two spec files). CI records one when a failed journey is retried; locally, pass --trace=on.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            // The display compositor in the browser's own process, not a GPU process of its own: with no GPU it only
            // composites in software, and the frames no longer cross processes (booking.spec.ts, twice each way:
            // 116.8 and 115.8 CPU-s without, 114.1 and 108.0 with; docs/quality.md).
            '--in-process-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // Stripe's API, played locally (tests/e2e/support/stripe-api.ts, bundled by npm run build as the app is): the
      // app's Stripe adapter talks to it.
      command: 'node build/node/stripe-api.js',
      url: `${STRIPE_API_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Mercado Pago's API, played likewise (tests/e2e/support/mercadopago-api.ts).
      command: 'node build/node/mercadopago-api.js',
      url: `${MERCADOPAGO_API_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Production's app plus the test hooks and stand-ins below (src/server/testing/e2e-server.ts).
      command: 'node build/node/e2e-server.js',
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        APP_URL: BASE_URL,
        DATA_DIR: dataDir,
        AUTH_RATE_LIMIT_MAX: '1000',
        AUTH_IP_RATE_LIMIT_MAX: '100000',
        MAIL_RATE_LIMIT_PER_HOUR: '1000',
        WRITE_RATE_LIMIT_PER_HOUR: '1000',
        UPLOAD_RATE_LIMIT_PER_HOUR: '1000',
        // Every journey posts from 127.0.0.1: several send the contact form, some twice on a retry.
        CONTACT_RATE_LIMIT_PER_HOUR: '1000',
        LOG_LEVEL: 'warn',
        // A sixteenth of production's scrypt cost: every journey signs its people up and in.
        PASSWORD_HASH_COST: '1024',
        // 'Estadísticas' shows a view a fifth of a second after it happened, not five seconds (the journey waits
        // for the figure either way).
        ANALYTICS_FLUSH_MS: '200',
        // What e2e-server.js adds: POST /api/test/services/:id/age, for a journey to reach a service's start time
        // without waiting for it; with Stripe configured, a stand-in for Stripe.js that pays through the stand-in
        // API (plan-online-payments).
        E2E_TEST_HOOKS: 'true',
        // Plans stay free for every journey; a browser sending `x-test-plan-payments: online` pays them through
        // Stripe, played by the stand-in API above. Test keys: nothing here reaches Stripe.
        PLAN_PAYMENTS: 'immediate',
        ...STRIPE_E2E_ENV,
        // Services by card through the provider's own Mercado Pago account, for providers who connect one in
        // Cobros (mercadopago-payments.spec.ts) and customers whose browser sends `x-test-card-payments: online`;
        // plans gain a Mercado Pago option only for browsers paying plans online. Test keys, the stand-in API.
        ...MERCADOPAGO_E2E_ENV,
      },
    },
  ],
});
