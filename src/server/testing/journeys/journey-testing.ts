import type { AppTesting } from '#server/app-testing';
import type { Env } from '#server/env';
import type { BankAccount } from '#server/modules/subscriptions/transfers';
import conversationTestHooks from './conversation-hooks';
import mercadoPagoTestHooks, { MERCADOPAGO_JS_STAND_IN_PATH } from './mercadopago-js-stand-in';
import profileTestHooks from './profile-hooks';
import jobTestHooks from './service-hooks';
import stripeTestHooks, { STRIPE_JS_STAND_IN_PATH } from './stripe-hooks';
import verificationTestHooks from './verification-hooks';

/**
 * A browser whose requests carry this header pays services by card online (when a gateway is configured); the
 * others are offered no card, so every other journey runs as on a server without keys.
 */
export const TEST_CARD_HEADER = 'x-test-card-payments';

/**
 * A browser whose requests carry this header sees plans paid by transfer (`transfer`), to a test account, or
 * online (`online`, when a gateway is configured), while the rest of the run keeps the server's own mode.
 */
export const TEST_TRANSFER_HEADER = 'x-test-plan-payments';

const TEST_BANK: BankAccount = {
  bank: 'Banco de pruebas',
  beneficiary: 'LimpiaHogar Pruebas',
  clabe: '032180000118359719',
};

/**
 * What the browser journeys need of the app, with E2E_TEST_HOOKS (env.ts refuses it in production): the routes
 * under /api/test/ (docs/security.md lists them), same-origin stand-ins for Stripe.js and Mercado Pago's SDK,
 * and payments by card or plans paid otherwise only for a browser that asks by header. The journeys' server
 * (e2e-server.ts), the API tests' harness and the demo's seeding pass it to buildApp; production's never does.
 */
export function journeyTesting(env: Env): AppTesting | undefined {
  if (!env.E2E_TEST_HOOKS) return undefined;
  return {
    scripts: { stripe: STRIPE_JS_STAND_IN_PATH, mercadoPago: MERCADOPAGO_JS_STAND_IN_PATH },
    cardGateways: (request, gateways) => (request.headers[TEST_CARD_HEADER] === 'online' ? gateways : []),
    planPayments: (request, settings, online) => {
      const asked = request.headers[TEST_TRANSFER_HEADER];
      if (asked === 'transfer') return { mode: 'transfer', bank: TEST_BANK };
      if (asked === 'online' && online) return { mode: 'online', bank: settings.bank };
      return settings;
    },
    register: async (app, { db, stripe, mercadoPago }) => {
      await app.register(jobTestHooks, { db });
      await app.register(conversationTestHooks, { db });
      await app.register(profileTestHooks, { db });
      await app.register(verificationTestHooks, { db });
      if (mercadoPago) await app.register(mercadoPagoTestHooks);
      if (stripe && env.STRIPE_WEBHOOK_SECRET)
        await app.register(stripeTestHooks, { db, webhookSecret: env.STRIPE_WEBHOOK_SECRET });
    },
  };
}
