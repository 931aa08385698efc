import { and, desc, eq, sql } from 'drizzle-orm';
import {
  type ExtraTimeCollector,
  type ExtraTimeStatus,
  extraTimeChoices,
  extraTimePrice,
} from '#shared/domain/extra-time';
import { owedSplit } from '#shared/domain/payment-lifecycle';
import { GATEWAY_METHODS } from '#shared/domain/payment-methods';
import { apiMessages } from '#shared/common-messages';
import { extraTimeMessages as texts } from '#shared/extra-time-messages';
import type { Database } from '#server/db/client';
import { isExclusionViolation, isUniqueViolation } from '#server/db/errors';
import { jobs, serviceExtraTime, type JobRow } from '#server/db/schema';
import { onlineCoverOf } from '#server/domain/charges';
import { ConflictError, InvalidInputError, NotFoundError } from '#server/domain/errors';
import { lockProviderTime } from '#server/domain/schedule';
import { notifyParty } from './notify';
import { findAsParty } from './transitions';

// 'Tiempo extra' (issue 29): during a confirmed service its provider asks for more time; the customer approves it
// (the service's length and price grow by it, in one transaction, or not at all when the provider's next service
// leaves no room: the exclusion constraint decides) or declines it. However the service is paid: by hand (cash,
// transfer), the price grows and is paid to the provider as before; online, its payment covers what it authorised
// or was paid ahead, never more (a card's hold captures the new total when it fits, a saved card not held yet is
// held for it), and the rest is owed directly to the provider in cash or by transfer, confirmed by the provider
// ('Confirmar pago recibido'), as payments/ledger and server/domain/charges.ts read it.

export interface ExtraTime {
  id: string;
  minutes: number;
  /** Centavos the minutes add. */
  price: number;
  status: ExtraTimeStatus;
  requestedAt: string;
  answeredAt: string | null;
  /** How the minutes are paid: with the card at the end ('card'), or to the provider directly ('provider'). */
  collectedBy: ExtraTimeCollector;
}

type ExtraTimeRow = typeof serviceExtraTime.$inferSelect;

/**
 * Who collects the extra time's price: the card, when the service is paid by card and its hold covers the total
 * with it (or no hold is placed yet: it will be for the price of the day); else the provider, directly (cash or
 * transfer, or the rest of a service paid online beyond what its payment covers).
 */
async function collectorOf(db: Database, job: JobRow, row: ExtraTimeRow): Promise<ExtraTimeCollector> {
  if (job.paymentMethod !== 'card') return 'provider';
  const total = row.status === 'approved' ? job.price : job.price + row.price;
  return owedSplit(total, await onlineCoverOf(db, job.id)).direct > 0 ? 'provider' : 'card';
}

const toExtraTime = async (db: Database, job: JobRow, row: ExtraTimeRow): Promise<ExtraTime> => ({
  id: row.id,
  minutes: row.minutes,
  price: row.price,
  status: row.status,
  requestedAt: row.requestedAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
  collectedBy: await collectorOf(db, job, row),
});

const alreadyWaiting = () => new ConflictError('EXTRA_TIME_WAITING', texts.alreadyWaiting);

interface Refusal {
  code: string;
  message: string;
}

/** Why a service takes no request for more time now, or null: it is confirmed and started. */
function refusalToAsk(job: JobRow, now: Date): Refusal | null {
  if (job.status !== 'confirmed' || now < job.scheduledAt)
    return { code: 'EXTRA_TIME_NOT_NOW', message: texts.notNow };
  return null;
}

async function latestOf(db: Database, jobId: string) {
  const [row] = await db
    .select()
    .from(serviceExtraTime)
    .where(eq(serviceExtraTime.jobId, jobId))
    .orderBy(desc(serviceExtraTime.requestedAt))
    .limit(1);
  return row ?? null;
}

/** The service's latest request for more time, for either party; null when none was made. */
export async function findExtraTime(db: Database, jobId: string, userId: string): Promise<ExtraTime | null> {
  const { job } = await findAsParty(db, jobId, userId);
  const row = await latestOf(db, job.id);
  return row ? toExtraTime(db, job, row) : null;
}

