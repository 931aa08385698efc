import { and, eq, isNull } from 'drizzle-orm';
import { describePlan } from '#shared/domain/recurring-plan';
import { formatDateTimeAt, formatMoney } from '#shared/format';
import type { PlanChangeKind } from '#shared/recurring-change-messages';
import type { Database } from '#server/db/client';
import { profiles, type recurringPlans } from '#server/db/schema';
import { planChangeNotice } from '#server/mail/templates/recurring-change';
import { notifyUser } from '#server/modules/notifications';
import { rhythmOf } from './rhythm';

type PlanRow = typeof recurringPlans.$inferSelect;
type Side = 'customer' | 'provider';

interface PlanChange {
  kind: PlanChangeKind;
  /** Who is told; both sides unless said. */
  sides?: readonly Side[];
  /** From when the change counts, or the visit's new start. */
  at: Date;
  /** Centavos, for a change of price. */
  price?: number;
  /** What makes this event one: the same key again tells nobody twice (two clicks, a retried task). */
  key: string;
  now: Date;
}

/** A line in the bell and an e-mail to each side of the plan about a change, in the caller's transaction. */
export async function tellPlanChange(
  tx: Database,
  plan: PlanRow,
  { kind, sides = ['customer', 'provider'], at, price, key, now }: PlanChange,
): Promise<void> {
  const data = {
    kind,
    plan: describePlan(rhythmOf(plan)),
    date: formatDateTimeAt(at, plan.providerZone),
    ...(price === undefined ? {} : { price: formatMoney(price) }),
  };
  for (const side of sides) {
    const userId = side === 'customer' ? plan.customerId : plan.providerId;
    const [person] = await tx
      .select({ email: profiles.email })
      .from(profiles)
      .where(and(eq(profiles.id, userId), isNull(profiles.deletedAt)));
    await notifyUser(tx, {
      userId,
      template: 'recurring-plan-change',
      notice: planChangeNotice({ side, ...data }),
      email: person ? { to: person.email, side, ...data } : null,
      dedupeKey: `recurring-plan-change:${plan.id}:${kind}:${key}:${side}`,
      now,
    });
  }
}
