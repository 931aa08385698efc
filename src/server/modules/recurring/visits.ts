import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BookedService } from '#shared/domain/free-times';
import { GATEWAY_METHODS } from '#shared/domain/payment-methods';
import { visitConflict, visitsToSchedule } from '#shared/domain/plan-schedule';
import { type PlanConflictReason, type PlanVisit, visitPrice } from '#shared/domain/recurring-plan';
import { SCHEDULED_STATUSES } from '#shared/domain/service-lifecycle';
import { rowsOf, type Database } from '#server/db/client';
import {
  jobEvents,
  jobs,
  type JobRow,
  recurringPlanConflicts,
  recurringPlans,
  type RequestRow,
  serviceRequests,
} from '#server/db/schema';
import type { ConflictError } from '#server/domain/errors';
import { lockProvidersTime, type ProviderSchedule, readSchedules } from '#server/domain/schedule';
import { serviceFromRequest, timerTasks } from '#server/modules/jobs';
import { askOnlinePayment, onlineGateway } from '#server/modules/payments';
import type { ServiceGateways } from '#server/modules/payments/gateways';
import { enqueueAll } from '#server/tasks/queue';
import { notifyConflicts, type NewConflict } from './notices';
import { firstVisitOfPlan, rhythmOf } from './rhythm';

// The scheduler's writing half (issue 30): the visits a batch of active plans is missing, booked as confirmed
// services of the plan's provider, and those that cannot be booked recorded as conflicts and told to both sides.

export type PlanRow = typeof recurringPlans.$inferSelect;

const DAY_MS = 86_400_000;
// A row takes about 30 values; PostgreSQL takes at most 65,535 in a statement.
const ROWS_PER_INSERT = 1000;

/**
 * The visits each plan should have now (visitsToSchedule) and has neither as a service nor as a conflict. The
 * database gets the wanted (plan, date) pairs and answers only those it lacks: most runs find nothing missing.
 */
export async function missingVisits(
  db: Database,
  plans: readonly PlanRow[],
  now: Date,
): Promise<Map<string, PlanVisit[]>> {
  const wanted = new Map<string, PlanVisit>();
  for (const plan of plans)
    for (const visit of visitsToSchedule(rhythmOf(plan), { now, endsAt: plan.endsAt }))
      wanted.set(`${plan.id}/${visit.date}`, visit);
  const missing = new Map<string, PlanVisit[]>();
  if (wanted.size === 0) return missing;
  const pairs = [...wanted.keys()].map((key) => key.split('/') as [string, string]);
  const rows = rowsOf<{ plan_id: string; visit_date: string }>(
    await db.execute(sql`select w.plan_id, w.visit_date::text as visit_date
      from unnest(${sql.param(pairs.map(([planId]) => planId))}::uuid[],
        ${sql.param(pairs.map(([, date]) => date))}::date[]) as w(plan_id, visit_date)
      where not exists (select 1 from ${serviceRequests} r
          where r.plan_id = w.plan_id and r.visit_date = w.visit_date)
        and not exists (select 1 from ${recurringPlanConflicts} c
          where c.plan_id = w.plan_id and c.visit_date = w.visit_date)
      order by w.plan_id, w.visit_date`),
  );
  for (const row of rows) {
    const list = missing.get(row.plan_id) ?? [];
    list.push(wanted.get(`${row.plan_id}/${row.visit_date}`)!);
    missing.set(row.plan_id, list);
  }
  return missing;
}

/**
 * The pending and confirmed services of these providers that may touch [from, to), each holding its own travel
 * time too: a service agreed with a longer travel than the provider's today keeps that (jobs_no_overlap does).
 */
async function heldServices(tx: Database, schedules: Map<string, ProviderSchedule>, from: Date, to: Date) {
  const rows = await tx
    .select({
      providerId: jobs.providerId,
      start: jobs.scheduledAt,
      duration: jobs.durationMinutes,
      travel: jobs.travelMinutes,
    })
    .from(jobs)
    .where(
      and(
        inArray(jobs.providerId, [...schedules.keys()]),
        inArray(jobs.status, [...SCHEDULED_STATUSES]),
        sql`${jobs.scheduledAt} > ${new Date(from.getTime() - DAY_MS).toISOString()}::timestamptz`,
        sql`${jobs.scheduledAt} < ${to.toISOString()}::timestamptz`,
      ),
    );
  const held = new Map<string, BookedService[]>();
  for (const row of rows) {
    const travel = schedules.get(row.providerId)!.travelMinutes;
    const list = held.get(row.providerId) ?? [];
    list.push({ start: row.start, lengthMinutes: row.duration + Math.max(0, row.travel - travel) });
    held.set(row.providerId, list);
  }
  return held;
}

