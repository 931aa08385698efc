import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  checkMove,
  plannedMove,
  type PaymentActor,
  type PaymentEvent,
  type PaymentLedger,
  type PaymentRefusal,
  type PaymentStamp,
  type StatusOf,
} from '#shared/domain/payment-lifecycle';
import { paymentChangedMessage } from '#shared/service-payment-messages';
import type { Database } from '#server/db/client';
import { payments, serviceRefunds } from '#server/db/schema';
import { ConflictError } from '#server/domain/errors';

// The only code that writes the status of a payment (plan or service) or of a refund by transfer: every move is
// one row of the lifecycle table (shared/domain/payment-lifecycle.ts), checked there and written here with the
// instants it implies.
//
// A move is one guarded update, `… set status = <to> where id = … and status in (<the event's from>) returning`,
// rather than a read, a check and a write. In PostgreSQL a second transaction updating a row that a first one has
// just moved waits for it, then evaluates its own `where` against the row as the first one left it: of two
// webhooks racing (a capture and a release of the same hold, the same event delivered twice), the second finds
// the status no longer among those its event moves, changes nothing and is refused, whether or not its caller
// locked the row first. Callers that must answer a gateway with 'ignored: …' ask the table first (`canMove`).

export type PaymentRecord = typeof payments.$inferSelect;
export type RefundRecord = typeof serviceRefunds.$inferSelect;
type PaymentColumns = Omit<typeof payments.$inferInsert, 'id' | 'kind' | 'status'>;
type RefundColumns = Omit<typeof serviceRefunds.$inferInsert, 'id' | 'status'>;

type RecordOf<L extends PaymentLedger> = L extends 'refund' ? RefundRecord : PaymentRecord;
type ColumnsOf<L extends PaymentLedger> = L extends 'refund' ? RefundColumns : PaymentColumns;

export interface MoveBy<L extends PaymentLedger> {
  actor: PaymentActor;
  now: Date;
  /** What else the move records: a failure's reason, the amount captured, who sent a refund. */
  set?: Partial<ColumnsOf<L>>;
}

/** A move the lifecycle table does not allow: the row was moved meanwhile, or the caller asked a wrong one. */
export class PaymentMoveRefused extends ConflictError {
  constructor(
    readonly ledger: PaymentLedger,
    readonly event: string,
    readonly reason: PaymentRefusal,
    /** The row's status when it was refused (null: no such row). */
    readonly found: string | null,
  ) {
    super('PAYMENT_CHANGED', paymentChangedMessage);
  }
}

function allowed<L extends PaymentLedger>(ledger: L, event: PaymentEvent<L>, actor: PaymentActor) {
  const move = plannedMove(ledger, event);
  // An actor the table does not name for this event is the caller's mistake, refused before anything is read.
  if (!move.actors.includes(actor)) throw new PaymentMoveRefused(ledger, event, 'not_your_event', null);
  return move;
}

const stamped = (stamps: readonly PaymentStamp[], now: Date): Partial<Record<PaymentStamp, Date>> =>
  Object.fromEntries(stamps.map((stamp) => [stamp, now]));

async function write<L extends PaymentLedger>(
  tx: Database,
  ledger: L,
  event: PaymentEvent<L>,
  { actor, now, set = {} }: MoveBy<L>,
  where: SQL,
): Promise<RecordOf<L>[]> {
  const { from, to, stamps } = allowed(ledger, event, actor);
  const statuses = from.filter((status) => status !== null) as StatusOf<L>[];
  // An event that only creates rows moves none.
  if (statuses.length === 0) return [];
  const changes = { ...set, ...stamped(stamps, now), status: to };
  if (ledger === 'refund')
    return (await tx
      .update(serviceRefunds)
      .set(changes as Partial<typeof serviceRefunds.$inferInsert>)
      .where(and(where, inArray(serviceRefunds.status, statuses as StatusOf<'refund'>[])))
      .returning()) as RecordOf<L>[];
  return (await tx
    .update(payments)
    .set(changes as Partial<typeof payments.$inferInsert>)
    .where(
      and(
        where,
        eq(payments.kind, ledger as 'plan' | 'service'),
        inArray(payments.status, statuses as StatusOf<'plan'>[]),
      ),
    )
    .returning()) as RecordOf<L>[];
}

const idOf = (ledger: PaymentLedger, id: string) =>
  ledger === 'refund' ? eq(serviceRefunds.id, id) : eq(payments.id, id);

async function statusNow(tx: Database, ledger: PaymentLedger, id: string): Promise<string | null> {
  const table = ledger === 'refund' ? serviceRefunds : payments;
  const [row] = await tx.select({ status: table.status }).from(table).where(idOf(ledger, id));
  return row?.status ?? null;
}

/**
 * Moves one payment (or refund) by `event`, in the caller's transaction, and returns it as moved. Refused with
 * PaymentMoveRefused when its status is not one the event moves (or the actor may not cause it).
 */
export async function movePayment<L extends PaymentLedger>(
  tx: Database,
  ledger: L,
  id: string,
  event: PaymentEvent<L>,
  move: MoveBy<L>,
): Promise<RecordOf<L>> {
  const [moved] = await write(tx, ledger, event, move, idOf(ledger, id));
  if (moved) return moved;
  throw new PaymentMoveRefused(ledger, event, 'wrong_status', await statusNow(tx, ledger, id));
}

/**
 * Moves by `event` every row `where` picks that the event can move (a waiting plan's payments cancelled, however
 * many there are), and returns those it moved; the others are left as they are.
 */
export async function movePayments<L extends PaymentLedger>(
  tx: Database,
  ledger: L,
  where: SQL,
  event: PaymentEvent<L>,
  move: MoveBy<L>,
): Promise<RecordOf<L>[]> {
  return write(tx, ledger, event, move, where);
}

/**
 * The move from no row: a payment asked, a charge the gateway made that we never asked (a renewal), a refund
 * owed. With `unlessConflicting`, a row that would break that unique index is not written, and null returned.
 */
export async function createPayment<L extends PaymentLedger>(
  tx: Database,
  ledger: L,
  event: PaymentEvent<L>,
  { actor, now, values }: { actor: PaymentActor; now: Date; values: ColumnsOf<L> },
  unlessConflicting?: { target: L extends 'refund' ? 'key' : 'reference' },
): Promise<RecordOf<L> | null> {
  const move = checkMove(ledger, null, event, actor);
  if (!move.ok) throw new PaymentMoveRefused(ledger, event, move.reason, null);
  const row = { createdAt: now, ...values, ...stamped(move.stamps, now), status: move.to };
  if (ledger === 'refund') {
    const insert = tx.insert(serviceRefunds).values(row as typeof serviceRefunds.$inferInsert);
    const [created] = unlessConflicting
      ? await insert.onConflictDoNothing({ target: serviceRefunds.key }).returning()
      : await insert.returning();
    return (created ?? null) as RecordOf<L> | null;
  }
  const insert = tx.insert(payments).values({ ...row, kind: ledger } as typeof payments.$inferInsert);
  // The partial index on a transfer's reference: unique among the payments still waiting.
  const [created] = unlessConflicting
    ? await insert
        .onConflictDoNothing({ target: payments.reference, where: sql`${payments.status} = 'pending'` })
        .returning()
    : await insert.returning();
  return (created ?? null) as RecordOf<L> | null;
}
