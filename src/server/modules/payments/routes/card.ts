import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cardCheckoutOut,
  paymentMethodInput,
  serviceParams,
  serviceResponse,
} from '#shared/schemas/services';
import { payoutLinkOut, payoutsOut, type Payouts } from '#shared/schemas/payouts';
import { cardPaymentMessages, payoutMessages } from '#shared/service-payment-messages';
import { rowsOf, type Database } from '#server/db/client';
import { ConflictError } from '#server/domain/errors';
import { AppError } from '#server/plugins/errors';
import { cardUnavailable, emailNotVerified, mergeAnswers } from '#server/openapi/answers';
import { toServices } from '#server/modules/jobs/service';
import {
  GatewayUnavailableError,
  gatewayDown,
  type GatewayName,
} from '#server/modules/payments/gateways/plan-gateway';
import { readMercadoPago } from './mercadopago';
import type { PayoutAccountState, ServiceGateway } from '#server/modules/payments/gateways/service-gateway';
import {
  changePaymentMethod,
  startCardPayment,
  type ServiceGateways,
} from '#server/modules/payments/ledger/service-payments';

/**
 * Journeys only: a browser whose requests carry this header pays services by card online (when a gateway is
 * configured); the others are offered no card, so every other journey runs as on a server without keys.
 * Honoured only with E2E_TEST_HOOKS, which the configuration refuses in production.
 */
export const TEST_CARD_HEADER = 'x-test-card-payments';

/** The gateways that take this request's services online; none where only cash and transfer are offered. */
export function cardGatewayFor(gateways: ServiceGateways, testHooks: boolean) {
  return (request: FastifyRequest): ServiceGateways => {
    if (testHooks && request.headers[TEST_CARD_HEADER] !== 'online') return [];
    return gateways;
  };
}

interface ServicePaymentRoutesOptions {
  db: Database;
  /** Stripe's, where 'Cobros' onboards providers to Stripe Connect (Mercado Pago's: mercadopago-routes.ts). */
  gateway: ServiceGateway | null;
  cardGateway: (request: FastifyRequest) => ServiceGateways;
  appUrl: string;
  /** Whether providers may connect Mercado Pago too (its routes: mercadopago-routes.ts). */
  mercadoPagoOn: boolean;
}

const GATEWAY_DOWN = { 502: { PAYMENT_GATEWAY_UNAVAILABLE: 'the payment gateway could not be reached' } };

/** The gateway's call, its failure answered 502 in Spanish (nothing changed). */
async function atGateway<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw gatewayDown();
    throw error;
  }
}

function payoutStatus(account: PayoutAccountState): NonNullable<Payouts['account']>['status'] {
  if (account.chargesEnabled && account.payoutsEnabled) return 'enabled';
  if (!account.detailsSubmitted) return 'incomplete';
  return account.disabledReason ? 'restricted' : 'review';
}

/** 'Cobros', Stripe's part: whether Stripe takes services here, and the provider's Connect account. */
export async function readStripePayouts(
  db: Database,
  providerId: string,
  name: GatewayName | null,
): Promise<Omit<Payouts, 'mercadopago'>> {
  if (!name) return { available: false, account: null };
  const [row] = rowsOf<{
    external_id: string;
    charges_enabled: boolean;
    payouts_enabled: boolean;
    details_submitted: boolean;
    disabled_reason: string | null;
  }>(
    await db.execute(sql`select external_id, charges_enabled, payouts_enabled, details_submitted, disabled_reason
      from payout_accounts where provider_id = ${providerId} and gateway = ${name}`),
  );
  if (!row) return { available: true, account: null };
  const state: PayoutAccountState = {
    externalId: row.external_id,
    chargesEnabled: row.charges_enabled,
    payoutsEnabled: row.payouts_enabled,
    detailsSubmitted: row.details_submitted,
    disabledReason: row.disabled_reason,
  };
  return {
    available: true,
    account: {
      status: payoutStatus(state),
      chargesEnabled: state.chargesEnabled,
      payoutsEnabled: state.payoutsEnabled,
      disabledReason: state.disabledReason,
    },
  };
}