/** Each plan's first visit's request: what every visit copies (the exact address and phone, the notes). */
async function firstRequests(tx: Database, planIds: string[]) {
  const rows = await tx
    .select({ request: serviceRequests })
    .from(serviceRequests)
    .innerJoin(recurringPlans, firstVisitOfPlan)
    .where(inArray(recurringPlans.id, planIds));
  return new Map(rows.map(({ request }) => [request.planId!, request]));
}

export interface NewVisit {
  plan: PlanRow;
  visit: PlanVisit;
  price: number;
  gateway: string | null;
}

const priceOf = (plan: PlanRow, start: Date) =>
  visitPrice(
    plan.price,
    plan.newPrice === null
      ? null
      : {
          price: plan.newPrice,
          effectiveFrom: plan.newPriceFrom!,
          accepted: plan.newPriceAcceptedAt !== null,
        },
    start,
  );

/**
 * A visit's price at `start` and the gateway that takes its online payment (null for cash or transfer), or why the
 * way to pay is refused online now (the provider no longer takes cards, OXXO too close).
 */
export async function visitTerms(
  tx: Database,
  cards: ServiceGateways,
  plan: PlanRow,
  start: Date,
  now: Date,
): Promise<{ refusal: null; price: number; gateway: string | null } | { refusal: ConflictError }> {
  const price = priceOf(plan, start);
  if (!GATEWAY_METHODS.has(plan.paymentMethod)) return { refusal: null, price, gateway: null };
  const terms = { method: plan.paymentMethod, providerId: plan.providerId, scheduledAt: start };
  const online = await onlineGateway(tx, cards, { ...terms, price, now });
  if (online.refusal) return { refusal: online.refusal };
  return { refusal: null, price, gateway: online.gateway?.name ?? null };
}

export interface BookedBatch {
  created: number;
  conflicts: number;
  /** Visits not booked this time, to be tried again: the way to pay is refused online meanwhile. */
  deferred: number;
}

/**
 * Books the missing visits of these plans in the caller's transaction. The plans still active are locked, then
 * their providers' time (lockProvidersTime, as a booking locks it), and only then is what is missing read again:
 * a second scheduler running at once waits here and then finds the visits this one made. One visit per plan and
 * date stays the database's rule too (`on conflict do nothing`).
 */
export async function bookVisits(
  tx: Database,
  planIds: readonly string[],
  now: Date,
  cards: ServiceGateways,
): Promise<BookedBatch> {
  const plans = await tx
    .select()
    .from(recurringPlans)
    .where(and(inArray(recurringPlans.id, [...planIds]), eq(recurringPlans.status, 'active')))
    .orderBy(asc(recurringPlans.id))
    .for('update');
  const outcome: BookedBatch = { created: 0, conflicts: 0, deferred: 0 };
  if (plans.length === 0) return outcome;
  await lockProvidersTime(
    tx,
    plans.map((plan) => plan.providerId),
  );
  const missing = await missingVisits(tx, plans, now);
  if (missing.size === 0) return outcome;
  const schedules = await readSchedules(tx, [...new Set(plans.map((plan) => plan.providerId))]);
  // Only the services near the missing visits: a week's extension reads a week of services, not eight.
  const first = Math.min(...[...missing.values()].map((visits) => visits[0]!.start.getTime()));
  const last = Math.max(...[...missing.values()].map((visits) => visits.at(-1)!.start.getTime()));
  const held = await heldServices(tx, schedules, new Date(first), new Date(last + DAY_MS));

  const booked: NewVisit[] = [];
  const conflicts: NewConflict[] = [];
  for (const plan of plans) {
    const schedule = schedules.get(plan.providerId)!;
    const services = held.get(plan.providerId) ?? [];
    held.set(plan.providerId, services);
    const rules = { ...schedule, providerZone: schedule.timeZone };
    for (const visit of missing.get(plan.id) ?? []) {
      const candidate = { start: visit.start, lengthMinutes: plan.durationMinutes };
      const reason: PlanConflictReason | null = visitConflict(candidate, rules, services);
      if (reason) {
        conflicts.push({ plan, visitDate: visit.date, scheduledAt: visit.start, reason });
        continue;
      }
      const terms = await visitTerms(tx, cards, plan, visit.start, now);
      if (terms.refusal) {
        outcome.deferred += 1;
        continue;
      }
      services.push(candidate);
      booked.push({ plan, visit, ...terms });
    }
  }
  outcome.created = (await insertVisits(tx, booked, schedules, now)).length;
  outcome.conflicts = await recordConflicts(tx, conflicts, now);
  return outcome;
}

