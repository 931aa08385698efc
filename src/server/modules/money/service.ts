import { sql, type SQL } from 'drizzle-orm';
import { GATEWAY_METHODS, PAYMENT_METHOD_VALUES, type PaymentMethod } from '#shared/domain/payment-methods';
import { chargePaid } from '#shared/domain/payment-lifecycle';
import { checkTransition, type ServiceStatus } from '#shared/domain/service-lifecycle';
import type { MexicanTimeZone } from '#shared/domain/time-zones';
import type {
  Charge,
  ChargeKind,
  Earnings,
  InvoiceReceptor,
  MoneyTotals,
  Payments,
} from '#shared/schemas/money';
import { rowsOf, type Database } from '#server/db/client';
import {
  aroundMonth,
  chargeAmount,
  chargeMonth,
  directAmount,
  isCharge,
  onlinePaid,
  paidAmount,
} from '#server/domain/charges';
import { providerDisplayName } from '#server/modules/profiles';
import { shortName } from '#shared/names';
import { cardStateOf, latestCardPaymentOf } from '#server/modules/payments';

interface ChargeRow {
  service_id: string;
  is_charge: boolean;
  title: string;
  amount: number;
  payment_method: PaymentMethod;
  paid: boolean;
  direct_amount: number;
  online_paid: boolean;
  time_zone: MexicanTimeZone;
  status: ServiceStatus;
  scheduled_at: string | Date;
  created_at: string | Date;
  cancellation_fee: number | null;
  no_show_at: string | Date | null;
  no_show_settled: boolean;
  customer_name: string | null;
  provider_name: string;
  card_status: Parameters<typeof cardStateOf>[0]['status'] | null;
  card_saved: string | null;
  card_remaining: number | null;
  card_amount: number | null;
  card_refund_open: boolean | null;
  invoice_requested_at: string | Date | null;
  invoice_sent_at: string | Date | null;
  invoice_receptor: InvoiceReceptor | null;
}

// An online payment given back, or owed back, for a service that is no charge (a free cancellation, a booking
// declined after it was paid): the customer's money moved twice, and Pagos shows both.
const refundedPayment = sql`(pay.status = 'refunded' or pay.refund_open)`;

/**
 * The charges that `where` picks, latest first; with `refunds`, also the payments returned of services that are
 * no charge, at the amount that was paid.
 */
async function chargeRows(db: Database, where: SQL, { refunds = false } = {}): Promise<ChargeRow[]> {
  const listed = refunds ? sql`(${isCharge} or ${refundedPayment})` : isCharge;
  return rowsOf<ChargeRow>(
    await db.execute(sql`select j.id as service_id, j.title,
        (case when ${isCharge} then ${chargeAmount} else pay.amount end)::int as amount, j.payment_method,
        ${isCharge} as is_charge,
        j.payment_confirmed_at is not null as paid, ${directAmount}::int as direct_amount,
        ${onlinePaid} as online_paid, j.time_zone, j.status, j.scheduled_at, j.created_at,
        j.cancellation_fee, j.no_show_at, j.no_show_settled_at is not null as no_show_settled,
        c.full_name as customer_name, ${providerDisplayName} as provider_name,
        pay.status as card_status, pay.saved_method as card_saved, pay.amount_remaining as card_remaining,
        pay.amount as card_amount, pay.refund_open as card_refund_open,
        ir.requested_at as invoice_requested_at, ir.sent_at as invoice_sent_at, ir.receptor as invoice_receptor
      from jobs j
      join profiles c on c.id = j.customer_id
      join profiles p on p.id = j.provider_id
      left join provider_profiles pp on pp.provider_id = p.id
      ${latestCardPaymentOf}
      left join invoice_requests ir on ir.job_id = j.id
      where ${listed} and ${where}
      order by j.scheduled_at desc, j.id desc`),
  );
}

// Only the step's own rule says whether the payment can be confirmed now (cash or transfer, not yet).
function paymentConfirmable(row: ChargeRow, now: Date): boolean {
  return checkTransition(
    {
      status: row.status,
      scheduledAt: new Date(row.scheduled_at),
      createdAt: new Date(row.created_at),
      doneAt: null,
      completedAt: null,
      paymentMethod: row.payment_method,
      paymentConfirmed: row.paid,
      owesProviderDirectly: Number(row.direct_amount) > 0,
      cancellationFee: row.cancellation_fee,
      customerReviewed: false,
      providerReviewed: false,
      noShowAt: row.no_show_at === null ? null : new Date(row.no_show_at),
      noShowSettled: row.no_show_settled,
    },
    'confirm_payment',
    'provider',
    now,
  ).ok;
}

