import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, pendingTransfersOut, reasonInput } from '../../../shared/schemas/operator';
import { findPlan } from '../../../shared/catalog';
import {
  billingOut,
  subscribeInput,
  subscriptionResponse,
  type PlanPaymentMode,
} from '../../../shared/schemas/provider';
import type { Database } from '../../db/client';
import { operatorGuard } from '../operator/guard';
import type { PaymentGatewayFactory } from './payments';
import { findActiveSubscription, subscribe, toSubscription } from './service';
import {
  choosePlanByTransfer,
  decideTransfer,
  findPendingPlan,
  listBillingLines,
  listPendingTransfers,
  type BankAccount,
} from './transfers';

interface SubscriptionRoutesOptions {
  db: Database;
  paymentGateway?: PaymentGatewayFactory;
  /** 'transfer': plans wait for their SPEI to `bank` ('Pago pendiente'); 'immediate': activated on request. */
  mode: PlanPaymentMode;
  bank: BankAccount | null;
  /** E2E_TEST_HOOKS (never in production): see `TEST_TRANSFER_HEADER`. */
  testHooks?: boolean;
}

/**
 * Journeys only: a browser whose requests carry this header (`transfer`) sees plans paid by transfer, to a test
 * account, while the rest of the run keeps the server's own mode. Honoured only with E2E_TEST_HOOKS, which the
 * configuration refuses in production.
 */
export const TEST_TRANSFER_HEADER = 'x-test-plan-payments';
const TEST_BANK: BankAccount = {
  bank: 'Banco de pruebas',
  beneficiary: 'LimpiaHogar Pruebas',
  clabe: '032180000118359719',
};

const TWO_FACTOR = { 403: { TWO_FACTOR_REQUIRED: 'an operator without two-factor authentication on' } };

export default async function subscriptionRoutes(
  app: FastifyInstance,
  { db, paymentGateway, mode, bank, testHooks = false }: SubscriptionRoutesOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const provider = app.requireRole('provider');
  const operator = operatorGuard(app, db);

  const settingsFor = (request: FastifyRequest) =>
    testHooks && request.headers[TEST_TRANSFER_HEADER] === 'transfer'
      ? { mode: 'transfer' as const, bank: TEST_BANK }
      : { mode, bank };

  const answer = async (request: FastifyRequest) => {
    const providerId = request.user!.id;
    const settings = settingsFor(request);
    const row = await findActiveSubscription(db, providerId);
    return {
      subscription: row && toSubscription(row),
      pendingPayment:
        settings.mode === 'transfer' && settings.bank
          ? await findPendingPlan(db, providerId, settings.bank)
          : null,
      paymentMode: settings.mode,
    };
  };

  routes.get(
    '/api/subscription',
    { schema: { response: { 200: subscriptionResponse } }, preValidation: provider },
    async (request) => answer(request),
  );

  routes.post(
    '/api/subscription',
    {
      schema: { body: subscribeInput, response: { 201: subscriptionResponse } },
      config: { errors: { 409: { SAME_PLAN: 'the provider already has this plan active' } } },
      preValidation: provider,
    },
    async (request, reply) => {
      const providerId = request.user!.id;
      const settings = settingsFor(request);
      if (settings.mode === 'transfer' && settings.bank)
        await choosePlanByTransfer(db, providerId, request.body.planType, settings.bank, app.clock.now());
      else await subscribe(db, providerId, request.body.planType, paymentGateway);
      return reply.code(201).send(await answer(request));
    },
  );

  routes.get(
    '/api/provider/billing',
    { schema: { response: { 200: billingOut } }, preValidation: provider },
    async (request) => {
      const { mode: paymentMode } = settingsFor(request);
      const row = await findActiveSubscription(db, request.user!.id);
      return {
        paymentMode,
        subscription: row && toSubscription(row),
        nextCharge:
          row && paymentMode === 'transfer'
            ? { dueBy: row.endDate.toISOString(), amount: findPlan(row.planType)!.monthlyPrice }
            : null,
        lines: await listBillingLines(db, request.user!.id),
      };
    },
  );

  routes.get(
    '/api/operator/payments',
    {
      schema: { response: { 200: pendingTransfersOut } },
      config: { errors: TWO_FACTOR },
      preValidation: operator,
    },
    async () => ({ payments: await listPendingTransfers(db) }),
  );

  for (const confirm of [true, false]) {
    routes.post(
      `/api/operator/payments/:id/${confirm ? 'confirm' : 'reject'}`,
      {
        schema: {
          params: idParams,
          body: confirm ? z.object({}) : reasonInput,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
        config: {
          errors: {
            ...TWO_FACTOR,
            404: { NOT_FOUND: 'no transfer payment has that id' },
            409: { NOT_PENDING: 'the payment was already confirmed, rejected or replaced' },
          },
        },
        preValidation: operator,
      },
      async (request) => {
        const body = request.body as { reason?: string };
        await decideTransfer(db, request.params.id, {
          confirm,
          reason: body.reason ?? null,
          actor: { id: request.user!.id, label: request.operator!.email },
          now: app.clock.now(),
        });
        app.tasks.wake();
        return { ok: true as const };
      },
    );
  }
}
