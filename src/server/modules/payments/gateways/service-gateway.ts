import type { FastifyRequest } from 'fastify';

/** The online payment providers (Stripe, Mercado Pago): named here, where both kinds of gateway read it. */
export type GatewayName = 'stripe' | 'mercadopago';

/**
 * The part of a gateway that pays for services: the provider's connected account that receives the money
 * (Stripe Connect Express), and the customer's card, authorised before the service and captured after it. As
 * with plans, it is called with no database transaction open, and webhooks say what happened.
 */

export interface ServiceCharge {
  /** Our payments row: carried as metadata, and the key that makes a retried call safe. */
  paymentId: string;
  jobId: string;
  /** Centavos MXN: the agreed price, the most that can ever be captured. */
  amount: number;
  description: string;
  customer: { profileId: string; email: string; name: string; externalId: string | null };
  /** The provider's connected account, which receives the money (a destination charge). */
  destination: string;
}

/** What the browser needs to confirm the card in the gateway's own form (Stripe's Payment Element). */
export interface CardCheckout {
  customerId: string;
  /** 'authorize': a hold for the price now (PaymentIntent, manual capture); 'save': the card kept for later (SetupIntent). */
  mode: 'authorize' | 'save';
  /** The PaymentIntent ('pi_…') or SetupIntent ('seti_…'). */
  externalId: string;
  clientSecret: string;
}

/** SPEI with a reference: where the customer transfers to (the customer's own CLABE at Stripe). */
export interface BankInstructions {
  clabe: string;
  reference: string;
  /** Centavos still missing (a transfer for less funds the payment in part). */
  amountRemaining: number;
  url: string | null;
}

/** An OXXO voucher: its number, when it stops being payable, Stripe's page to print or show it. */
export interface OxxoVoucher {
  number: string;
  expiresAt: Date;
  url: string | null;
}

/** A SPEI or OXXO payment asked and confirmed by the server: its instructions, or paid at once (a balance). */
export interface BankCheckout {
  customerId: string;
  externalId: string;
  paid: boolean;
  bank: BankInstructions | null;
  voucher: OxxoVoucher | null;
}

export type SavedCardOutcome =
  | { status: 'authorized'; externalId: string }
  | { status: 'failed'; externalId: string | null; reason: string };

export interface PayoutAccountState {
  externalId: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  disabledReason: string | null;
}

/** What a webhook event means for a service's card payment or a provider's payout account. */
export type ServiceEvent =
  | {
      kind: 'card-authorized';
      paymentId: string | null;
      externalId: string;
      amount: number;
      currency: string;
      /** The card, kept for the gateway to place the hold again off-session should it run out. */
      paymentMethod: string | null;
    }
  | { kind: 'card-failed'; paymentId: string | null; externalId: string; reason: string | null }
  | { kind: 'card-captured'; paymentId: string | null; externalId: string; amount: number; currency: string }
  | { kind: 'card-released'; paymentId: string | null; externalId: string }
  /** Money given back of a captured card: the total refunded so far. */
  | {
      kind: 'card-refunded';
      paymentId: string | null;
      externalId: string;
      refunded: number;
      currency: string;
    }
  | { kind: 'card-saved'; paymentId: string | null; setupId: string; paymentMethod: string }
  | { kind: 'card-save-failed'; paymentId: string | null; setupId: string; reason: string | null }
  /** SPEI's instructions (again, with less remaining, after a partial transfer). */
  | { kind: 'bank-instructions'; paymentId: string | null; externalId: string; bank: BankInstructions }
  /** OXXO's voucher was issued. */
  | { kind: 'oxxo-voucher'; paymentId: string | null; externalId: string; voucher: OxxoVoucher }
  | ({ kind: 'payout-account' } & PayoutAccountState);

/** A card tokenised in the browser by the gateway's own form (Mercado Pago's Card Payment Brick). */
export interface CardToken {
  token: string;
  paymentMethodId: string;
  issuerId: string | null;
  payerEmail: string | null;
  identification: { type: string; number: string } | null;
}

export interface ServiceGateway {
  readonly name: GatewayName;
  readonly publishableKey: string;
  readonly scriptUrl: string;
  /** The ways to pay a service this gateway takes (Stripe: card, SPEI, OXXO; Mercado Pago: card). */
  readonly methods: readonly ('card' | 'spei' | 'oxxo')[];
  /**
   * Whether a card can be kept and authorised off-session later (Stripe). Without it (Mercado Pago asks for the
   * security code on each payment), a card is only authorised while its hold outlives the service's start.
   */
  readonly savesCards: boolean;
  /**
   * Gateways whose form tokenises the card in the browser (Mercado Pago): the server places the hold with the
   * token, and the answer is what the gateway's webhook would say of it (an authorised or failed card, or null
   * while it is still being decided).
   */
  authorizeToken?(charge: ServiceCharge, card: CardToken): Promise<ServiceEvent | null>;
  /** A connected account for the provider (safe to call again: the same account comes back). */
  createPayoutAccount(provider: { profileId: string; email: string }): Promise<PayoutAccountState>;
  /** The gateway's own onboarding pages for that account (a link valid for minutes, made on each visit). */
  onboardingLink(externalId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string>;
  /** The provider's own dashboard at the gateway (payouts, bank account), once onboarded. */
  dashboardLink(externalId: string): Promise<string>;
  /** The account as the gateway sees it now (the return from onboarding does not wait for the webhook). */
  readPayoutAccount(externalId: string): Promise<PayoutAccountState>;
  /** A hold on the card for the price (the browser confirms it) or, for a service further ahead, the card saved. */
  startCard(charge: ServiceCharge, mode: CardCheckout['mode']): Promise<CardCheckout>;
  /** The hold placed off-session on a saved card, 48 h before the service. Declines are an outcome, not an error. */
  authorizeSaved(
    charge: ServiceCharge & { customerId: string; paymentMethod: string },
  ): Promise<SavedCardOutcome>;
  /** Takes `amount` (≤ the hold) of an authorised card; the rest of the hold is released. */
  capture(externalId: string, amount: number, key: string): Promise<void>;
  /** Releases a hold (or abandons a card never confirmed): nothing is charged. Already ended is fine. */
  release(externalId: string): Promise<void>;
  /** Gives `amount` of a captured card (or a SPEI payment) back, taken back from the provider's account too. */
  refund(externalId: string, amount: number, key: string): Promise<void>;
  /**
   * A SPEI or OXXO payment for the price, confirmed at once by the server: the CLABE and reference to transfer
   * to, or a voucher that expires after `oxxoDays` days. A retry gets the same payment back.
   */
  startBankPayment(
    charge: ServiceCharge,
    method: 'spei' | 'oxxo',
    options: { oxxoDays: number | null },
  ): Promise<BankCheckout>;
  /**
   * Takes `amount` back from the provider's share of a payment the gateway cannot refund (OXXO), to give it back
   * by hand; the reversal's id, or null when the payment made no transfer to take back from.
   */
  reverseTransfer(externalId: string, amount: number, key: string): Promise<string | null>;
}

/** The gateways services are paid through, in order of preference: Stripe, then Mercado Pago. */
export type ServiceGateways = readonly ServiceGateway[];

/** The gateways that take one request's services online: app.ts decides them per request. */
export type RequestGateways = (request: FastifyRequest) => ServiceGateways;
