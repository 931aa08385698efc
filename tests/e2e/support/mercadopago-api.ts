import {
  MERCADOPAGO_MARKETPLACE_ENV,
  MERCADOPAGO_TEST_ENV,
  startFakeMercadoPago,
} from '#server/testing/payments/fake-mercadopago';
import { MERCADOPAGO_API_PORT, MERCADOPAGO_E2E_ENV } from './env';

// The journeys' Mercado Pago: the API tests' stand-in, in a process of its own that Playwright starts beside the
// app (playwright.config.ts). The app's adapters reach it through MERCADOPAGO_API_URL; a journey asks it for a
// seller's authorisation code at POST /test/sellers.
for (const [key, value] of Object.entries({ ...MERCADOPAGO_TEST_ENV, ...MERCADOPAGO_MARKETPLACE_ENV }))
  if (MERCADOPAGO_E2E_ENV[key as keyof typeof MERCADOPAGO_E2E_ENV] !== value)
    throw new Error(`${key} of the journeys' server is not the stand-in's`);
await startFakeMercadoPago({ port: MERCADOPAGO_API_PORT });
