import { desc, eq } from 'drizzle-orm';
import { answerDeadline } from '#shared/domain/booking-answer';
import { cancellationCharge, type CancellingAction } from '#shared/domain/cancellation-fee';
import {
  checkTransition,
  dueSystemAction,
  ENDED_STATUSES,
  isIn,
  noShowUnsettled,
  serviceMoments,
  type PartyAction,
  type ServiceAction,
  type ServiceActor,
  type ServiceState,
} from '#shared/domain/service-lifecycle';
import { formatDateTimeIn, formatMoney } from '#shared/format';
import { GATEWAY_METHODS } from '#shared/domain/payment-methods';
import { refusalMessage } from '#shared/service-refusals';
import { serviceMessages } from '#shared/service-messages';
import type { Database } from '#server/db/client';
import { isUuid } from '#server/db/errors';
import { jobEvents, jobs, type JobRow } from '#server/db/schema';
import { directAmountsOf } from '#server/domain/charges';
import { ConflictError, ForbiddenError, NotFoundError } from '#server/domain/errors';
import { readSchedule } from '#server/domain/schedule';
import { notifyLive } from '#server/live/notify';
import { enqueueAll, type NewTask } from '#server/tasks/queue';
import type { TaskHandler } from '#server/tasks/worker';
import { notifyTransition, reminderTask } from './notify';
import { serviceSteps } from './service-steps';

export const SERVICE_TIMER = 'service-timer';

const CANCELLING: ReadonlySet<ServiceAction> = new Set<CancellingAction>([
  'cancel_by_customer',
  'cancel_by_provider',
  'report_no_show',
]);
// A booking declined or left unanswered ends it too, charging nothing; so does a card never authorised.
const ENDING_UNPAID: ReadonlySet<ServiceAction> = new Set([
  'decline_booking',
  'expire_booking',
  'cancel_unpaid',
]);

const notFound = () => new NotFoundError('NOT_FOUND', serviceMessages.notFound);

/** What the lifecycle graph reads of a row. Reviews are not written yet: none is recorded. */
export function stateOf(job: JobRow): ServiceState {
  return {
    status: job.status,
    scheduledAt: job.scheduledAt,
    createdAt: job.createdAt,
    answerBy: job.answerBy,
    doneAt: job.doneAt,
    completedAt: job.completedAt,
    paymentMethod: job.paymentMethod,
    paymentConfirmed: job.paymentConfirmedAt !== null,
    cancellationFee: job.cancellationFee,
    customerReviewed: false,
    providerReviewed: false,
    providerAnswered: job.providerStatement !== null,
    noShowAt: job.noShowAt,
    noShowSettled: job.noShowSettledAt !== null,
  };
}

/** The refusal's Spanish sentence, with the instant a no-show can be reported written in the place's zone. */
function refusalOf(reason: Parameters<typeof refusalMessage>[0], job: JobRow): string {
  const opens = serviceMoments(stateOf(job)).noShowOpens;
  return refusalMessage(reason, job.status, { noShowOpens: formatDateTimeIn(opens!, job.timeZone) });
}

export interface StepRequest {
  action: ServiceAction;
  /** The person taking it, or null for the scheduler. */
  userId: string | null;
  now: Date;
  reason?: string;
  /** The charge the person was shown; a different one refuses the step. */
  expectedFee?: number;
  /** Support's step (a dispute resolved): `userId` is the operator's, who is no party of the service. */
  support?: { settledAmount?: number };
}

/**
 * One step of a service, in the caller's transaction, with the service's row locked: the graph decides,
 * the row and its event are written, the next timer and the e-mails are queued. The same step repeated by
 * the same person (a double click, a retry after a lost answer) finds it already taken and changes nothing.
 */
