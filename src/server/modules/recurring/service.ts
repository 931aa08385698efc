import { and, asc, eq, inArray } from 'drizzle-orm';
import { FREE_CANCELLATION_NOTICE_MS } from '#shared/domain/cancellation-fee';
import { SCHEDULED_STATUSES } from '#shared/domain/service-lifecycle';
import {
  describePlan,
  type PlanAction,
  planRhythm,
  planUnreliable,
  planStatusAfter,
  skipFee,
} from '#shared/domain/recurring-plan';
import type { PlanInput, PlanOut } from '#shared/schemas/recurring';
import { shortName } from '#shared/names';
import { recurringMessages } from '#shared/recurring-messages';
import type { Database } from '#server/db/client';
import { jobs, recurringPlans, serviceRequests } from '#server/db/schema';
import { ConflictError, NotFoundError } from '#server/domain/errors';
import { readSchedule } from '#server/domain/schedule';
import { takeStep } from '#server/modules/jobs';
import { createBooking } from '#server/modules/bookings';
import type { ServiceGateways } from '#server/modules/payments/gateways';
import { firstVisitOfPlan, rhythmOf } from './rhythm';
import { extendPlanSoon } from './scheduler';
import { plansWithExtras, type PlanExtras } from './plans-list';
import { endReplacedPlan } from './replaced-plan';

// 'Limpieza recurrente' (issue 30): a plan and its visits, each an ordinary service.

type PlanRow = typeof recurringPlans.$inferSelect;
type PlanVisitOut = PlanOut['nextVisits'][number];

/**
 * A plan from the wizard: its first visit is booked exactly as a booking is (createBooking: the provider's free
 * time, area, price and way to pay), then the plan is written and the booking marked as its first visit. A retry
 * with the same idempotency key answers the same plan; one whose plan was not written (a crash in between) gets
 * it now. With 'Reserva inmediata' the first visit is confirmed at once, and so is the plan.
 */
export async function createPlan(
  db: Database,
  customerId: string,
  input: PlanInput,
  now: Date,
  cardGateways: ServiceGateways = [],
  { replaces = null }: { replaces?: string | null } = {},
): Promise<{ plan: PlanRow; created: boolean }> {
  const { rhythm, ...booking } = input;
  const { row } = await createBooking(db, customerId, booking, now, cardGateways);
  if (row.planId) {
    const [earlier] = await db.select().from(recurringPlans).where(eq(recurringPlans.id, row.planId));
    return { plan: earlier!, created: false };
  }
  const [service] = await db.select().from(jobs).where(eq(jobs.requestId, row.id));
  const schedule = await readSchedule(db, row.providerId!);
  const { firstDate, time, providerZone } = planRhythm(rhythm, service!.scheduledAt, schedule.timeZone);
  return db.transaction(async (tx) => {
    // Of two retries at once, the second waits here and answers the first's plan.
    const [locked] = await tx
      .select({ planId: serviceRequests.planId })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, row.id))
      .for('update');
    if (locked?.planId) {
      const [earlier] = await tx.select().from(recurringPlans).where(eq(recurringPlans.id, locked.planId));
      return { plan: earlier!, created: false };
    }
    const confirmed = service!.status === 'confirmed';
    const [plan] = await tx
      .insert(recurringPlans)
      .values({
        customerId,
        providerId: service!.providerId,
        serviceId: row.serviceId,
        paymentMethod: row.paymentMethod,
        location: row.location,
        lat: row.lat,
        lng: row.lng,
        precision: row.precision,
        estimateInput: row.estimateInput,
        durationMinutes: service!.durationMinutes,
        price: service!.price,
        rhythm,
        firstDate,
        visitTime: time,
        providerZone,
        status: confirmed ? 'active' : 'pending',
        replacesPlanId: replaces,
        answeredAt: confirmed ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx
      .update(serviceRequests)
      .set({ planId: plan!.id, visitDate: firstDate })
      .where(eq(serviceRequests.id, row.id));
    if (confirmed) {
      await extendPlanSoon(tx, plan!.id, now);
      await endReplacedPlan(tx, plan!.id, now);
    }
    return { plan: plan!, created: true };
  });
}

