import Stripe from 'stripe';
import { alreadyEnded, cancelUnlessEnded, stripeClient, stripeCustomer } from './client';
import { STRIPE_JS_URL, type StripeSettings } from './settings';
import { gatewayCall } from '#server/modules/payments/gateways/plan-gateway';
import type {
  PayoutAccountState,
  ServiceCharge,
  ServiceEvent,
  ServiceGateway,
} from '#server/modules/payments/gateways/service-gateway';
import { bankCheckoutOf, bankInstructionsOf, bankIntentParams, oxxoVoucherOf, transferOf } from './bank';

// Services paid by card through Stripe Connect: the provider has an Express-style connected account in
// Mexico; the customer's card is authorised with manual capture as a destination charge to it, captured when
// the service is completed (or in part, for a late cancellation), released when nothing is owed. The platform
// takes no application fee: its income is the plans.

function accountState(account: Stripe.Account): PayoutAccountState {
  return {
    externalId: account.id,
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    detailsSubmitted: account.details_submitted ?? false,
    disabledReason: account.requirements?.disabled_reason ?? null,
  };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** Only intents and setups made for a service (our metadata names it) are ours to read here. */
const ownerOf = (metadata: Stripe.Metadata | null | undefined) =>
  metadata?.['jobId'] ? { paymentId: metadata['paymentId'] ?? null } : null;

/** What a Stripe event means for a service's card or a provider's connected account; null when nothing. */
export function serviceEventOf(event: Stripe.Event): ServiceEvent | null {
  switch (event.type) {
    case 'payment_intent.requires_action':
    case 'payment_intent.partially_funded': {
      const intent = event.data.object;
      const owner = ownerOf(intent.metadata);
      if (!owner) return null;
      const bank = bankInstructionsOf(intent);
      if (bank) return { kind: 'bank-instructions', ...owner, externalId: intent.id, bank };
      const voucher = oxxoVoucherOf(intent);
      // A card's bank asking the customer to authenticate: the card form handles it.
      return voucher ? { kind: 'oxxo-voucher', ...owner, externalId: intent.id, voucher } : null;
    }
    case 'payment_intent.amount_capturable_updated':
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      const intent = event.data.object;
      const owner = ownerOf(intent.metadata);
      if (!owner) return null;
      const base = { ...owner, externalId: intent.id };
      if (event.type === 'payment_intent.amount_capturable_updated')
        return {
          kind: 'card-authorized',
          ...base,
          amount: intent.amount_capturable,
          currency: intent.currency,
          paymentMethod: idOf(intent.payment_method),
        };
      if (event.type === 'payment_intent.succeeded')
        return { kind: 'card-captured', ...base, amount: intent.amount_received, currency: intent.currency };
      if (event.type === 'payment_intent.payment_failed')
        return { kind: 'card-failed', ...base, reason: intent.last_payment_error?.message ?? null };
      return { kind: 'card-released', ...base };
    }
    case 'setup_intent.succeeded':
    case 'setup_intent.setup_failed': {
      const setup = event.data.object;
      const owner = ownerOf(setup.metadata);
      if (!owner) return null;
      if (event.type === 'setup_intent.setup_failed')
        return {
          kind: 'card-save-failed',
          ...owner,
          setupId: setup.id,
          reason: setup.last_setup_error?.message ?? null,
        };
      const paymentMethod = idOf(setup.payment_method);
      return paymentMethod ? { kind: 'card-saved', ...owner, setupId: setup.id, paymentMethod } : null;
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const intent = idOf(charge.payment_intent);
      const owner = ownerOf(charge.metadata);
      if (!intent || !owner) return null;
      return {
        kind: 'card-refunded',
        ...owner,
        externalId: intent,
        refunded: charge.amount_refunded,
        currency: charge.currency,
      };
    }
    case 'account.updated':
      return { kind: 'payout-account', ...accountState(event.data.object) };
    default:
      return null;
  }
}

