import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { payoutLinkOut, payoutsOut, type Payouts } from '#shared/schemas/payouts';
import { payoutMessages } from '#shared/service-payment-messages';
import { rowsOf, type Database } from '#server/db/client';
import { ConflictError } from '#server/domain/errors';
import { AppError } from '#server/plugins/errors';
import { emailNotVerified, mergeAnswers } from '#server/openapi/answers';
import {
  GatewayUnavailableError,
  gatewayDown,
  type GatewayName,
  type PayoutAccountState,
  type ServiceGateway,
} from '#server/modules/payments/gateways';
import { readMercadoPago } from './mercadopago';

interface ServicePaymentRoutesOptions {
  db: Database;
  /** Stripe's, where 'Cobros' onboards providers to Stripe Connect (Mercado Pago's: routes/mercadopago.ts). */
  gateway: ServiceGateway | null;
  appUrl: string;
  /** Whether providers may connect Mercado Pago too (its routes: routes/mercadopago.ts). */
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
  { db, gateway, appUrl, mercadoPagoOn }: ServicePaymentRoutesOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // 'Cobros': where the provider receives the money of services paid online (Stripe's, then Mercado Pago's).
  const readPayouts = async (providerId: string, name: GatewayName | null): Promise<Payouts> => ({
    ...(await readStripePayouts(db, providerId, name)),
    mercadopago: await readMercadoPago(db, providerId, mercadoPagoOn),
  });

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
