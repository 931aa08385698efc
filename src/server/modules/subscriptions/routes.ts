import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, pendingTransfersOut, reasonInput } from '#shared/schemas/operator';
import { findPlan } from '#shared/catalog';
import { type PlanId } from '#shared/domain/plans';
import type { PlanGateway } from '#shared/domain/plans';
import {
  billingOut,
  subscribeInput,
  subscriptionResponse,
  type PlanPaymentMode,
  type SubscriptionResponse,
} from '#shared/schemas/provider';
import { planPaymentMessages } from '#shared/plan-payment-messages';
import { ConflictError } from '#server/domain/errors';
import type { Database } from '#server/db/client';
import { twoFactorRequired } from '#server/openapi/answers';
import { operatorActor, operatorGuard } from '#server/auth/operator-guard';
import { rowsOf } from '#server/db/client';
import type { PaymentGateway } from '#server/modules/payments/gateways';
import { setRenewal, startOnlinePlan } from './online-checkout';
import { listBillingLines } from './billing-lines';
import { findVoucher, startOxxoPlan } from './oxxo';
import { findActiveSubscription, subscribe, toSubscription } from './service';
import {
  choosePlanByTransfer,
  decideTransfer,
  findPendingPlan,
  listPendingTransfers,
  type BankAccount,
} from './transfers';

interface SubscriptionRoutesOptions {
  db: Database;
  /**
   * 'online': paid through `gateway` and activated by its webhook; 'transfer': plans wait for their SPEI to
   * `bank` ('Pago pendiente'); 'immediate': activated on request.
   */
  mode: PlanPaymentMode;
  /** The online gateways configured, the default first. */
  gateways: PaymentGateway[];
  bank: BankAccount | null;
  /**
   * Test entries only (app-testing.ts): how a request sees plans paid, in place of `mode` and `bank`; `online`
   * when a gateway takes them.
   */
  requestSettings?: (
    request: FastifyRequest,
    settings: PlanPaymentSettings,
    online: boolean,
  ) => PlanPaymentSettings;
}

/** How this server takes plan payments: the mode, and the account a transfer goes to. */
export interface PlanPaymentSettings {
  mode: PlanPaymentMode;
  bank: BankAccount | null;
}

