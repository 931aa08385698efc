import { addOneMonth } from '#shared/domain/plans';
import type { PlanEvent } from '#server/modules/payments/gateways/plan-gateway';

/**
 * What Mercado Pago's resources, fetched from its API after a notification named them, mean for a plan. Pure:
 * the adapter (mercadopago.ts) does the fetching. Amounts arrive in pesos with decimals; ours are centavos.
 */

/** Centavos as the pesos Mercado Pago speaks (29900 → 299): exact, since centavos are whole. */
export const toPesos = (centavos: number) => centavos / 100;

/** Pesos from Mercado Pago as centavos; NaN for anything that is not a whole number of centavos. */
export function toCentavos(pesos: unknown): number {
  if (typeof pesos !== 'number' || !Number.isFinite(pesos)) return Number.NaN;
  const centavos = Math.round(pesos * 100);
  return Math.abs(centavos - pesos * 100) < 1e-6 ? centavos : Number.NaN;
}

/**
 * The "price" of a plan at Mercado Pago: a subscription has no price object, only an amount, and each plan has
 * its own price, so the amount charged says which plan it was (kept in gateway_prices like Stripe's prices).
 */
export const monthlyPriceId = (centavos: number) => `mensual-${centavos}`;

/** A subscription (preapproval), as GET /preapproval/{id} answers. */
export interface Preapproval {
  id: string;
  status?: string;
  external_reference?: string;
  payer_email?: string;
  init_point?: string;
  next_payment_date?: string;
  last_modified?: string;
  auto_recurring?: { transaction_amount?: number; currency_id?: string };
}

/** One scheduled charge of a subscription, as GET /authorized_payments/{id} answers. */
export interface AuthorizedPayment {
  id: string | number;
  preapproval_id?: string;
  external_reference?: string;
  status?: string;
  transaction_amount?: number;
  currency_id?: string;
  debit_date?: string;
  date_created?: string;
  last_modified?: string;
  retry_attempt?: number;
  payment?: { id?: string | number; status?: string; status_detail?: string };
}

/** A one-off payment, as GET /v1/payments/{id} answers (its metadata keys come back in snake_case). */
export interface OneOffPayment {
  id: string | number;
  status?: string;
  status_detail?: string;
  transaction_amount?: number;
  currency_id?: string;
  external_reference?: string;
  date_last_updated?: string;
  metadata?: { kind?: string; preapproval_id?: string; price_id?: string } | null;
}

/** The gateway reference of a charge: each kind of Mercado Pago resource counts its ids on its own. */
export const chargeIdOf = {
  authorized: (id: string | number) => `ap-${id}`,
  payment: (id: string | number) => `pay-${id}`,
};

/**
 * 'Cancelar suscripción' pauses the subscription (Mercado Pago has no "cancel at period end": a paused one is
 * not charged, and 'Reactivar' authorizes it again); cancelled, it will never charge again.
 */
export function preapprovalEvent(preapproval: Preapproval): PlanEvent | null {
  switch (preapproval.status) {
    case 'authorized':
    case 'paused':
      return {
        kind: 'plan-updated',
        externalId: preapproval.id,
        cancelAtPeriodEnd: preapproval.status === 'paused',
        expired: false,
      };
    case 'cancelled':
      return { kind: 'plan-ended', externalId: preapproval.id };
    default:
      return null;
  }
}

type ChargeFields = Omit<Extract<PlanEvent, { kind: 'plan-payment-failed' }>, 'kind' | 'reason'>;
type PaidFields = Pick<Extract<PlanEvent, { kind: 'plan-paid' }>, 'currency' | 'periodEnd' | 'priceId'>;

/**
 * A charge as Mercado Pago decided it: paid when approved (with `paid`; null for an approved charge that cannot be
 * read, which is ignored), failed when refused or cancelled, nothing while it is pending.
 */
function decidedCharge(
  status: string | undefined,
  charge: ChargeFields,
  paid: PaidFields | null,
  reason: string | null,
): PlanEvent | null {
  if (status === 'approved') return paid && { kind: 'plan-paid', ...charge, ...paid };
  if (status === 'rejected' || status === 'cancelled')
    return {
      kind: 'plan-payment-failed',
      ...charge,
      amount: Number.isNaN(charge.amount) ? 0 : charge.amount,
      reason,
    };
  return null;
}

/**
 * A monthly charge: paid (the month from its debit date is in force) or refused (Mercado Pago retries it; the
 * plan's grace starts). Mercado Pago does not say which charge of the subscription it is; the plan's own state
 * does (a plan still waiting is activated by it), so every one is a 'renewal' here.
 */
export function authorizedPaymentEvent(charge: AuthorizedPayment): PlanEvent | null {
  if (!charge.preapproval_id) return null;
  const amount = toCentavos(charge.transaction_amount);
  const debited = new Date(charge.debit_date ?? charge.date_created ?? Number.NaN);
  return decidedCharge(
    charge.payment?.status,
    {
      subscriptionId: charge.external_reference ?? null,
      externalId: charge.preapproval_id,
      chargeId: chargeIdOf.authorized(charge.id),
      amount,
      charge: 'renewal',
    },
    Number.isNaN(debited.getTime())
      ? null
      : {
          currency: charge.currency_id ?? '',
          periodEnd: addOneMonth(debited),
          priceId: Number.isNaN(amount) ? null : monthlyPriceId(amount),
        },
    charge.payment?.status_detail ?? null,
  );
}

/**
 * A one-off payment: only the difference of an upgrade (a Checkout Pro preference we made, marked in its
 * metadata) is ours to read; the payments of a subscription's charges are read as authorized payments.
 */
export function oneOffPaymentEvent(payment: OneOffPayment): PlanEvent | null {
  const meta = payment.metadata;
  if (meta?.kind !== 'plan-change' || !meta.preapproval_id) return null;
  return decidedCharge(
    payment.status,
    {
      subscriptionId: payment.external_reference ?? null,
      externalId: meta.preapproval_id,
      chargeId: chargeIdOf.payment(payment.id),
      amount: toCentavos(payment.transaction_amount),
      charge: 'change',
    },
    // A change keeps the period's end; applying it reads the plan from the price, not from this date.
    { currency: payment.currency_id ?? '', periodEnd: new Date(0), priceId: meta.price_id ?? null },
    payment.status_detail ?? null,
  );
}