export async function takeStep(
  tx: Database,
  jobId: string,
  step: StepRequest,
): Promise<{ job: JobRow; changed: boolean }> {
  const { job, actor } = step.support
    ? { job: await lockForSupport(tx, jobId), actor: 'support' as const }
    : await findAsParty(tx, jobId, step.userId, { lock: true });
  const state = stateOf(job);
  // Paid online, the provider confirms only extra time owed to it directly (the rest is the gateway's to say).
  if (step.action === 'confirm_payment' && GATEWAY_METHODS.has(job.paymentMethod))
    state.owesProviderDirectly = (await directAmountsOf(tx, [job.id])).has(job.id);
  const result = checkTransition(state, step.action, actor, step.now);
  if (!result.ok) {
    if (result.reason === 'not_your_action')
      throw new ForbiddenError('NOT_YOUR_ACTION', refusalOf(result.reason, job));
    if (await alreadyTaken(tx, job.id, step)) return { job, changed: false };
    throw new ConflictError(result.reason.toUpperCase(), refusalOf(result.reason, job));
  }

  const changes: Partial<typeof jobs.$inferInsert> = { status: result.status, updatedAt: step.now };
  if (CANCELLING.has(step.action)) {
    const fee = cancellationCharge(step.action as CancellingAction, job, step.now);
    if (step.expectedFee !== undefined && step.expectedFee !== fee) {
      throw new ConflictError('FEE_CHANGED', serviceMessages.feeChanged.replace('{fee}', formatMoney(fee)));
    }
    Object.assign(changes, { cancelledAt: step.now, cancelledBy: actor, cancellationFee: fee });
  }
  if (ENDING_UNPAID.has(step.action))
    Object.assign(changes, { cancelledAt: step.now, cancelledBy: actor, cancellationFee: 0 });
  if (step.action === 'report_no_show') changes.noShowAt = step.now;
  // An open no-show that ends cancelled is settled: uncontested for 48 h, upheld, or dropped by support.
  if (noShowUnsettled(state) && result.status === 'cancelled') changes.noShowSettledAt = step.now;
  if (step.action === 'mark_done') changes.doneAt = step.now;
  if (result.status === 'completed' && job.status !== 'completed') changes.completedAt = step.now;
  if (step.action === 'report_problem' || step.action === 'contest_no_show')
    changes.problem = step.reason ?? null;
  if (step.action === 'answer_dispute') changes.providerStatement = step.reason ?? null;
  if (step.action === 'resolve_as_completed') changes.settledAmount = step.support?.settledAmount ?? null;
  if (step.action === 'resolve_as_cancelled')
    Object.assign(changes, { cancelledAt: step.now, cancelledBy: actor, cancellationFee: 0 });
  if (step.action === 'confirm_payment') changes.paymentConfirmedAt = step.now;

  const [updated] = await tx.update(jobs).set(changes).where(eq(jobs.id, job.id)).returning();
  await tx.insert(jobEvents).values({
    jobId: job.id,
    action: step.action,
    actor,
    actorId: step.userId,
    fromStatus: job.status,
    toStatus: updated!.status,
    at: step.now,
  });
  await scheduleTimer(tx, updated!, step.now);
  await notifyTransition(tx, updated!, step.action, step.now);
  if (updated!.status === 'confirmed' && job.status !== 'confirmed') await tellConfirmed(tx, updated!);
  // Announced in this transaction, so what a subscriber writes (payments queues a card's settlement) commits
  // or rolls back with the step. A no-show ends only once its fee is settled, not while it may be contested.
  if (isIn(ENDED_STATUSES, updated!.status) && !noShowUnsettled(stateOf(updated!)))
    await serviceSteps.announce(tx, {
      kind: 'ended',
      job: updated!,
      action: step.action,
      actor,
      at: step.now,
    });
  await serviceSteps.announce(tx, { kind: 'taken', job: updated!, action: step.action, actor, at: step.now });
  return { job: updated!, changed: true };
}

function actorOf(job: JobRow, userId: string | null): ServiceActor | null {
  if (userId === null) return 'system';
  if (userId === job.customerId) return 'customer';
  if (userId === job.providerId) return 'provider';
  return null;
}

/**
 * The service as one of its parties (or the scheduler, `userId` null) reaches it, its row locked on `lock`. To
 * anyone else, and for an id that is no uuid, it does not exist (404, never 403: its existence is not told).
 */
export async function findAsParty(
  db: Database,
  jobId: string,
  userId: string | null,
  { lock = false } = {},
): Promise<{ job: JobRow; actor: ServiceActor }> {
  if (!isUuid(jobId)) throw notFound();
  const query = db.select().from(jobs).where(eq(jobs.id, jobId));
  const [job] = lock ? await query.for('update') : await query;
  const actor = job ? actorOf(job, userId) : null;
  if (!job || !actor) throw notFound();
  return { job, actor };
}

async function lockForSupport(tx: Database, jobId: string): Promise<JobRow> {
  if (!isUuid(jobId)) throw notFound();
  const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
  if (!job) throw notFound();
  return job;
}