export default async function servicePaymentRoutes(
  app: FastifyInstance,
  { db, gateway, cardGateway, appUrl, mercadoPagoOn }: ServicePaymentRoutesOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // 'Cobros': where the provider receives the money of services paid online (Stripe's, then Mercado Pago's).
  const readPayouts = async (providerId: string, name: GatewayName | null): Promise<Payouts> => ({
    ...(await readStripePayouts(db, providerId, name)),
    mercadopago: await readMercadoPago(db, providerId, mercadoPagoOn),
  });

  // 'Pagar con tarjeta': the card form of a service paid by card (a hold now, or the card saved for later).
  routes.post(
    '/api/services/:serviceId/card-payment',
    {
      schema: { params: serviceParams, response: { 200: cardCheckoutOut } },
      config: {
        errors: mergeAnswers(GATEWAY_DOWN, {
          404: {
            NOT_FOUND: 'no service with this id has this customer as a party',
            PAYMENTS_OFF: 'cards are not paid online on this server',
          },
          409: {
            NOT_CARD: 'the service is not paid by card',
            CARD_TOO_LATE: 'the time to authorise a card has passed, or the service ended',
            ALREADY_AUTHORIZED: 'a card is already authorised (or saved) for this service',
            PROVIDER_NO_CARDS: 'the provider’s payout account cannot take card payments',
            CARD_TOO_EARLY: 'Mercado Pago: the service is more than 6 days away (the message says from when)',
          },
        }),
      },
      preValidation: app.requireRole('client'),
    },
    async (request) => {
      const cards = cardGateway(request).filter((gateway) => gateway.methods.includes('card'));
      if (cards.length === 0) throw new AppError(404, 'PAYMENTS_OFF', cardPaymentMessages.cardsOff);
      const {
        gateway: card,
        checkout,
        amount,
      } = await startCardPayment(db, cards, {
        jobId: request.params.serviceId,
        customerId: request.user!.id,
        now: app.clock.now(),
        log: request.log,
      });
      return {
        checkout: {
          gateway: card.name,
          publishableKey: card.publishableKey,
          scriptUrl: card.scriptUrl,
          clientSecret: checkout.clientSecret,
          mode: checkout.mode,
          amount,
        },
      };
    },
  );

  // The customer pays a service still ahead another way (or by card after all).
  routes.put(
    '/api/services/:serviceId/payment-method',
    {
      schema: { params: serviceParams, body: paymentMethodInput, response: { 200: serviceResponse } },
      config: {
        errors: mergeAnswers(cardUnavailable, {
          404: { NOT_FOUND: 'no service with this id has this customer as a party' },
          409: {
            METHOD_LOCKED: 'the service started or ended, or the person is its provider',
            SAME_METHOD: 'the service is already paid this way',
            PROVIDER_NO_CARDS: 'the provider’s payout account cannot take card, SPEI or OXXO payments',
            CARD_TOO_LATE: 'too close to the start to authorise a card or pay online',
            ONLINE_OFF: 'SPEI or OXXO chosen, but payments are not taken online on this server',
            OXXO_UNAVAILABLE: 'OXXO chosen for a service less than 72 h away, or out of OXXO’s amounts',
            ALREADY_PAID: 'the service was already paid by SPEI or OXXO',
          },
        }),
      },
      preValidation: app.requireRole('client'),
    },
    async (request) => {
      const now = app.clock.now();
      const job = await changePaymentMethod(db, cardGateway(request), {
        jobId: request.params.serviceId,
        customerId: request.user!.id,
        method: request.body.paymentMethod,
        now,
      });
      app.tasks.wake();
      const [service] = await toServices(db, [job], request.user!.id, now);
      return { service: service! };
    },
  );

  const storeAccount = async (providerId: string, name: GatewayName, account: PayoutAccountState) => {
    const now = app.clock.now().toISOString();
    await db.execute(sql`insert into payout_accounts (provider_id, gateway, external_id, charges_enabled,
        payouts_enabled, details_submitted, disabled_reason, created_at, updated_at)
      values (${providerId}, ${name}, ${account.externalId}, ${account.chargesEnabled}, ${account.payoutsEnabled},
        ${account.detailsSubmitted}, ${account.disabledReason}, ${now}, ${now})
      on conflict (provider_id, gateway) do update set charges_enabled = excluded.charges_enabled,
        payouts_enabled = excluded.payouts_enabled, details_submitted = excluded.details_submitted,
        disabled_reason = excluded.disabled_reason, updated_at = excluded.updated_at`);
  };

  const accountOf = async (providerId: string, name: GatewayName) => {
    const [row] = rowsOf<{ external_id: string }>(
      await db.execute(sql`select external_id from payout_accounts
        where provider_id = ${providerId} and gateway = ${name}`),
    );
    return row?.external_id ?? null;
  };

  const payoutsOff = () => new AppError(404, 'PAYMENTS_OFF', payoutMessages.off);
  const PAYOUT_ERRORS = mergeAnswers(GATEWAY_DOWN, {
    404: { PAYMENTS_OFF: 'no gateway takes card payments on this server' },
  });

  routes.get(
    '/api/provider/payouts',
    { schema: { response: { 200: payoutsOut } }, preValidation: app.requireRole('provider') },
    async (request) => readPayouts(request.user!.id, gateway?.name ?? null),
  );

  // 'Configurar cobros' / 'Continuar registro': the account is made once, then Stripe's own pages take over.
  routes.post(
    '/api/provider/payouts/onboarding',
    {
      schema: { response: { 200: payoutLinkOut } },
      config: { errors: mergeAnswers(emailNotVerified, PAYOUT_ERRORS) },
      preValidation: app.requireRole('provider', { verifiedEmail: true }),
    },
    async (request) => {
      if (!gateway) throw payoutsOff();
      const providerId = request.user!.id;
      let externalId = await accountOf(providerId, gateway.name);
      if (!externalId) {
        const account = await atGateway(() =>
          gateway.createPayoutAccount({ profileId: providerId, email: request.user!.email }),
        );
        await storeAccount(providerId, gateway.name, account);
        externalId = account.externalId;
      }
      const url = await atGateway(() =>
        gateway.onboardingLink(externalId, {
          returnUrl: `${appUrl}/proveedor/cobros?registro=listo`,
          refreshUrl: `${appUrl}/proveedor/cobros?registro=renovar`,
        }),
      );
      return { url };
    },
  );

  // Back from Stripe's pages: the account read at once, not waiting for the webhook.
  routes.post(
    '/api/provider/payouts/refresh',
    {
      schema: { response: { 200: payoutsOut } },
      config: { errors: PAYOUT_ERRORS },
      preValidation: app.requireRole('provider'),
    },
    async (request) => {
      if (!gateway) throw payoutsOff();
      const providerId = request.user!.id;
      const externalId = await accountOf(providerId, gateway.name);
      if (externalId)
        await storeAccount(
          providerId,
          gateway.name,
          await atGateway(() => gateway.readPayoutAccount(externalId)),
        );
      return readPayouts(providerId, gateway.name);
    },
  );

  // 'Ver mis cobros en Stripe': the provider's own dashboard (payouts, bank account).
  routes.post(
    '/api/provider/payouts/dashboard',
    {
      schema: { response: { 200: payoutLinkOut } },
      config: {
        errors: mergeAnswers(PAYOUT_ERRORS, {
          409: { NOT_ONBOARDED: 'the provider has not finished Stripe’s onboarding' },
        }),
      },
      preValidation: app.requireRole('provider'),
    },
    async (request) => {
      if (!gateway) throw payoutsOff();
      const payouts = await readPayouts(request.user!.id, gateway.name);
      const externalId = await accountOf(request.user!.id, gateway.name);
      if (!externalId || payouts.account?.status === 'incomplete')
        throw new ConflictError('NOT_ONBOARDED', payoutMessages.notOnboarded);
      return { url: await atGateway(() => gateway.dashboardLink(externalId)) };
    },
  );
}
