// Named, not default: Node's ESM sees the SDK's CommonJS `exports` object as the default import.
import { MercadoPagoConfig, MercadoPagoError, OAuth, Payment, PaymentRefund } from 'mercadopago';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import { mercadoPagoMessages } from '#shared/mercadopago-messages';
import {
  gatewayCall,
  GatewayUnavailableError,
  type GatewayEvent,
} from '#server/modules/payments/gateways/plan-gateway';
import { toCentavos, toPesos } from './events';
import type { MercadoPagoSellers, SellerTokens } from './sellers';
import type { ServiceEvent, ServiceGateway } from '#server/modules/payments/gateways/service-gateway';

// Services paid by card through the provider's own Mercado Pago account (marketplace OAuth): the browser's Card
// Payment Brick tokenises the card with the platform's public key, and the server creates the payment with the
// seller's access token, `capture: false` (a hold, which Mercado Pago México keeps 7 days), captured in full or
// in part when the service ends, cancelled when nothing is owed, refunded by amount. No `application_fee`: the
// platform takes no commission. Mercado Pago asks for the card's security code on every payment, so a card is
// never kept for later: see docs/payments.md.

export const MERCADOPAGO_JS_URL = 'https://sdk.mercadopago.com/js/v2';
export const MERCADOPAGO_AUTH_URL = 'https://auth.mercadopago.com.mx/authorization';

export interface MercadoPagoServiceSettings {
  /** The marketplace application's own access token (MERCADOPAGO_ACCESS_TOKEN). */
  accessToken: string;
  clientId: string;
  clientSecret: string;
  /** The application's public key: the brick tokenises cards with it (MERCADOPAGO_PUBLIC_KEY). */
  publicKey: string;
  /** Journeys only: a same-origin stand-in for MP's script. */
  scriptUrl?: string;
  /** Local testing only: a server that speaks Mercado Pago's API (the SDK's base URL, process-wide). */
  apiUrl?: string;
}

/** A payment as GET /v1/payments/{id} answers (the part read here). */
export interface MercadoPagoPayment {
  id: string | number;
  status?: string;
  status_detail?: string;
  transaction_amount?: number;
  transaction_amount_refunded?: number;
  currency_id?: string;
  captured?: boolean;
  external_reference?: string;
  /** The seller who received the payment (the account whose token made it). */
  collector_id?: string | number | null;
  date_last_updated?: string;
  metadata?: { payment_id?: string; job_id?: string } | null;
}

/** What a Mercado Pago payment made for a service means, as the Stripe path's events say it; null when nothing. */
export function mercadoPagoServiceEventOf(payment: MercadoPagoPayment): ServiceEvent | null {
  // Only payments made for a service (our metadata names it) are read here.
  if (!payment.metadata?.job_id) return null;
  const base = {
    paymentId: payment.metadata.payment_id ?? payment.external_reference ?? null,
    externalId: String(payment.id),
  };
  const currency = payment.currency_id ?? '';
  const amount = toCentavos(payment.transaction_amount);
  const refunded = toCentavos(payment.transaction_amount_refunded ?? 0);
  switch (payment.status) {
    case 'authorized':
      return { kind: 'card-authorized', ...base, amount, currency, paymentMethod: null };
    case 'approved':
      // A partial refund leaves the payment approved, with what was given back beside it.
      return refunded > 0
        ? { kind: 'card-refunded', ...base, refunded, currency }
        : { kind: 'card-captured', ...base, amount, currency };
    case 'refunded':
    case 'charged_back':
      return { kind: 'card-refunded', ...base, refunded: refunded || amount, currency };
    case 'rejected':
      return { kind: 'card-failed', ...base, reason: mercadoPagoMessages.cardDeclined };
    case 'cancelled':
      return { kind: 'card-released', ...base };
    default:
      return null; // pending, in_process: Mercado Pago has not decided yet.
  }
}

