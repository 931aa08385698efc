import { startFakeStripe } from '#server/testing/payments/fake-stripe';
import { STRIPE_API_PORT } from './env';

// The journeys' Stripe: the API tests' stand-in, in a process of its own that Playwright starts beside the app
// (playwright.config.ts) and stops with it. The app's Stripe adapter reaches it through STRIPE_API_URL.
await startFakeStripe({ port: STRIPE_API_PORT });
