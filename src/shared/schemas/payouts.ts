import { z } from 'zod';
import { mercadoPagoAccountMessages, mercadoPagoMessages } from '#shared/mercadopago-messages';

/**
 * 'Cobros': whether services can be paid online here, and the provider's payout account at the gateway:
 * 'incomplete' (Stripe's registration not finished), 'review' (sent, Stripe is checking it), 'restricted'
 * (Stripe needs more, see `disabledReason`), 'enabled' (takes cards and pays out).
 */
export const payoutsOut = z.object({
  available: z.boolean(),
  account: z
    .object({
      status: z.enum(['incomplete', 'review', 'restricted', 'enabled']),
      chargesEnabled: z.boolean(),
      payoutsEnabled: z.boolean(),
      disabledReason: z.string().nullable(),
    })
    .nullable(),
  /**
   * The provider's own Mercado Pago account, connected by OAuth: 'connected' (cards go through it) or
   * 'reconnect' (Mercado Pago no longer lets us act for them: 'Conectar Mercado Pago' again). Null: not connected.
   */
  mercadopago: z.object({
    available: z.boolean(),
    account: z
      .object({ status: z.enum(['connected', 'reconnect']), userId: z.string(), updatedAt: z.iso.datetime() })
      .nullable(),
  }),
});
export type Payouts = z.infer<typeof payoutsOut>;

/** A page of the gateway's to send the provider to (valid for minutes: made on each click). */
export const payoutLinkOut = z.object({ url: z.url() });

/** Back from Mercado Pago's authorisation page: its `code` (absent when the provider said no) and our `state`. */
export const mercadoPagoCallbackInput = z.object({
  state: z.string(mercadoPagoMessages.stateInvalid).trim().min(1, mercadoPagoMessages.stateInvalid).max(300),
  code: z.string(mercadoPagoMessages.denied).trim().max(300).optional(),
});

/** The card as Mercado Pago's Card Payment Brick tokenised it (its onSubmit data): never the card's number. */
export const mercadoPagoCardInput = z.object({
  token: z
    .string(mercadoPagoAccountMessages.tokenMissing)
    .trim()
    .min(1, mercadoPagoAccountMessages.tokenMissing)
    .max(200),
  paymentMethodId: z.string(mercadoPagoAccountMessages.tokenMissing).trim().min(1).max(60),
  issuerId: z.string().trim().max(30).optional(),
  payer: z
    .object({
      email: z.email(mercadoPagoAccountMessages.tokenMissing).max(254).optional(),
      identification: z
        .object({ type: z.string().trim().min(1).max(20), number: z.string().trim().min(1).max(40) })
        .optional(),
    })
    .optional(),
});
export type MercadoPagoCardInput = z.infer<typeof mercadoPagoCardInput>;
