import { count, eq, sql } from 'drizzle-orm';
import { applicationsRemaining } from '#shared/domain/plans';
import { SCHEDULED_STATUSES } from '#shared/domain/service-lifecycle';
import type { ProviderOverview } from '#shared/schemas/provider';
import { providerPath } from '#shared/slug';
import { rowsOf, type Database } from '#server/db/client';
import { providerServices } from '#server/db/schema';
import { oneOf } from '#server/db/schema/sql-helpers';
import { countApplicationsThisMonth } from '#server/modules/applications';
import { chargeAmount, chargeMonth, currentMonth, isCharge, paidAmount } from '#server/domain/charges';
import { countNearby, providerArea } from '#server/modules/requests';
import { findActiveSubscription, toSubscription } from '#server/modules/subscriptions';
import { readServing } from '#server/domain/serving';
import { getProviderProfile } from './profile';
import { findProviderCards } from '#server/modules/directory';

/** The provider's services ahead and this month's money, by the same rules as Calendario and Ganancias. */
async function workFigures(db: Database, providerId: string, now: Date) {
  const [row] = rowsOf<{ upcoming: number; to_answer: number; total: number; paid: number }>(
    await db.execute(sql`select
      count(*) filter (where ${oneOf(sql`j.status`, SCHEDULED_STATUSES)})::int as upcoming,
      count(*) filter (where j.status = 'pending')::int as to_answer,
      coalesce(sum(${chargeAmount}) filter (where ${isCharge} and ${chargeMonth} = ${currentMonth(now)}), 0)::int
        as total,
      coalesce(sum(${paidAmount}) filter (where ${isCharge} and ${chargeMonth} = ${currentMonth(now)}), 0)::int
        as paid
      from jobs j where j.provider_id = ${providerId}`),
  );
  return {
    upcomingServices: Number(row?.upcoming ?? 0),
    bookingsToAnswer: Number(row?.to_answer ?? 0),
    earningsThisMonth: { total: Number(row?.total ?? 0), paid: Number(row?.paid ?? 0) },
  };
}

export async function getOverview(db: Database, providerId: string, now: Date): Promise<ProviderOverview> {
  const [subscription, used, area, services, profile, work, cards, serving] = await Promise.all([
    findActiveSubscription(db, providerId, now),
    countApplicationsThisMonth(db, providerId, now),
    providerArea(db, providerId),
    db.select({ value: count() }).from(providerServices).where(eq(providerServices.providerId, providerId)),
    getProviderProfile(db, providerId),
    workFigures(db, providerId, now),
    findProviderCards(db, [providerId], now),
    readServing(db, providerId, now),
  ]);
  const card = cards.get(providerId);
  return {
    subscription: subscription && toSubscription(subscription),
    applicationsThisMonth: used,
    applicationsRemaining: applicationsRemaining(subscription?.planType, used),
    openRequestsInArea: area ? await countNearby(db, area, now) : null,
    checklist: {
      plan: subscription !== null,
      area: area !== null,
      services: (services[0]?.value ?? 0) > 0,
      profile: profile.displayName.length > 0 && profile.phone.length > 0,
      verification: serving.state === 'verified',
    },
    serving,
    ...work,
    rating: card?.rating ?? { average: null, count: 0 },
    // The same people the public pages show: an active plan, an area, and verified or in their grace period.
    publicPath: subscription && area && card && serving.state !== 'required' ? providerPath(card) : null,
  };
}