/**
 * The visits as services, many rows a statement: the request, the confirmed service, its history and timers. The
 * services written come back; a visit whose plan and date has one already is not written again.
 */
export async function insertVisits(
  tx: Database,
  booked: NewVisit[],
  schedules: Map<string, ProviderSchedule>,
  now: Date,
): Promise<JobRow[]> {
  if (booked.length === 0) return [];
  const firsts = await firstRequests(tx, [...new Set(booked.map(({ plan }) => plan.id))]);
  const visitOf = new Map<string, NewVisit>();
  const created: JobRow[] = [];
  for (let start = 0; start < booked.length; start += ROWS_PER_INSERT) {
    // Each visit's request copies the first visit's (the exact address and phone, the notes): only its id comes
    // back, the rest is what was written.
    const rows = booked.slice(start, start + ROWS_PER_INSERT).flatMap((visit) => {
      const first = firsts.get(visit.plan.id);
      if (!first) return [];
      const { plan, price } = visit;
      const row: RequestRow = {
        ...first,
        price,
        requiredDate: visit.visit.start,
        minMinutes: plan.durationMinutes,
        maxMinutes: plan.durationMinutes,
        status: 'assigned',
        idempotencyKey: null,
        hiddenAt: null,
        hiddenReason: null,
        visitDate: visit.visit.date,
        createdAt: now,
      };
      return [{ row, visit }];
    });
    if (rows.length === 0) continue;
    const inserted = await tx
      .insert(serviceRequests)
      .values(rows.map(({ row: { id: _id, createdDay: _day, ...values } }) => values))
      .onConflictDoNothing({ target: [serviceRequests.planId, serviceRequests.visitDate] })
      .returning({
        id: serviceRequests.id,
        planId: serviceRequests.planId,
        visitDate: serviceRequests.visitDate,
      });
    if (inserted.length === 0) continue;
    const written = new Map(rows.map((entry) => [`${entry.visit.plan.id}/${entry.row.visitDate}`, entry]));
    const requests = inserted.map(({ id, planId, visitDate }) => {
      const { row, visit } = written.get(`${planId}/${visitDate}`)!;
      visitOf.set(id, visit);
      return { ...row, id };
    });
    const services = await tx
      .insert(jobs)
      .values(
        requests.map((request) => {
          const { plan, price } = visitOf.get(request.id)!;
          return serviceFromRequest(request, {
            providerId: plan.providerId,
            applicationId: null,
            price,
            durationMinutes: plan.durationMinutes,
            travelMinutes: schedules.get(plan.providerId)!.travelMinutes,
            // The provider accepted the plan once: each visit is agreed as a booking they accepted.
            status: 'confirmed',
            now,
          });
        }),
      )
      .returning();
    created.push(...services);
  }
  if (created.length === 0) return created;
  for (let start = 0; start < created.length; start += ROWS_PER_INSERT)
    await tx.insert(jobEvents).values(
      created.slice(start, start + ROWS_PER_INSERT).map((job) => ({
        jobId: job.id,
        action: 'created' as const,
        actor: 'system' as const,
        actorId: null,
        fromStatus: null,
        toStatus: job.status,
        at: now,
      })),
    );
  await enqueueAll(
    tx,
    created.flatMap((job) => timerTasks(job, now)),
  );
  for (const job of created) {
    const gateway = visitOf.get(job.requestId)?.gateway;
    if (gateway) await askOnlinePayment(tx, gateway, job, now);
  }
  return created;
}

/** Conflicts not recorded before (one per plan and date), each told once to both sides. */
async function recordConflicts(tx: Database, conflicts: NewConflict[], now: Date): Promise<number> {
  if (conflicts.length === 0) return 0;
  const recorded = await tx
    .insert(recurringPlanConflicts)
    .values(
      conflicts.map(({ plan, visitDate, scheduledAt, reason }) => ({
        planId: plan.id,
        visitDate,
        scheduledAt,
        reason,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ planId: recurringPlanConflicts.planId, visitDate: recurringPlanConflicts.visitDate });
  const isNew = new Set(recorded.map((row) => `${row.planId}/${row.visitDate}`));
  await notifyConflicts(
    tx,
    conflicts.filter((conflict) => isNew.has(`${conflict.plan.id}/${conflict.visitDate}`)),
    now,
  );
  return recorded.length;
}
