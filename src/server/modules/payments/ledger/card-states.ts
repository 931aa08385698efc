import { sql } from 'drizzle-orm';
import { cardPayBy } from '#shared/domain/card-payment';
import {
  OPEN_PAYMENT_STATUSES,
  OPEN_REFUND_STATUSES,
  type PaymentStatus,
} from '#shared/domain/payment-lifecycle';
import type { CardState } from '#shared/domain/charge-state';
import { rowsOf, type Database } from '#server/db/client';
import { oneOf } from '#server/db/schema/sql-helpers';

// How a service's online payment stands, read: the row the ledger moves, the state its parties see on their
// pages and in the lists (a card held, a transfer awaited, a refund owed), and the service's current payment.
// Reads only, importing nothing of services, so the services' own lists may read it too.

export interface PaymentRow {
  id: string;
  job_id: string;
  provider_id: string;
  amount: number;
  status: PaymentStatus;
  gateway: string;
  gateway_reference: string | null;
  setup_reference: string | null;
  saved_method: string | null;
  captured_amount: number | null;
  refunded_amount: number | null;
  failure_reason: string | null;
  method: 'card' | 'spei' | 'oxxo' | null;
  created_at: string | Date;
}

export const paymentColumns = sql`p.id, p.job_id, p.provider_id, p.amount, p.status, p.gateway, p.gateway_reference,
  p.setup_reference, p.saved_method, p.captured_amount, p.refunded_amount, p.failure_reason, p.method, p.created_at`;

// A service's current payment: the open one (at most one, by a unique index), else the latest that ended.
const OPEN_FIRST = sql`(${oneOf(sql`p.status`, OPEN_PAYMENT_STATUSES)}) desc, p.created_at desc, p.id desc`;

export interface CardPaymentState {
  state: CardState;
  /** By when an authorised card (or the transfer, the voucher) is waited for. */
  payBy: Date;
  reason: string | null;
  captured: number | null;
  method: 'card' | 'spei' | 'oxxo';
  bank: { clabe: string; reference: string; amountRemaining: number; url: string | null } | null;
  voucher: { number: string; expiresAt: string; url: string | null } | null;
  refund: RefundState | null;
}

interface StateRow extends PaymentRow {
  scheduled_at: string | Date;
  bank_clabe: string | null;
  bank_reference: string | null;
  amount_remaining: number | null;
  voucher_number: string | null;
  voucher_expires_at: string | Date | null;
  voucher_url: string | null;
}

/** The latest online payment of each service (card, SPEI, OXXO), as its parties read it. */
export async function cardStates(db: Database, jobIds: string[]): Promise<Map<string, CardPaymentState>> {
  if (jobIds.length === 0) return new Map();
  const [rows, refunds] = await Promise.all([
    db
      .execute(
        sql`select distinct on (p.job_id) ${paymentColumns}, j.scheduled_at, p.bank_clabe, p.bank_reference,
          p.amount_remaining, p.voucher_number, p.voucher_expires_at, p.voucher_url
        from payments p join jobs j on j.id = p.job_id
        where p.kind = 'service' and p.job_id in ${sql`(${sql.join(
          jobIds.map((id) => sql`${id}`),
          sql`, `,
        )})`}
        order by p.job_id, ${OPEN_FIRST}`,
      )
      .then((result) => rowsOf<StateRow>(result)),
    refundStates(db, jobIds),
  ]);
  return new Map(
    rows.map((row) => {
      const refund = refunds.get(row.job_id) ?? null;
      const waiting = row.status === 'pending';
      return [
        row.job_id,
        {
          state: cardStateOf({ ...row, refund_open: refund !== null && refund.state !== 'sent' }),
          payBy: cardPayBy(new Date(row.scheduled_at), new Date(row.created_at)),
          reason: row.failure_reason,
          captured: row.captured_amount,
          method: row.method ?? 'card',
          bank:
            waiting && row.bank_clabe && row.bank_reference
              ? {
                  clabe: row.bank_clabe,
                  reference: row.bank_reference,
                  amountRemaining: row.amount_remaining ?? row.amount,
                  url: row.voucher_url,
                }
              : null,
          voucher:
            waiting && row.voucher_number && row.voucher_expires_at
              ? {
                  number: row.voucher_number,
                  expiresAt: new Date(row.voucher_expires_at).toISOString(),
                  url: row.voucher_url,
                }
              : null,
          refund,
        },
      ];
    }),
  );
}

/**
 * The latest online payment of the service `j` (its open one first) as a lateral subquery `pay`, with
 * `status`, `saved_method`, `amount_remaining`, `amount` and `refund_open`: for lists that show each service's
 * payment state.
 */
export const latestCardPaymentOf = sql`left join lateral (select p.status, p.saved_method, p.amount_remaining,
    p.amount, exists (select 1 from service_refunds r where r.payment_id = p.id
      and ${oneOf(sql`r.status`, OPEN_REFUND_STATUSES)}) as refund_open
  from payments p where p.job_id = j.id and p.kind = 'service' order by ${OPEN_FIRST} limit 1) pay on true`;

type StateOf = Pick<PaymentRow, 'status' | 'saved_method'> & {
  amount_remaining?: number | null;
  amount?: number | null;
  refund_open?: boolean | null;
};

/** How an online payment row stands for the people who see it. */
export function cardStateOf(row: StateOf): CardState {
  if (row.refund_open) return 'refund_owed';
  switch (row.status) {
    case 'pending':
      if (row.saved_method) return 'saved';
      // SPEI funded in part: the rest is still awaited.
      return row.amount_remaining != null && row.amount != null && row.amount_remaining < row.amount
        ? 'partial'
        : 'unpaid';
    case 'cancelled':
      return 'released';
    default:
      return row.status;
  }
}

export async function latestPayment(tx: Database, jobId: string, { lock = false } = {}) {
  const [row] = rowsOf<PaymentRow>(
    await tx.execute(sql`select ${paymentColumns} from payments p where p.job_id = ${jobId} and p.kind = 'service'
      order by ${OPEN_FIRST} limit 1 ${lock ? sql`for update` : sql``}`),
  );
  return row ?? null;
}

/** The service's payment, locked: what a task or a webhook moves once the gateway has answered. */
export async function lockPayment(tx: Database, paymentId: string) {
  const [row] = rowsOf<PaymentRow>(
    await tx.execute(sql`select ${paymentColumns} from payments p where p.id = ${paymentId} for update`),
  );
  return row ?? null;
}

export interface RefundState {
  amount: number;
  state: 'owed' | 'requested' | 'sent';
  clabeEnd: string | null;
}

/** The latest refund by transfer of each service, as its customer reads it. */
export async function refundStates(db: Database, jobIds: string[]): Promise<Map<string, RefundState>> {
  if (jobIds.length === 0) return new Map();
  const rows = rowsOf<{ job_id: string; amount: number; status: RefundState['state']; clabe: string | null }>(
    await db.execute(sql`select distinct on (job_id) job_id, amount, status, clabe from service_refunds
      where job_id in (${sql.join(
        jobIds.map((id) => sql`${id}`),
        sql`, `,
      )}) order by job_id, created_at desc, id desc`),
  );
  return new Map(
    rows.map((row) => [
      row.job_id,
      { amount: row.amount, state: row.status, clabeEnd: row.clabe ? row.clabe.slice(-4) : null },
    ]),
  );
}
