import { sql, type SQL } from 'drizzle-orm';
import { RELIABILITY_WINDOW_DAYS, NEXT_VISITS_SHOWN } from '#shared/domain/recurring-plan';
import type { PlanOut } from '#shared/schemas/recurring';
import type { Database } from '#server/db/client';
import { preparedStatement } from '#server/db/prepared';
import { isoUtc } from '#server/db/schema/sql-helpers';
import { providerDisplayName } from '#server/modules/profiles';
import { providerFailed } from './reliability';
import type { PlanRow } from './visits';

// 'Limpiezas recurrentes' and 'Clientes recurrentes' (issue 30) as one prepared statement per side: each plan
// with its next visits, the two sides' names, the conflicts waiting for a choice and the provider's strikes in the
// window, so that a list costs one round trip and one plan per connection (npm run load:capacity). A third
// statement reads one plan the same way, for a plan's own answers after a change.

/** What a plan's list row carries beside the plan itself. */
export interface PlanExtras {
  providerName: string;
  customerName: string | null;
  nextVisits: PlanOut['nextVisits'];
  conflicts: PlanOut['conflicts'];
  /** When the provider cancelled or missed the plan's visits within the window. */
  strikes: Date[];
}

type Row = Omit<PlanRow, 'firstDate'> & {
  firstDate: string;
  providerName: string;
  customerName: string | null;
  /** Their times already as ISO strings (isoUtc): nothing to parse and write again. */
  nextVisits: PlanExtras['nextVisits'];
  conflicts: PlanExtras['conflicts'];
  strikes: string[];
};

const DAY_MS = 86_400_000;

const listOf = (owner: SQL) => (values: { owner: unknown; now: unknown; since: unknown }) => sql`
  select rp.id, rp.customer_id as "customerId", rp.provider_id as "providerId", rp.service_id as "serviceId",
    rp.payment_method as "paymentMethod", rp.location, rp.lat, rp.lng, rp.precision,
    rp.estimate_input as "estimateInput", rp.duration_minutes as "durationMinutes", rp.price, rp.rhythm,
    rp.first_date::text as "firstDate", rp.visit_time as "visitTime", rp.provider_zone as "providerZone", rp.status,
    rp.new_price as "newPrice", rp.new_price_from as "newPriceFrom",
    rp.new_price_accepted_at as "newPriceAcceptedAt", rp.ends_at as "endsAt", rp.replaces_plan_id as "replacesPlanId",
    rp.created_at as "createdAt", rp.answered_at as "answeredAt", rp.updated_at as "updatedAt",
    (select ${providerDisplayName} from profiles p left join provider_profiles pp on pp.provider_id = p.id
      where p.id = rp.provider_id) as "providerName",
    (select c.full_name from profiles c where c.id = rp.customer_id) as "customerName",
    (select coalesce(json_agg(v order by v."scheduledAt"), '[]'::json) from (
      select r.visit_date::text as date, ${isoUtc(sql`j.scheduled_at`)} as "scheduledAt", j.id as "serviceId", j.status
      from service_requests r join jobs j on j.request_id = r.id
      where r.plan_id = rp.id and j.scheduled_at >= ${values.now}::timestamptz
      order by j.scheduled_at limit ${sql.raw(String(NEXT_VISITS_SHOWN))}) v) as "nextVisits",
    (select coalesce(json_agg(c order by c."scheduledAt"), '[]'::json) from (
      select k.visit_date::text as date, ${isoUtc(sql`k.scheduled_at`)} as "scheduledAt", k.reason
      from recurring_plan_conflicts k
      where k.plan_id = rp.id and k.resolved_at is null and k.scheduled_at > ${values.now}::timestamptz) c)
      as "conflicts",
    (select coalesce(json_agg(jobs.cancelled_at), '[]'::json)
      from service_requests r join jobs on jobs.request_id = r.id
      where r.plan_id = rp.id and jobs.cancelled_at >= ${values.since}::timestamptz and ${providerFailed}
        and (rp.ends_at is null or jobs.scheduled_at < rp.ends_at)) as "strikes"
  from recurring_plans rp
  where ${owner} = ${values.owner}
  order by rp.created_at desc`;

const customersPlans = preparedStatement<'owner' | 'now' | 'since', Row>(
  'recurring-plans-of-customer',
  ['owner', 'now', 'since'],
  listOf(sql`rp.customer_id`),
);
const providersPlans = preparedStatement<'owner' | 'now' | 'since', Row>(
  'recurring-plans-of-provider',
  ['owner', 'now', 'since'],
  listOf(sql`rp.provider_id`),
);
const onePlan = preparedStatement<'owner' | 'now' | 'since', Row>(
  'recurring-plan-by-id',
  ['owner', 'now', 'since'],
  listOf(sql`rp.id`),
);

/** Whose plans: one side's (newest first), or one plan. */
export type PlansOf = { customerId: string } | { providerId: string } | { planId: string };

/** The plans of one side, newest first, or one plan, each with what its card shows beside the plan. */
export async function plansWithExtras(
  db: Database,
  of: PlansOf,
  now: Date,
): Promise<{ plan: PlanRow; extras: PlanExtras }[]> {
  const [statement, owner] =
    'customerId' in of
      ? [customersPlans, of.customerId]
      : 'providerId' in of
        ? [providersPlans, of.providerId]
        : [onePlan, of.planId];
  const rows = await statement(db, {
    owner,
    now: now.toISOString(),
    since: new Date(now.getTime() - RELIABILITY_WINDOW_DAYS * DAY_MS).toISOString(),
  });
  return rows.map(({ providerName, customerName, nextVisits, conflicts, strikes, ...plan }) => ({
    plan: plan as unknown as PlanRow,
    extras: {
      providerName,
      customerName,
      nextVisits,
      conflicts,
      strikes: strikes.map((at) => new Date(at)),
    },
  }));
}