function toCharge(row: ChargeRow, viewer: 'customer' | 'provider', now: Date): Charge {
  const kind: ChargeKind = !row.is_charge
    ? 'refund'
    : row.status === 'cancelled'
      ? 'cancellation'
      : 'service';
  const confirmable = paymentConfirmable(row, now);
  const cardState =
    GATEWAY_METHODS.has(row.payment_method) && row.card_status
      ? cardStateOf({
          status: row.card_status,
          saved_method: row.card_saved,
          amount_remaining: row.card_remaining,
          amount: row.card_amount,
          refund_open: row.card_refund_open,
        })
      : null;
  const iso = (instant: string | Date) => new Date(instant).toISOString();
  const amount = Number(row.amount);
  const direct = Number(row.direct_amount);
  const paidAmount = chargePaid(amount, direct, { onlinePaid: row.online_paid, confirmed: row.paid });
  return {
    serviceId: row.service_id,
    title: row.title,
    kind,
    amount,
    paymentMethod: row.payment_method,
    paid: kind === 'refund' ? row.paid : paidAmount >= amount,
    paidAmount,
    direct: direct > 0 ? { amount: direct, confirmed: row.paid } : null,
    cardState,
    date: new Date(row.scheduled_at).toISOString(),
    timeZone: row.time_zone,
    serviceStatus: row.status,
    otherName: viewer === 'customer' ? row.provider_name : shortName(row.customer_name),
    canConfirmPayment: viewer === 'provider' && confirmable,
    // Only money that went through the gateway can be invoiced from here: cash and transfers are settled, and
    // invoiced, between the two.
    canRequestInvoice: viewer === 'customer' && cardState === 'paid' && row.invoice_requested_at === null,
    invoice:
      row.invoice_requested_at === null
        ? null
        : {
            requestedAt: iso(row.invoice_requested_at),
            sentAt: row.invoice_sent_at === null ? null : iso(row.invoice_sent_at),
            receptor: viewer === 'provider' ? row.invoice_receptor : null,
          },
  };
}

/** A payment given back is no charge: it is listed, and counted in no total. */
function totalsOf(listed: readonly Charge[]): MoneyTotals {
  const charges = listed.filter((charge) => charge.kind !== 'refund');
  const paid = charges.reduce((sum, charge) => sum + charge.paidAmount, 0);
  const total = charges.reduce((sum, charge) => sum + charge.amount, 0);
  return { total, paid, pending: total - paid };
}

/** One service's charge as `viewer` sees it in Pagos or Ganancias; undefined when it is no charge (yet). */
export async function chargeOf(
  db: Database,
  serviceId: string,
  viewer: 'customer' | 'provider',
  now: Date,
): Promise<Charge | undefined> {
  const [row] = await chargeRows(db, sql`j.id = ${serviceId}`);
  return row && toCharge(row, viewer, now);
}

/**
 * What `userId` still has to settle with the other party as `viewer`: each charge paid in cash or by transfer
 * that the provider can still confirm as received ('Confirmar pago recibido'), oldest first.
 */
export async function unsettledCharges(
  db: Database,
  userId: string,
  viewer: 'customer' | 'provider',
  now: Date,
): Promise<Charge[]> {
  const party = viewer === 'customer' ? sql`j.customer_id` : sql`j.provider_id`;
  const rows = await chargeRows(db, sql`${party} = ${userId} and j.payment_confirmed_at is null`);
  return rows
    .filter((row) => paymentConfirmable(row, now))
    .map((row) => toCharge(row, viewer, now))
    .reverse();
}

/** Pagos: every charge of this customer's services, and every payment given back, latest first. */
export async function listPayments(db: Database, customerId: string, now: Date): Promise<Payments> {
  const charges = (await chargeRows(db, sql`j.customer_id = ${customerId}`, { refunds: true })).map((row) =>
    toCharge(row, 'customer', now),
  );
  return { charges, totals: totalsOf(charges) };
}

/** One month of this provider's charges, latest first: Ganancias' lines and its CSV. */
export async function monthCharges(db: Database, providerId: string, month: string, now: Date) {
  const rows = await chargeRows(
    db,
    sql`j.provider_id = ${providerId} and ${aroundMonth(month)} and ${chargeMonth} = ${month}`,
  );
  return rows.map((row) => toCharge(row, 'provider', now));
}

/** Ganancias: one month of this provider's charges, its totals by payment method, and every month's totals. */
export async function providerEarnings(
  db: Database,
  providerId: string,
  month: string,
  now: Date,
): Promise<Earnings> {
  const [charges, monthRows] = await Promise.all([
    monthCharges(db, providerId, month, now),
    db.execute(sql`select ${chargeMonth} as month, count(*)::int as count, sum(${chargeAmount})::int as total,
        coalesce(sum(${paidAmount}), 0)::int as paid
      from jobs j where j.provider_id = ${providerId} and ${isCharge}
      group by 1`),
  ]);
  const months = rowsOf<{ month: string; count: number; total: number; paid: number }>(monthRows).map(
    (row) => ({
      month: row.month,
      count: Number(row.count),
      total: Number(row.total),
      paid: Number(row.paid),
      pending: Number(row.total) - Number(row.paid),
    }),
  );
  if (!months.some((row) => row.month === month))
    months.push({ month, count: 0, total: 0, paid: 0, pending: 0 });
  months.sort((a, b) => b.month.localeCompare(a.month));
  return {
    month,
    charges,
    totals: totalsOf(charges),
    byMethod: PAYMENT_METHOD_VALUES.flatMap((paymentMethod) => {
      const ofMethod = charges.filter((charge) => charge.paymentMethod === paymentMethod);
      return ofMethod.length === 0 ? [] : [{ paymentMethod, ...totalsOf(ofMethod) }];
    }),
    months,
  };
}