export interface MercadoPagoServiceGateway extends ServiceGateway {
  readonly sellers: MercadoPagoSellers;
  /** Mercado Pago's authorisation page for the provider ('Conectar Mercado Pago'). */
  authorizationUrl(state: string, redirectUri: string): string;
  /** The code Mercado Pago sent back, exchanged for the seller's tokens. */
  exchangeCode(code: string, redirectUri: string, now: Date): Promise<SellerTokens>;
  /** New tokens for old: null when Mercado Pago refuses the refresh token (the seller must connect again). */
  refreshTokens(refreshToken: string, now: Date): Promise<SellerTokens | null>;
  /** A signed notification of a seller's payment (its `user_id` names the seller), read with the seller's token. */
  readNotification(notification: {
    type: string;
    dataId: string;
    userId: string | null;
  }): Promise<GatewayEvent | null>;
}

export const isMercadoPagoServices = (gateway: ServiceGateway): gateway is MercadoPagoServiceGateway =>
  gateway.name === 'mercadopago' && 'exchangeCode' in gateway;

export function mercadoPagoServiceGateway(
  settings: MercadoPagoServiceSettings,
  sellers: MercadoPagoSellers,
): MercadoPagoServiceGateway {
  if (settings.apiUrl) (AppConfig as { BASE_URL: string }).BASE_URL = new URL(settings.apiUrl).origin;
  // A fresh configuration per call: the SDK merges each call's options into the configuration it keeps.
  const config = (accessToken: string, idempotencyKey?: string) =>
    new MercadoPagoConfig({
      accessToken,
      options: { timeout: 15_000, maxRetries: 2, ...(idempotencyKey && { idempotencyKey }) },
    });
  const sellerOf = async (externalId: string) => {
    const token = await sellers.accessTokenOfPayment(externalId);
    if (!token) throw new GatewayUnavailableError(`no seller token for Mercado Pago payment ${externalId}`);
    return token;
  };
  const tokensOf = (answer: Awaited<ReturnType<OAuth['create']>>, now: Date): SellerTokens => {
    if (!answer.access_token || answer.user_id == null)
      throw new Error('Mercado Pago did not return the tokens');
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? null,
      userId: String(answer.user_id),
      expiresAt: new Date(now.getTime() + (answer.expires_in ?? 15_552_000) * 1000),
    };
  };
  /**
   * A payment names one of ours (external_reference, metadata) but any connected seller can write those: it
   * counts only if it was received by the account of the provider whose payment it names. Undefined when it was.
   */
  const sellerMismatch = async (
    payment: MercadoPagoPayment,
    service: ServiceEvent,
    notifiedSeller: string,
  ): Promise<string | undefined> => {
    const named = 'paymentId' in service ? service.paymentId : null;
    const reference = payment.external_reference ?? named ?? '';
    const expected = await sellers.sellerOfPayment(reference);
    const collector = payment.collector_id == null ? '' : String(payment.collector_id);
    if (!expected)
      return `ignored: no Mercado Pago account of the provider of payment ${reference || '(none)'}`;
    if (named !== reference || collector !== expected || notifiedSeller !== expected)
      return `ignored: collected by Mercado Pago account ${collector || '(none)'}, the provider's is ${expected}`;
    return undefined;
  };
  const cardOnly = () =>
    Promise.reject(new Error('Mercado Pago takes services by card only (docs/payments.md)'));
  const byOAuth = () =>
    Promise.reject(new Error('A Mercado Pago account is connected by OAuth, not created'));

  return {
    name: 'mercadopago',
    methods: ['card'],
    savesCards: false,
    publishableKey: settings.publicKey,
    scriptUrl: settings.scriptUrl ?? MERCADOPAGO_JS_URL,
    sellers,

    authorizationUrl(state, redirectUri) {
      const url = new URL(MERCADOPAGO_AUTH_URL);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        response_type: 'code',
        platform_id: 'mp',
        state,
        redirect_uri: redirectUri,
      }).toString();
      return url.toString();
    },

    exchangeCode: (code, redirectUri, now) =>
      gatewayCall(async () =>
        tokensOf(
          await new OAuth(config(settings.accessToken)).create({
            body: {
              client_id: settings.clientId,
              client_secret: settings.clientSecret,
              code,
              redirect_uri: redirectUri,
            },
          }),
          now,
        ),
      ),

    refreshTokens: (refreshToken, now) =>
      gatewayCall(async () => {
        try {
          return tokensOf(
            await new OAuth(config(settings.accessToken)).refresh({
              body: {
                client_id: settings.clientId,
                client_secret: settings.clientSecret,
                refresh_token: refreshToken,
              },
            }),
            now,
          );
        } catch (error) {
          // invalid_grant: the seller revoked us, or the refresh token is spent.
          if (error instanceof MercadoPagoError && error.status >= 400 && error.status < 500) return null;
          throw error;
        }
      }),

    async readNotification({ type, dataId, userId }) {
      if (type !== 'payment' || !userId) return null;
      const token = await sellers.accessTokenOfUser(userId);
      if (!token) return null;
      // Any failure (a 404 included: a notification can come before the payment is readable) answers 502,
      // so that Mercado Pago delivers it again later.
      const payment = (await gatewayCall(() =>
        new Payment(config(token)).get({ id: dataId }),
      )) as MercadoPagoPayment;
      const service = mercadoPagoServiceEventOf(payment);
      const ignored = service ? await sellerMismatch(payment, service, userId) : undefined;
      return {
        // One row per state of the payment, as for plans: a notification repeated changes nothing.
        id: `payment:${dataId}:${payment.status ?? ''}:${payment.date_last_updated ?? ''}`,
        type,
        change: null,
        service,
        ...(ignored && { ignored }),
        payload: { seller: userId, resource: payment },
      };
    },

    authorizeToken: (charge, card) =>
      gatewayCall(async () => {
        const token = await sellers.accessTokenOfUser(charge.destination);
        if (!token) throw new GatewayUnavailableError('the provider’s Mercado Pago account is not connected');
        const payment = (await new Payment(config(token, `service-${charge.paymentId}`)).create({
          body: {
            transaction_amount: toPesos(charge.amount),
            token: card.token,
            description: charge.description,
            installments: 1,
            payment_method_id: card.paymentMethodId,
            ...(card.issuerId && { issuer_id: Number(card.issuerId) }),
            payer: {
              email: card.payerEmail ?? charge.customer.email,
              ...(card.identification && { identification: card.identification }),
            },
            // A hold, captured when the service ends; approved or rejected at once, never left "in process".
            capture: false,
            binary_mode: true,
            external_reference: charge.paymentId,
            metadata: { payment_id: charge.paymentId, job_id: charge.jobId },
            statement_descriptor: 'LIMPIAHOGAR',
          },
        })) as MercadoPagoPayment;
        return mercadoPagoServiceEventOf(payment);
      }),

    createPayoutAccount: byOAuth,
    onboardingLink: byOAuth,
    dashboardLink: () => Promise.resolve('https://www.mercadopago.com.mx/activities'),
    readPayoutAccount: byOAuth,
    startCard: () => Promise.reject(new Error('Mercado Pago cards are tokenised in the browser first')),
    startBankPayment: cardOnly,
    reverseTransfer: cardOnly,

    // Off-session, Mercado Pago needs the security code again: a hold cannot be placed without the customer.
    authorizeSaved: () =>
      Promise.resolve({ status: 'failed', externalId: null, reason: mercadoPagoMessages.cannotRenew }),

    capture: (externalId, amount, key) =>
      gatewayCall(async () => {
        const token = await sellerOf(externalId);
        const current = (await new Payment(config(token)).get({ id: externalId })) as MercadoPagoPayment;
        // Captured already (a retried task whose answer was lost): nothing is left to do.
        if (current.status === 'approved' && current.captured) return;
        await new Payment(config(token, `capture-${key}`)).capture({
          id: externalId,
          transaction_amount: toPesos(amount),
        });
      }),

    release: (externalId) =>
      gatewayCall(async () => {
        const token = await sellerOf(externalId);
        const current = (await new Payment(config(token)).get({ id: externalId })) as MercadoPagoPayment;
        // Cancelled, rejected or never authorised: nothing is held.
        if (
          current.status !== 'authorized' &&
          current.status !== 'pending' &&
          current.status !== 'in_process'
        )
          return;
        await new Payment(config(token)).cancel({ id: externalId });
      }),

    refund: (externalId, amount, key) =>
      gatewayCall(async () => {
        await new PaymentRefund(config(await sellerOf(externalId), `refund-${key}`)).create({
          payment_id: externalId,
          body: { amount: toPesos(amount) },
        });
      }),
  };
}
