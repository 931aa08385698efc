import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UNSETTLED_PAYMENT_STATUSES } from '#shared/domain/payment-lifecycle';
import { ENDED_STATUSES } from '#shared/domain/service-lifecycle';
import { mercadoPagoAccountMessages, mercadoPagoMessages } from '#shared/mercadopago-messages';
import { mercadoPagoCallbackInput, payoutLinkOut, payoutsOut, type Payouts } from '#shared/schemas/payouts';
import { rowsOf, type Database } from '#server/db/client';
import { noneOf, oneOf } from '#server/db/schema/sql-helpers';
import { ConflictError } from '#server/domain/errors';
import { emailNotVerified, mergeAnswers } from '#server/openapi/answers';
import { AppError } from '#server/plugins/errors';
import {
  GatewayUnavailableError,
  gatewayDown,
  type MercadoPagoServiceGateway,
  scheduleTokenRefresh,
} from '#server/modules/payments/gateways';
import { CARD_SETTLE } from '#server/modules/payments/ledger/ask-payment';

// 'Cobros' with Mercado Pago: the provider connects their own account (OAuth, marketplace), so the cards of
// their services are held and captured in it (the customer's card: routes/services/card-payment.ts).

interface MercadoPagoRoutesOptions {
  db: Database;
  gateway: MercadoPagoServiceGateway | null;
  appUrl: string;
  /** Stripe's part of 'Cobros', which the answers carry beside Mercado Pago's. */
  readStripe: (providerId: string) => Promise<Omit<Payouts, 'mercadopago'>>;
}

const GATEWAY_DOWN = { 502: { PAYMENT_GATEWAY_UNAVAILABLE: 'Mercado Pago could not be reached' } };
const OFF = { 404: { MERCADOPAGO_OFF: 'Mercado Pago is not configured on this server' } };

/** Where Mercado Pago sends the provider back: the page that hands `code` and `state` to the callback route. */
export const mercadoPagoRedirectUri = (appUrl: string) => `${appUrl}/proveedor/cobros/mercadopago`;

/**
 * The provider's payments through Mercado Pago that may still need the seller's token: a hold (or one being
 * placed) to capture or cancel; a captured amount of a service not yet settled for good (done, or disputed:
 * part of it may be refunded); and any whose settlement (capture, release, refund) is still queued or retried.
 */
export const openPaymentsOf = (providerId: string) =>
  sql`select 1 from payments p join jobs j on j.id = p.job_id
    where p.provider_id = ${providerId} and p.kind = 'service' and p.gateway = 'mercadopago'
      and p.gateway_reference is not null
      and (${oneOf(sql`p.status`, UNSETTLED_PAYMENT_STATUSES)}
        or (p.status = 'paid' and ${noneOf(sql`j.status`, ENDED_STATUSES)})
        or exists (select 1 from tasks t where t.kind = ${CARD_SETTLE} and t.done_at is null
          and t.payload->>'paymentId' = p.id::text))
    limit 1`;

/** The Mercado Pago part of 'Cobros' for this provider. */
export async function readMercadoPago(
  db: Database,
  providerId: string,
  available: boolean,
): Promise<Payouts['mercadopago']> {
  if (!available) return { available: false, account: null };
  const [row] = rowsOf<{ external_id: string; charges_enabled: boolean; updated_at: string | Date }>(
    await db.execute(sql`select external_id, charges_enabled, updated_at from payout_accounts
      where provider_id = ${providerId} and gateway = 'mercadopago'`),
  );
  if (!row) return { available: true, account: null };
  return {
    available: true,
    account: {
      status: row.charges_enabled ? 'connected' : 'reconnect',
      userId: row.external_id,
      updatedAt: new Date(row.updated_at).toISOString(),
    },
  };
}

