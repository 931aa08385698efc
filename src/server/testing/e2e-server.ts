// The browser journeys' entry (build/node/e2e-server.js, started by playwright.config.ts): the production app
// plus, with E2E_TEST_HOOKS, the routes under /api/test/ and the stand-ins for Stripe.js and Mercado Pago's SDK.
// Kept apart so that none of it is bundled into build/node/server.js.
import { serve } from '#server/serve';
import { journeyTesting } from './journeys/journey-testing';

serve(journeyTesting);
