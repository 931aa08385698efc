import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client';
import type { GatewayScripts, ServiceGateway } from '#server/modules/payments/gateways';
import type { PlanPaymentSettings } from '#server/modules/subscriptions';

/** What the app built so far hands to a test entry's routes. */
export interface AppTestingDeps {
  db: Database;
  /** Whether Stripe takes plan payments here, and Mercado Pago services. */
  stripe: boolean;
  mercadoPago: boolean;
}

/**
 * What only a test entry adds to the app: the browser journeys' server (testing/e2e-server.ts), the API tests'
 * harness and the demo's seeding pass it; production's server.ts never does, so none of it is in that bundle
 * and production code imports nothing under src/server/testing/ (a dependency-cruiser rule says so).
 */
export interface AppTesting {
  /** Where checkouts load Stripe.js and Mercado Pago's SDK from: same-origin stand-ins in place of theirs. */
  scripts: GatewayScripts;
  /** The card gateways a request may pay services through, of those configured (`gateways`). */
  cardGateways: (request: FastifyRequest, gateways: readonly ServiceGateway[]) => readonly ServiceGateway[];
  /** How a request sees plans paid, in place of the server's `settings`; `online` when a gateway takes them. */
  planPayments: (
    request: FastifyRequest,
    settings: PlanPaymentSettings,
    online: boolean,
  ) => PlanPaymentSettings;
  /** Registers the test routes, after every route of the app. */
  register: (app: FastifyInstance, deps: AppTestingDeps) => Promise<void>;
}