export function stripeServiceGateway(settings: StripeSettings): ServiceGateway {
  const stripe = stripeClient(settings);

  const customerFor = (customer: ServiceCharge['customer']) => stripeCustomer(stripe, customer);

  return {
    name: 'stripe',
    methods: ['card', 'spei', 'oxxo'],
    savesCards: true,
    publishableKey: settings.publishableKey,
    scriptUrl: settings.scriptUrl ?? STRIPE_JS_URL,

    createPayoutAccount: ({ profileId, email }) =>
      gatewayCall(async () =>
        accountState(
          await stripe.accounts.create(
            {
              country: 'MX',
              email,
              // An Express account: Stripe collects the identity and bank details (RFC, INE, CLABE) in its own
              // pages and gives the provider its Express dashboard; the platform bears fees and losses.
              controller: {
                fees: { payer: 'application' },
                losses: { payments: 'application' },
                stripe_dashboard: { type: 'express' },
                requirement_collection: 'stripe',
              },
              capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
              metadata: { profileId },
            },
            { idempotencyKey: `payout-account-${profileId}` },
          ),
        ),
      ),

    onboardingLink: (externalId, { returnUrl, refreshUrl }) =>
      gatewayCall(
        async () =>
          (
            await stripe.accountLinks.create({
              account: externalId,
              type: 'account_onboarding',
              return_url: returnUrl,
              refresh_url: refreshUrl,
            })
          ).url,
      ),

    dashboardLink: (externalId) =>
      gatewayCall(async () => (await stripe.accounts.createLoginLink(externalId)).url),

    readPayoutAccount: (externalId) =>
      gatewayCall(async () => accountState(await stripe.accounts.retrieve(externalId))),

    startCard: (charge, mode) =>
      gatewayCall(async () => {
        const customerId = await customerFor(charge.customer);
        const metadata = { paymentId: charge.paymentId, jobId: charge.jobId };
        if (mode === 'save') {
          const setup = await stripe.setupIntents.create(
            {
              customer: customerId,
              usage: 'off_session',
              allowed_payment_method_types: ['card'],
              description: charge.description,
              metadata,
            },
            // A second click, a retry after a timeout: the same setup comes back.
            { idempotencyKey: `service-setup-${charge.paymentId}` },
          );
          if (!setup.client_secret) throw new Error('Stripe did not return the setup to confirm');
          return { customerId, mode, externalId: setup.id, clientSecret: setup.client_secret };
        }
        const intent = await stripe.paymentIntents.create(
          {
            amount: charge.amount,
            currency: 'mxn',
            customer: customerId,
            capture_method: 'manual',
            allowed_payment_method_types: ['card'],
            // Kept, so a hold that would run out before the service ends can be placed again off-session.
            setup_future_usage: 'off_session',
            transfer_data: { destination: charge.destination },
            description: charge.description,
            metadata,
          },
          { idempotencyKey: `service-${charge.paymentId}` },
        );
        if (!intent.client_secret) throw new Error('Stripe did not return the payment to confirm');
        return { customerId, mode, externalId: intent.id, clientSecret: intent.client_secret };
      }),

    authorizeSaved: (charge) =>
      gatewayCall(async () => {
        try {
          const intent = await stripe.paymentIntents.create(
            {
              amount: charge.amount,
              currency: 'mxn',
              customer: charge.customerId,
              payment_method: charge.paymentMethod,
              off_session: true,
              confirm: true,
              capture_method: 'manual',
              transfer_data: { destination: charge.destination },
              description: charge.description,
              metadata: { paymentId: charge.paymentId, jobId: charge.jobId },
            },
            { idempotencyKey: `service-saved-${charge.paymentId}` },
          );
          if (intent.status === 'requires_capture') return { status: 'authorized', externalId: intent.id };
          // The bank asks the customer to authenticate: off-session, that is a failed authorisation.
          return {
            status: 'failed',
            externalId: intent.id,
            reason: intent.last_payment_error?.message ?? `Stripe: ${intent.status}`,
          };
        } catch (error) {
          if (error instanceof Stripe.errors.StripeCardError)
            return {
              status: 'failed',
              externalId: idOf(error.payment_intent as { id: string } | undefined),
              reason: error.message,
            };
          throw error;
        }
      }),

    capture: (externalId, amount, key) =>
      gatewayCall(async () => {
        try {
          await stripe.paymentIntents.capture(
            externalId,
            { amount_to_capture: amount },
            { idempotencyKey: `capture-${key}` },
          );
        } catch (error) {
          // Captured already (a retried task whose answer was lost): nothing is left to do.
          if (
            alreadyEnded(error) &&
            (await stripe.paymentIntents.retrieve(externalId)).status === 'succeeded'
          )
            return;
          throw error;
        }
      }),

    refund: (externalId, amount, key) =>
      gatewayCall(async () => {
        await stripe.refunds.create(
          // A destination charge: the provider's share comes back from their account with the refund.
          { payment_intent: externalId, amount, reverse_transfer: true },
          { idempotencyKey: `refund-${key}` },
        );
      }),

    startBankPayment: (charge, method, { oxxoDays }) =>
      gatewayCall(async () => {
        const customerId = await customerFor(charge.customer);
        const intent = await stripe.paymentIntents.create(
          bankIntentParams(charge, customerId, method, oxxoDays),
          // A second click, the task and the page at once: the same payment (CLABE, voucher) comes back.
          { idempotencyKey: `service-${method}-${charge.paymentId}` },
        );
        return bankCheckoutOf(intent, customerId);
      }),

    reverseTransfer: (externalId, amount, key) =>
      gatewayCall(async () => {
        const intent = await stripe.paymentIntents.retrieve(externalId, { expand: ['latest_charge'] });
        const transfer = transferOf(intent);
        if (!transfer) return null;
        const reversal = await stripe.transfers.createReversal(
          transfer,
          { amount },
          { idempotencyKey: `reversal-${key}` },
        );
        return reversal.id;
      }),

    release: (externalId) =>
      gatewayCall(() =>
        cancelUnlessEnded(() =>
          externalId.startsWith('seti_')
            ? stripe.setupIntents.cancel(externalId)
            : stripe.paymentIntents.cancel(externalId),
        ),
      ),
  };
}