/** A plan as the lists show it, with its next NEXT_VISITS_SHOWN visits not yet past (read again by its id). */
export async function summarize(db: Database, plan: PlanRow, now: Date): Promise<PlanOut> {
  const [read] = await plansWithExtras(db, { planId: plan.id }, now);
  if (!read) throw notFound();
  return planOutOf(read.plan, read.extras);
}

/** A plan and what its card shows beside it, as both lists and every plan answer give it. */
function planOutOf(plan: PlanRow, extras: PlanExtras): PlanOut {
  return {
    id: plan.id,
    status: plan.status,
    rhythm: plan.rhythm,
    description: describePlan(rhythmOf(plan)),
    providerId: plan.providerId,
    providerName: extras.providerName,
    customerId: plan.customerId,
    customerName: shortName(extras.customerName),
    serviceId: plan.serviceId,
    location: plan.location,
    place: plan.lat === null || plan.lng === null ? null : { lat: plan.lat, lng: plan.lng },
    timeZone: plan.providerZone,
    durationMinutes: plan.durationMinutes,
    price: plan.price,
    nextVisits: extras.nextVisits,
    endsAt: plan.endsAt ? new Date(plan.endsAt).toISOString() : null,
    priceChange: plan.newPrice
      ? {
          price: plan.newPrice,
          from: new Date(plan.newPriceFrom!).toISOString(),
          accepted: plan.newPriceAcceptedAt !== null,
        }
      : null,
    unreliable: planUnreliable(extras.strikes),
    conflicts: extras.conflicts,
  };
}

/** The plans of one side, newest first. */
export async function listPlans(
  db: Database,
  side: { customerId: string } | { providerId: string },
  now: Date,
): Promise<PlanOut[]> {
  return (await plansWithExtras(db, side, now)).map(({ plan, extras }) => planOutOf(plan, extras));
}

const notFound = () => new NotFoundError('NOT_FOUND', recurringMessages.notFound);

/**
 * 'Aceptar plan' / 'Rechazar plan': the provider answers the plan once, by answering its first visit as a
 * booking is answered (accept_booking / decline_booking: the same 2-hour rule, the same e-mails). The same
 * answer again changes nothing; the other answer, or one after the booking expired, is refused (409).
 */
export async function answerPlan(
  db: Database,
  providerId: string,
  planId: string,
  accept: boolean,
  now: Date,
): Promise<PlanRow> {
  return db.transaction(async (tx) => {
    const owned = and(eq(recurringPlans.id, planId), eq(recurringPlans.providerId, providerId));
    // The first visit's service is locked before the plan, in the order its own buttons take them (the step
    // locks the service, then followFirstVisit the plan): the other order deadlocked against a simultaneous
    // 'Aceptar' on the service.
    const [first] = await tx
      .select({ id: jobs.id })
      .from(recurringPlans)
      .innerJoin(serviceRequests, firstVisitOfPlan)
      .innerJoin(jobs, eq(jobs.requestId, serviceRequests.id))
      .where(owned);
    if (!first) throw notFound();
    await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, first.id)).for('update');
    const [plan] = await tx.select().from(recurringPlans).where(owned).for('update');
    if (!plan) throw notFound();
    const answered = accept ? 'active' : 'declined';
    if (plan.status !== 'pending') {
      if (plan.status === answered) return plan;
      throw new ConflictError('ALREADY_ANSWERED', recurringMessages.alreadyAnswered);
    }
    await takeStep(tx, first.id, {
      action: accept ? 'accept_booking' : 'decline_booking',
      userId: providerId,
      now,
    });
    const [updated] = await tx
      .update(recurringPlans)
      .set({ status: answered, answeredAt: now, updatedAt: now })
      .where(eq(recurringPlans.id, plan.id))
      .returning();
    return updated!;
  });
}