export default async function mercadoPagoRoutes(
  app: FastifyInstance,
  { db, gateway, appUrl, readStripe }: MercadoPagoRoutesOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const off = () => new AppError(404, 'MERCADOPAGO_OFF', mercadoPagoMessages.off);
  const payouts = async (providerId: string): Promise<Payouts> => ({
    ...(await readStripe(providerId)),
    mercadopago: await readMercadoPago(db, providerId, gateway !== null),
  });

  // 'Conectar Mercado Pago': Mercado Pago's authorisation page, with a state only this provider can bring back.
  routes.post(
    '/api/provider/payouts/mercadopago/connect',
    {
      schema: { response: { 200: payoutLinkOut } },
      config: { errors: mergeAnswers(emailNotVerified, OFF) },
      preValidation: app.requireRole('provider', { verifiedEmail: true }),
    },
    async (request) => {
      if (!gateway) throw off();
      const state = await gateway.sellers.createState(request.user!.id, app.clock.now());
      return { url: gateway.authorizationUrl(state, mercadoPagoRedirectUri(appUrl)) };
    },
  );

  // Back from Mercado Pago: the code exchanged for the seller's tokens, kept sealed; the refresh is scheduled.
  routes.post(
    '/api/provider/payouts/mercadopago/callback',
    {
      schema: { body: mercadoPagoCallbackInput, response: { 200: payoutsOut } },
      config: {
        errors: mergeAnswers(GATEWAY_DOWN, OFF, {
          400: {
            STATE_INVALID: 'the state was not made by this server for this provider',
            STATE_EXPIRED: 'the state is older than 15 minutes, or was used already',
            OAUTH_DENIED: 'the provider did not authorise the application (no code came back)',
          },
          409: { ACCOUNT_TAKEN: 'that Mercado Pago account is connected to another provider' },
        }),
      },
      preValidation: app.requireRole('provider'),
    },
    async (request) => {
      if (!gateway) throw off();
      const providerId = request.user!.id;
      const now = app.clock.now();
      const check = await gateway.sellers.consumeState(request.body.state, providerId, now);
      if (!check.ok)
        throw check.reason === 'invalid'
          ? new AppError(400, 'STATE_INVALID', mercadoPagoMessages.stateInvalid)
          : new AppError(400, 'STATE_EXPIRED', mercadoPagoMessages.stateExpired);
      if (!request.body.code) throw new AppError(400, 'OAUTH_DENIED', mercadoPagoMessages.denied);
      const code = request.body.code;
      let tokens;
      try {
        tokens = await gateway.exchangeCode(code, mercadoPagoRedirectUri(appUrl), now);
      } catch (error) {
        if (!(error instanceof GatewayUnavailableError)) throw error;
        request.log.warn({ reason: error.message }, 'Mercado Pago code exchange failed');
        throw gatewayDown();
      }
      const owner = await gateway.sellers.ownerOfUser(tokens.userId);
      if (owner && owner !== providerId)
        throw new ConflictError('ACCOUNT_TAKEN', mercadoPagoAccountMessages.taken);
      await db.transaction(async (tx) => {
        await gateway.sellers.save(providerId, tokens, now, tx);
        await scheduleTokenRefresh(tx, providerId, tokens, now);
      });
      request.log.info({ providerId, seller: tokens.userId }, 'Mercado Pago account connected');
      return payouts(providerId);
    },
  );

  // 'Desconectar': the tokens are forgotten; refused while a payment made through the account may still need
  // them (a hold to capture or cancel, a captured amount a dispute may refund: `openPaymentsOf`).
  routes.post(
    '/api/provider/payouts/mercadopago/disconnect',
    {
      schema: { response: { 200: payoutsOut } },
      config: {
        errors: mergeAnswers(OFF, {
          409: {
            OPEN_PAYMENTS: 'a service’s card is held (or being authorised) in the Mercado Pago account',
          },
        }),
      },
      preValidation: app.requireRole('provider'),
    },
    async (request) => {
      if (!gateway) throw off();
      const providerId = request.user!.id;
      await db.transaction(async (tx) => {
        const open = rowsOf(await tx.execute(openPaymentsOf(providerId)));
        if (open.length > 0) throw new ConflictError('OPEN_PAYMENTS', mercadoPagoMessages.openPayments);
        await tx.execute(
          sql`delete from payout_accounts where provider_id = ${providerId} and gateway = 'mercadopago'`,
        );
      });
      return payouts(providerId);
    },
  );
}