// The service's last step is this very one, by this very person: the repeat of a step already taken.
async function alreadyTaken(tx: Database, jobId: string, step: StepRequest): Promise<boolean> {
  const [last] = await tx
    .select({ action: jobEvents.action, actorId: jobEvents.actorId })
    .from(jobEvents)
    .where(eq(jobEvents.jobId, jobId))
    .orderBy(desc(jobEvents.seq))
    .limit(1);
  return last?.action === step.action && last.actorId === step.userId;
}

/**
 * The timed step the new status waits for (a booking's deadline, the automatic completion), stored with the
 * change, and the reminder once it is confirmed. Each is keyed by service and step, and runs at most once: a
 * status is entered once.
 */
export async function scheduleTimer(tx: Database, job: JobRow, now: Date): Promise<void> {
  await enqueueAll(tx, timerTasks(job, now));
}

/** scheduleTimer's tasks, for a caller that stores many services' at once (a plan's visits). */
export function timerTasks(job: JobRow, now: Date): NewTask[] {
  const timers: NewTask[] = job.status === 'confirmed' ? [reminderTask(job, now)] : [];
  const due = dueSystemAction(stateOf(job));
  if (due)
    timers.push({
      kind: SERVICE_TIMER,
      payload: { jobId: job.id, action: due.action },
      runAt: due.at,
      dedupeKey: `${SERVICE_TIMER}:${job.id}:${due.action}`,
    });
  return timers;
}

/**
 * Records how the service came to be: the first line of its history. A booking waiting for its provider gets here
 * the instant it is declined unanswered: two hours of the provider's working time (booking-answer.ts).
 */
export async function recordCreation(tx: Database, created: JobRow, userId: string): Promise<void> {
  const job = created.status === 'pending' ? await setAnswerDeadline(tx, created) : created;
  await tx.insert(jobEvents).values({
    jobId: job.id,
    action: 'created',
    actor: 'customer',
    actorId: userId,
    fromStatus: null,
    toStatus: job.status,
    at: job.createdAt,
  });
  await scheduleTimer(tx, job, job.createdAt);
  // An accepted offer has its own e-mail (accept.ts); a booking asks the provider for an answer.
  if (job.status === 'pending') await notifyTransition(tx, job, 'created', job.createdAt);
  else if (job.status === 'confirmed') await tellConfirmed(tx, job);
}

/**
 * The live 'service-confirmed' to the service's two sides, when it commits: an offer accepted, a booking accepted
 * or made at once. Their open pages read what a confirmed service shares again (a conversation's phones and its
 * messages unmasked) without a reload.
 */
async function tellConfirmed(tx: Database, job: JobRow): Promise<void> {
  await notifyLive(tx, {
    users: [job.customerId, job.providerId],
    type: 'service-confirmed',
    ids: { serviceId: job.id },
  });
}

async function setAnswerDeadline(tx: Database, job: JobRow): Promise<JobRow> {
  const schedule = await readSchedule(tx, job.providerId);
  const answerBy = answerDeadline({
    createdAt: job.createdAt,
    scheduledAt: job.scheduledAt,
    providerZone: schedule.timeZone,
    weekly: schedule.weekly,
    daysOff: schedule.daysOff,
  });
  const [updated] = await tx.update(jobs).set({ answerBy }).where(eq(jobs.id, job.id)).returning();
  return updated!;
}

/** A party's step through the API, in its own transaction. */
export async function performStep(
  db: Database,
  jobId: string,
  step: StepRequest & { action: PartyAction; userId: string },
): Promise<{ job: JobRow; changed: boolean }> {
  if (!isUuid(jobId)) throw notFound();
  return db.transaction((tx) => takeStep(tx, jobId, step));
}

/**
 * The scheduler's step when its time comes. A service that moved on meanwhile (the provider answered, the
 * customer confirmed) refuses it, and the timer is simply done.
 */
export const runServiceTimer: TaskHandler<{ jobId: string; action: ServiceAction }> = async (
  { jobId, action },
  { now, completeInTransaction, log },
) => {
  await completeInTransaction(async (tx) => {
    try {
      await takeStep(tx, jobId, { action, userId: null, now });
    } catch (error) {
      if (!(error instanceof ConflictError || error instanceof NotFoundError)) throw error;
      log.info({ jobId, action, code: error.code }, 'paso programado ya no aplica');
    }
  });
};