/**
 * 'Pausar', 'Reanudar', 'Cancelar plan', by the customer, at no charge. Cancelling cancels the plan's visits at
 * least 24 h ahead (free, as any service with that notice); those inside 24 h stay as they are, and are named.
 * The same action again changes nothing.
 */
export async function changePlan(
  db: Database,
  customerId: string,
  planId: string,
  action: PlanAction,
  now: Date,
): Promise<{ plan: PlanRow; keptVisits: PlanVisitOut[] }> {
  return db.transaction(async (tx) => {
    const [plan] = await tx
      .select()
      .from(recurringPlans)
      .where(and(eq(recurringPlans.id, planId), eq(recurringPlans.customerId, customerId)))
      .for('update');
    if (!plan) throw notFound();
    const status = planStatusAfter(plan.status, action);
    if (!status) throw new ConflictError('WRONG_STATUS', recurringMessages.wrongStatus);
    const keptVisits: PlanVisitOut[] = [];
    if (action === 'cancel') {
      const visits = await tx
        .select({
          id: jobs.id,
          date: serviceRequests.visitDate,
          scheduledAt: jobs.scheduledAt,
          status: jobs.status,
        })
        .from(serviceRequests)
        .innerJoin(jobs, eq(jobs.requestId, serviceRequests.id))
        .where(and(eq(serviceRequests.planId, plan.id), inArray(jobs.status, [...SCHEDULED_STATUSES])))
        .orderBy(asc(jobs.scheduledAt));
      for (const visit of visits) {
        if (visit.scheduledAt.getTime() - now.getTime() >= FREE_CANCELLATION_NOTICE_MS) {
          await takeStep(tx, visit.id, {
            action: 'cancel_by_customer',
            userId: customerId,
            now,
            expectedFee: 0,
          });
        } else if (visit.scheduledAt.getTime() >= now.getTime()) {
          keptVisits.push({
            date: visit.date!,
            scheduledAt: visit.scheduledAt.toISOString(),
            serviceId: visit.id,
            status: visit.status,
          });
        }
      }
    }
    if (status === plan.status) return { plan, keptVisits };
    const [updated] = await tx
      .update(recurringPlans)
      .set({ status, updatedAt: now, answeredAt: plan.answeredAt ?? now })
      .where(eq(recurringPlans.id, plan.id))
      .returning();
    if (status === 'active') await extendPlanSoon(tx, plan.id, now);
    return { plan: updated!, keptVisits };
  });
}

/**
 * 'Saltar esta visita': its cost is the visit's own cancellation policy (free with 24 h notice, skipFee). Without
 * `confirm` it is only said; with it, the visit is cancelled at that cost (FEE_CHANGED if it moved meanwhile).
 */
export async function skipVisit(
  db: Database,
  customerId: string,
  planId: string,
  visitDate: string,
  confirm: boolean,
  now: Date,
): Promise<{ fee: number; skipped: boolean }> {
  return db.transaction(async (tx) => {
    const [visit] = await tx
      .select({
        id: jobs.id,
        status: jobs.status,
        scheduledAt: jobs.scheduledAt,
        price: jobs.price,
        leftOutAt: jobs.leftOutAt,
      })
      .from(serviceRequests)
      .innerJoin(jobs, eq(jobs.requestId, serviceRequests.id))
      .innerJoin(recurringPlans, eq(recurringPlans.id, serviceRequests.planId))
      .where(
        and(
          eq(serviceRequests.planId, planId),
          eq(serviceRequests.visitDate, visitDate),
          eq(recurringPlans.customerId, customerId),
        ),
      );
    if (!visit) throw notFound();
    const fee = skipFee(visit, now);
    if (!confirm) return { fee, skipped: false };
    await takeStep(tx, visit.id, { action: 'cancel_by_customer', userId: customerId, now, expectedFee: fee });
    return { fee, skipped: true };
  });
}