export default async function subscriptionRoutes(
  app: FastifyInstance,
  { db, mode, gateways, bank, requestSettings }: SubscriptionRoutesOptions,
) {
  const gatewayNamed = (name: string | undefined) => gateways.find((candidate) => candidate.name === name);
  const gateway = gateways[0] ?? null;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const provider = app.requireRole('provider');
  const operator = operatorGuard(app, db);

  const settingsFor = (request: FastifyRequest): PlanPaymentSettings =>
    requestSettings?.(request, { mode, bank }, gateway !== null) ?? { mode, bank };

  const answer = async (
    request: FastifyRequest,
    { checkout, planChange }: Pick<SubscriptionResponse, 'checkout' | 'planChange'> = {
      checkout: null,
      planChange: null,
    },
  ) => {
    const providerId = request.user!.id;
    const settings = settingsFor(request);
    const now = app.clock.now();
    const row = await findActiveSubscription(db, providerId, now);
    const [online] =
      settings.mode === 'online'
        ? rowsOf<{
            id: string;
            plan_type: PlanId;
            created_at: string | Date;
            pay_method: string | null;
            billing: PlanGateway;
          }>(
            await db.execute(sql`select id, plan_type, created_at, pay_method, billing from subscriptions
              where provider_id = ${providerId} and status = 'pending_payment'
                and billing in ('stripe', 'mercadopago')`),
          )
        : [];
    return {
      subscription: row && toSubscription(row),
      pendingPayment:
        settings.mode === 'transfer' && settings.bank
          ? await findPendingPlan(db, providerId, settings.bank)
          : null,
      pendingOnline: online
        ? {
            planType: online.plan_type,
            gateway: online.billing,
            createdAt: new Date(online.created_at).toISOString(),
            method: online.pay_method === 'oxxo' ? ('oxxo' as const) : ('card' as const),
            voucher: online.pay_method === 'oxxo' ? await findVoucher(db, online.id) : null,
          }
        : null,
      paymentMode: settings.mode,
      gateways: settings.mode === 'online' ? gateways.map((candidate) => candidate.name) : [],
      checkout,
      planChange,
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
      config: {
        errors: {
          409: {
            SAME_PLAN: 'the provider already has this plan active',
            CHANGE_ONLINE:
              'the plan in force renews online: its renewal must be cancelled before another plan',
            OXXO_UNAVAILABLE: 'OXXO was asked for while plans are not paid online, or through Mercado Pago',
            GATEWAY_UNAVAILABLE: 'the gateway asked for is not configured on this server',
          },
          502: {
            PAYMENT_GATEWAY_UNAVAILABLE: 'the payment gateway could not be reached; nothing was charged',
          },
        },
      },
      preValidation: provider,
    },
    async (request, reply) => {
      const providerId = request.user!.id;
      const settings = settingsFor(request);
      const { planType, method = 'card' } = request.body;
      const now = app.clock.now();
      // The gateway asked for; else the one the plan in force renews through (a change stays there); else the first.
      const inForce = await findActiveSubscription(db, providerId, now);
      const chosen = request.body.gateway
        ? gatewayNamed(request.body.gateway)
        : (gatewayNamed(inForce?.billing) ?? gateway);
      if (!chosen && request.body.gateway)
        throw new ConflictError('GATEWAY_UNAVAILABLE', planPaymentMessages.gatewayNotConfigured);
      let started: Pick<SubscriptionResponse, 'checkout' | 'planChange'> = {
        checkout: null,
        planChange: null,
      };
      const online = settings.mode === 'online' && chosen;
      // A month in cash is issued by Stripe only (docs/payments.md).
      if (method === 'oxxo' && (!online || online.name !== 'stripe'))
        throw new ConflictError('OXXO_UNAVAILABLE', planPaymentMessages.oxxo.unavailable);
      if (method === 'oxxo' && online) {
        const log = request.log;
        started.checkout = await startOxxoPlan(db, online, { providerId, planType, now, log });
      } else if (online) {
        const { checkout, change } = await startOnlinePlan(db, online, {
          providerId,
          planType,
          now,
          log: request.log,
        });
        started = { checkout, planChange: change };
      } else if (settings.mode === 'transfer' && settings.bank)
        await choosePlanByTransfer(db, providerId, planType, settings.bank, now);
      else await subscribe(db, providerId, planType, now);
      return reply.code(201).send(await answer(request, started));
    },
  );

  // 'Cancelar suscripción' and 'Reactivar' for a plan paid online: it renews, or ends at its end date.
  for (const cancel of [true, false]) {
    routes.post(
      `/api/subscription/${cancel ? 'cancel' : 'reactivate'}`,
      {
        schema: { body: z.object({}).optional(), response: { 200: subscriptionResponse } },
        config: {
          errors: {
            409: { NO_RENEWING_PLAN: 'the provider has no plan in force paid online' },
            502: { PAYMENT_GATEWAY_UNAVAILABLE: 'the payment gateway could not be reached; nothing changed' },
          },
        },
        preValidation: provider,
      },
      async (request) => {
        const now = app.clock.now();
        const current = await findActiveSubscription(db, request.user!.id, now);
        const renewing = gatewayNamed(current?.billing);
        if (!renewing) throw new ConflictError('NO_RENEWING_PLAN', planPaymentMessages.noRenewingPlan);
        await setRenewal(db, renewing, { providerId: request.user!.id, cancel, now });
        return answer(request);
      },
    );
  }

  routes.get(
    '/api/provider/billing',
    { schema: { response: { 200: billingOut } }, preValidation: provider },
    async (request) => {
      const { mode: paymentMode } = settingsFor(request);
      const row = await findActiveSubscription(db, request.user!.id, app.clock.now());
      return {
        paymentMode,
        subscription: row && toSubscription(row),
        // Transfer, OXXO: the next month is due by the end date. Online: charged then, unless renewal was cancelled.
        nextCharge:
          row &&
          (row.billing === 'transfer' ||
            row.payMethod === 'oxxo' ||
            (row.billing !== 'none' && !row.cancelAtPeriodEnd))
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
      config: { errors: twoFactorRequired },
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
            ...twoFactorRequired,
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
          actor: operatorActor(request),
          now: app.clock.now(),
        });
        app.tasks.wake();
        return { ok: true as const };
      },
    );
  }
}
