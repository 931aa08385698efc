import type Stripe from 'stripe';
import type {
  BankCheckout,
  BankInstructions,
  OxxoVoucher,
  ServiceCharge,
} from '#server/modules/payments/gateways/service-gateway';

// SPEI with a reference and cash at OXXO for a service, through Stripe. Both are PaymentIntents confirmed by
// the server (no form in the browser), a destination charge to the provider like a card, captured as soon as
// the money arrives (neither can be held). SPEI is `customer_balance` funded by a Mexican bank transfer: Stripe
// gives the customer a CLABE of their own and a reference; a transfer for less funds it in part
// (payment_intent.partially_funded), one for more leaves the excess in the customer's balance at Stripe. OXXO
// issues a voucher (payment_intent.requires_action) that expires at 23:59, Mexico City, `expires_after_days`
// days after today; Stripe cannot refund it, so refunds go out by hand (service-refunds.ts).

const unix = (seconds: number) => new Date(seconds * 1000);

/** SPEI's instructions in a PaymentIntent's next action; null when it shows none (paid, or not SPEI). */
export function bankInstructionsOf(intent: Stripe.PaymentIntent): BankInstructions | null {
  const shown = intent.next_action?.display_bank_transfer_instructions;
  const spei = shown?.financial_addresses?.find((address) => address.type === 'spei')?.spei;
  if (!shown || !spei?.clabe || !shown.reference) return null;
  return {
    clabe: spei.clabe,
    reference: shown.reference,
    amountRemaining: shown.amount_remaining ?? intent.amount,
    url: shown.hosted_instructions_url ?? null,
  };
}

/** OXXO's voucher in a PaymentIntent's next action; null when it shows none. */
export function oxxoVoucherOf(intent: Stripe.PaymentIntent): OxxoVoucher | null {
  const details = intent.next_action?.oxxo_display_details;
  if (!details?.number || !details.expires_after) return null;
  return { number: details.number, expiresAt: unix(details.expires_after), url: details.hosted_voucher_url };
}

/** The PaymentIntent of a SPEI or OXXO payment, confirmed at once so Stripe answers with its instructions. */
export function bankIntentParams(
  charge: ServiceCharge,
  customerId: string,
  method: 'spei' | 'oxxo',
  oxxoDays: number | null,
): Stripe.PaymentIntentCreateParams {
  const base = {
    amount: charge.amount,
    currency: 'mxn',
    customer: customerId,
    confirm: true,
    transfer_data: { destination: charge.destination },
    description: charge.description,
    metadata: { paymentId: charge.paymentId, jobId: charge.jobId },
  };
  if (method === 'spei')
    return {
      ...base,
      allowed_payment_method_types: ['customer_balance'],
      payment_method_data: { type: 'customer_balance' },
      payment_method_options: {
        customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'mx_bank_transfer' } },
      },
    };
  return {
    ...base,
    allowed_payment_method_types: ['oxxo'],
    payment_method_data: {
      type: 'oxxo',
      billing_details: { name: charge.customer.name, email: charge.customer.email },
    },
    payment_method_options: { oxxo: { expires_after_days: oxxoDays ?? 1 } },
  };
}

export function bankCheckoutOf(intent: Stripe.PaymentIntent, customerId: string): BankCheckout {
  return {
    customerId,
    externalId: intent.id,
    paid: intent.status === 'succeeded',
    bank: bankInstructionsOf(intent),
    voucher: oxxoVoucherOf(intent),
  };
}

/** The transfer a destination charge made to the provider, from the intent's latest charge (expanded). */
export function transferOf(intent: Stripe.PaymentIntent): string | null {
  const charge = intent.latest_charge;
  if (!charge || typeof charge === 'string') return null;
  const transfer = charge.transfer;
  return transfer == null ? null : typeof transfer === 'string' ? transfer : transfer.id;
}