/** The provider asks for `minutes` more (a half-hour step the service still has room for). */
export async function requestExtraTime(
  db: Database,
  { jobId, providerId, minutes, now }: { jobId: string; providerId: string; minutes: number; now: Date },
): Promise<ExtraTime> {
  try {
    return await db.transaction(async (tx) => {
      const { job, actor } = await findAsParty(tx, jobId, providerId, { lock: true });
      if (actor !== 'provider') throw new NotFoundError('NOT_FOUND', apiMessages.notFound);
      const refusal = refusalToAsk(job, now);
      if (refusal) throw new ConflictError(refusal.code, refusal.message);
      if (!extraTimeChoices(job.durationMinutes).includes(minutes))
        throw new InvalidInputError('VALIDATION', apiMessages.validation, { minutes: texts.minutesInvalid });
      const waiting = await latestOf(tx, job.id);
      if (waiting?.status === 'requested') throw alreadyWaiting();
      const [row] = await tx
        .insert(serviceExtraTime)
        .values({
          jobId: job.id,
          minutes,
          price: extraTimePrice(job.price, job.durationMinutes, minutes),
          status: 'requested',
          requestedAt: now,
        })
        .returning();
      await notifyParty(tx, job, 'customer', 'extra-time-requested', now, { dedupe: row!.id });
      return toExtraTime(tx, job, row!);
    });
  } catch (error) {
    // Two requests at once: the one-waiting index keeps the first.
    if (isUniqueViolation(error)) throw alreadyWaiting();
    throw error;
  }
}

/**
 * The customer approves or declines the waiting request. Approved, the service lasts `minutes` more and costs
 * `price` more; refused (409) without writing anything when that would run into the provider's next service.
 */
export async function answerExtraTime(
  db: Database,
  { jobId, customerId, approve, now }: { jobId: string; customerId: string; approve: boolean; now: Date },
): Promise<ExtraTime> {
  try {
    return await db.transaction(async (tx) => {
      const { job, actor } = await findAsParty(tx, jobId, customerId, { lock: true });
      if (actor !== 'customer') throw new NotFoundError('NOT_FOUND', apiMessages.notFound);
      const [waiting] = await tx
        .select()
        .from(serviceExtraTime)
        .where(and(eq(serviceExtraTime.jobId, job.id), eq(serviceExtraTime.status, 'requested')))
        .for('update');
      if (!waiting) throw new ConflictError('EXTRA_TIME_NONE', texts.nothingWaiting);
      let answered = job;
      if (approve) {
        // Still confirmed (a service marked done meanwhile keeps its length and price).
        if (job.status !== 'confirmed') throw new ConflictError('EXTRA_TIME_NOT_NOW', texts.notNow);
        // One writer of the provider's time at a time (as bookings and accepted offers take it).
        await lockProviderTime(tx, job.providerId);
        // Paid online beyond what its payment covers (SPEI or OXXO paid ahead, a card held for less): the rest
        // is owed to the provider directly, and the service is no longer wholly paid until the provider says so.
        const cover = GATEWAY_METHODS.has(job.paymentMethod) ? await onlineCoverOf(tx, job.id) : null;
        const owedDirectly = cover !== null && owedSplit(job.price + waiting.price, cover).direct > 0;
        const [grown] = await tx
          .update(jobs)
          .set({
            durationMinutes: sql`${jobs.durationMinutes} + ${waiting.minutes}`,
            price: sql`${jobs.price} + ${waiting.price}`,
            ...(owedDirectly ? { paymentConfirmedAt: null } : {}),
            updatedAt: now,
          })
          .where(eq(jobs.id, job.id))
          .returning();
        answered = grown!;
      }
      const [row] = await tx
        .update(serviceExtraTime)
        .set({ status: approve ? 'approved' : 'declined', answeredAt: now })
        .where(eq(serviceExtraTime.id, waiting.id))
        .returning();
      await notifyParty(tx, job, 'provider', approve ? 'extra-time-approved' : 'extra-time-declined', now, {
        dedupe: waiting.id,
      });
      return toExtraTime(tx, answered, row!);
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw new ConflictError('EXTRA_TIME_COLLIDES', texts.collides);
    throw error;
  }
}
