import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PlanConflictReason } from '#shared/domain/recurring-plan';
import { describePlan } from '#shared/domain/recurring-plan';
import { formatDateTimeAt } from '#shared/format';
import type { Database } from '#server/db/client';
import { profiles, recurringPlans } from '#server/db/schema';
import { oneOf } from '#server/db/schema/sql-helpers';
import { planConflictNotice, planEndedNotice } from '#server/mail/templates/recurring-plan';
import { notifyUser } from '#server/modules/notifications';
import { rhythmOf } from './rhythm';

// What a recurring plan's two sides are told by the scheduler and by an account deletion (issue 30): a line in
// the bell and an e-mail each, keyed so that a run repeated (two instances, a retried task) tells nobody twice.

type PlanRow = typeof recurringPlans.$inferSelect;
type Side = 'customer' | 'provider';
const SIDES: readonly Side[] = ['customer', 'provider'];

export interface NewConflict {
  plan: PlanRow;
  visitDate: string;
  scheduledAt: Date;
  reason: PlanConflictReason;
}

/** The e-mail addresses of these people who still have an account; a deleted one gets the bell line only. */
async function addressesOf(tx: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: profiles.id, email: profiles.email })
    .from(profiles)
    .where(and(inArray(profiles.id, [...new Set(ids)]), isNull(profiles.deletedAt)));
  return new Map(rows.map((row) => [row.id, row.email]));
}

const personOf = (plan: PlanRow, side: Side) => (side === 'customer' ? plan.customerId : plan.providerId);

/** Both sides of each plan hear which visit was not booked and why, and that they may skip it or move it. */
export async function notifyConflicts(tx: Database, conflicts: NewConflict[], now: Date): Promise<void> {
  const emails = await addressesOf(
    tx,
    conflicts.flatMap(({ plan }) => [plan.customerId, plan.providerId]),
  );
  for (const { plan, visitDate, scheduledAt, reason } of conflicts) {
    const when = formatDateTimeAt(scheduledAt, plan.providerZone);
    const described = describePlan(rhythmOf(plan));
    for (const side of SIDES) {
      const userId = personOf(plan, side);
      const to = emails.get(userId);
      const mail = { side, when, plan: described, reason };
      await notifyUser(tx, {
        userId,
        template: 'recurring-visit-conflict',
        notice: planConflictNotice(mail),
        email: to ? { to, ...mail } : null,
        dedupeKey: `recurring-visit-conflict:${plan.id}:${visitDate}:${side}`,
        now,
      });
    }
  }
}

/**
 * Deleting an account ends its recurring plans, on either side (status 'ended', from now): no visit is booked
 * for them any more, and the other side is told that the plan ended and why.
 */
export async function endPlansOf(tx: Database, userId: string, now: Date): Promise<PlanRow[]> {
  const ended = await tx
    .update(recurringPlans)
    .set({
      status: 'ended',
      endsAt: now,
      answeredAt: sql`coalesce(${recurringPlans.answeredAt}, ${now})`,
      updatedAt: now,
    })
    .where(
      and(
        or(eq(recurringPlans.customerId, userId), eq(recurringPlans.providerId, userId)),
        oneOf(recurringPlans.status, ['pending', 'active', 'paused']),
      ),
    )
    .returning();
  const others = ended.map((plan) => ({
    plan,
    side: (plan.customerId === userId ? 'provider' : 'customer') as Side,
  }));
  const emails = await addressesOf(
    tx,
    others.map(({ plan, side }) => personOf(plan, side)),
  );
  for (const { plan, side } of others) {
    const to = emails.get(personOf(plan, side));
    const mail = { side, plan: describePlan(rhythmOf(plan)) };
    await notifyUser(tx, {
      userId: personOf(plan, side),
      template: 'recurring-plan-ended',
      notice: planEndedNotice(mail),
      email: to ? { to, ...mail } : null,
      dedupeKey: `recurring-plan-ended:${plan.id}`,
      now,
    });
  }
  return ended;
}
