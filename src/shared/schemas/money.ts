import { z } from 'zod';
import { PAYMENT_METHOD_VALUES } from '#shared/domain/payment-methods';
import { SERVICE_STATUSES } from '#shared/domain/service-lifecycle';
import { MEXICAN_TIME_ZONES } from '#shared/domain/mexican-time-zones';
import { moneyMessages } from '#shared/money-messages';
import { CARD_STATES } from '#shared/domain/charge-state';

/** The customer's data as sent with 'Solicitar factura' (codes of the SAT's catalogues), shown to the provider. */
export const invoiceReceptorOut = z.object({
  rfc: z.string(),
  legalName: z.string(),
  taxRegime: z.string(),
  zip: z.string(),
  cfdiUse: z.string(),
  email: z.string(),
});
export type InvoiceReceptor = z.infer<typeof invoiceReceptorOut>;

export const invoiceRequestOut = z.object({
  requestedAt: z.string(),
  sentAt: z.string().nullable(),
  /** For the provider only; null for the customer, who sent it. */
  receptor: invoiceReceptorOut.nullable(),
});
export type InvoiceRequest = z.infer<typeof invoiceRequestOut>;

/** A service at its price, a cancellation at its charge, or (Pagos only) a payment given back: no charge at all. */
export const CHARGE_KINDS = ['service', 'cancellation', 'refund'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/**
 * One amount a customer owes a provider: a service that took place (done, completed or in dispute), at its
 * price, or a cancellation that left a charge (under 24 h, a no-show), at that charge. Paid once the provider
 * confirmed receiving it (cash, transfer), or once the card was captured (a card paid online).
 */
export const chargeOut = z.object({
  serviceId: z.uuid(),
  title: z.string(),
  kind: z.enum(CHARGE_KINDS),
  /** Centavos. */
  amount: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHOD_VALUES),
  /** All of `amount` was paid (received, for a provider). */
  paid: z.boolean(),
  /** Centavos of `amount` paid so far (chargePaid): a part when approved extra time is owed directly. */
  paidAmount: z.number().int().meta({
    description:
      'Centavos of amount paid so far: all of it once paid, or, with a `direct` part, the online part once captured plus the direct part once the provider confirmed it.',
  }),
  /**
   * Paid online, but approved extra time its payment did not cover ('Tiempo extra'): the part of `amount` owed
   * directly to the provider in cash or by transfer, and whether the provider confirmed receiving it; null
   * otherwise (all of it paid one way).
   */
  direct: z.object({ amount: z.number().int(), confirmed: z.boolean() }).nullable().meta({
    description:
      "Paid online, but approved extra time ('Tiempo extra') its payment did not cover: the centavos of amount owed directly to the provider in cash or by transfer, and whether the provider confirmed receiving them; null otherwise.",
  }),
  /** A card paid online: its payment's state (autorizado, pagado, fallido, reembolsado…); null otherwise. */
  cardState: z.enum(CARD_STATES).nullable(),
  /** The service's scheduled start, an ISO instant shown in `timeZone`: the date every charge is filed under. */
  date: z.string(),
  timeZone: z.enum(MEXICAN_TIME_ZONES),
  serviceStatus: z.enum(SERVICE_STATUSES),
  /** The other party: the provider's display name for the customer, the customer's first name for the provider. */
  otherName: z.string(),
  /** The provider may confirm it received this payment (or its `direct` part) now ('Confirmar pago recibido'). */
  canConfirmPayment: z.boolean(),
  /** The customer may ask the provider for its CFDI now ('Solicitar factura'): paid online, not asked yet. */
  canRequestInvoice: z.boolean(),
  /** 'Solicitar factura', once asked; the provider also reads the receptor's data it must invoice to. */
  invoice: invoiceRequestOut.nullable(),
});
export type Charge = z.infer<typeof chargeOut>;

/** Centavos: everything charged, what was paid (received, for a provider), and what is still pending. */
export const moneyTotalsOut = z.object({
  total: z.number().int(),
  paid: z.number().int(),
  pending: z.number().int(),
});
export type MoneyTotals = z.infer<typeof moneyTotalsOut>;

/** Pagos (customer): every charge, latest first, and their totals. */
export const paymentsOut = z.object({ charges: z.array(chargeOut), totals: moneyTotalsOut });
export type Payments = z.infer<typeof paymentsOut>;

/** A calendar month as 'YYYY-MM', each charge filed under its service's date in the place's own zone. */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, moneyMessages.invalidMonth);

export const earningsQuery = z.object({ month: monthSchema.optional() });

/** Ganancias (provider): one month's charges, totals and totals by payment method, and every month's totals. */
export const earningsOut = z.object({
  month: monthSchema,
  charges: z.array(chargeOut),
  totals: moneyTotalsOut,
  byMethod: z.array(moneyTotalsOut.extend({ paymentMethod: z.enum(PAYMENT_METHOD_VALUES) })),
  /** Every month with a charge, and the month shown, latest first. */
  months: z.array(moneyTotalsOut.extend({ month: monthSchema, count: z.number().int() })),
});
export type Earnings = z.infer<typeof earningsOut>;
