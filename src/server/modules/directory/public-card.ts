import { sql, type SQL } from 'drizzle-orm';
import { providerDisplayName } from '#server/modules/profiles';
import { reliability } from '#shared/domain/cancellation-fee';
import { servingState } from '#shared/domain/serving';
import { UNTAKEN_STATUSES } from '#shared/domain/service-lifecycle';
import type { PlanId } from '#shared/domain/plans';
import type { ProviderCard } from '#shared/schemas/requests';
import type { Database } from '#server/db/client';
import { namedQuery } from '#server/db/prepared';
import { noneOf } from '#server/db/schema/sql-helpers';
import { aliasColumns, isActivePlan } from '#server/domain/active-plan';
import { isVisibleReview } from '#server/domain/visible-review';
import {
  servingStandingColumns,
  standingOf as servingStandingOf,
  type StandingRow as ServingStandingRow,
} from '#server/domain/serving';
import { photoUrl, shownLogoUrl } from './image-urls';
import { FEATURED_PLANS } from '#shared/domain/featured';

/**
 * The providers customers can find and book: a service area and an active plan at `now` (the wizard's list,
 * the public pages, the sitemap). A FROM clause over `p` (profiles) with `sub.plan_type`, their newest active
 * plan; `isPublicProvider` (a service area, not suspended) and verification's `servesCustomers(now)` go in the
 * WHERE.
 */
export const onTheMarketplace = (now: Date) => sql`profiles p
  cross join lateral (
    select s.plan_type from subscriptions s
    where s.provider_id = p.id and ${isActivePlan(aliasColumns('s'), now.toISOString())}
    order by s.created_at desc limit 1
  ) sub`;
export const isPublicProvider = sql`p.user_type = 'provider' and p.lat is not null and p.suspended_at is null`;

/** The photo's URL when there is one: `etag` is provider_photos.etag, read with a left join. */
export function providerPhotoUrl(providerId: string, etag: string | null): string | null {
  return etag ? photoUrl(providerId, etag) : null;
}

/**
 * A provider's standing with customers, as lateral joins over `p` (profiles): the average of the published
 * reviews customers wrote of them, and how many services assigned to them (an offer accepted, a booking they
 * took) they cancelled. Read the columns with `standingOf`.
 */
export const providerStanding = sql`left join lateral (
    select avg(r.rating)::float8 as rating_average, count(*)::int as rating_count from reviews r
    where r.subject_id = p.id and r.author_role = 'customer' and ${isVisibleReview()}
  ) rv on true
  left join lateral (
    select count(*)::int as assigned_count,
      -- A provider's cancellation leaves its service cancelled for good: only those are looked up, each in the
      -- partial index of 'cancel_by_provider' lines, and the rest of the count reads (provider_id, status, id).
      count(*) filter (where j.status = 'cancelled' and exists (select 1 from job_events e
        where e.job_id = j.id and e.action = 'cancel_by_provider'))::int as cancelled_count
    from jobs j where j.provider_id = p.id and ${noneOf(sql`j.status`, UNTAKEN_STATUSES)}
  ) rl on true`;
export const standingColumns = sql`rv.rating_average, rv.rating_count, rl.assigned_count, rl.cancelled_count`;

export interface StandingRow {
  rating_average: number | string | null;
  rating_count: number | string;
  assigned_count: number | string;
  cancelled_count: number | string;
}

export function standingOf(row: StandingRow): Pick<ProviderCard, 'rating' | 'reliability'> {
  const count = Number(row.rating_count);
  return {
    rating: {
      average:
        count === 0 || row.rating_average === null ? null : Math.round(Number(row.rating_average) * 10) / 10,
      count,
    },
    reliability: reliability(Number(row.cancelled_count), Number(row.assigned_count)),
  };
}

/** Over `p` (profiles): an operator approved this provider's identity documents (Verificación). */
const identityVerified = sql`exists (select 1 from provider_verifications v
  where v.provider_id = p.id and v.status = 'approved')`;

/**
 * The badges customers see: 'Identidad verificada' once the identity is approved; 'Proveedor verificado' (and
 * a place first in lists) only when, besides, the plan includes it.
 */
export function badgesOf(plan: PlanId | null, identity: boolean) {
  return { identityVerified: identity, verified: identity && plan !== null && FEATURED_PLANS.includes(plan) };
}

/** The same rule in SQL, over `p` and `sub.plan_type`: true for the providers listed first. */
export const isFeatured = sql`(sub.plan_type in (${sql.join(
  FEATURED_PLANS.map((plan) => sql`${plan}`),
  sql`, `,
)}) and ${identityVerified})`;

/**
 * What customers read of a provider on the marketplace (the wizard's cards, the public page): over
 * `onTheMarketplace` with `marketplaceJoins`. The zone is the area's locality only, never a street.
 */
export const marketplaceColumns = sql`p.id, ${providerDisplayName} as display_name, pp.bio, pp.years_experience,
  ph.etag as photo_etag, lg.etag as logo_etag, sub.plan_type as plan, p.service_radius as radius_km,
  case when p.precision = 'locality' then p.formatted_address end as zone, ${identityVerified} as identity_verified,
  ${standingColumns}, ${servingStandingColumns}`;
export const marketplaceJoins = sql`left join provider_profiles pp on pp.provider_id = p.id
  left join provider_photos ph on ph.provider_id = p.id and ph.hidden_at is null
  left join provider_logos lg on lg.provider_id = p.id and lg.hidden_at is null
  ${providerStanding}`;

/**
 * Providers on the marketplace at `now` as customers read them (rows of `MarketplaceRow`, plus `columns`): `join`
 * comes before the card's own joins, `where` after `isPublicProvider`.
 */
export const marketplaceSelect = (
  now: Date,
  { columns, join, where }: { columns?: SQL; join?: SQL; where: SQL },
) =>
  sql`select ${marketplaceColumns}${columns ? sql`, ${columns}` : sql.empty()}
    from ${onTheMarketplace(now)}
    ${join ?? sql.empty()}
    ${marketplaceJoins}
    where ${isPublicProvider} and ${where}`;

export interface MarketplaceRow extends StandingRow, ServingStandingRow {
  id: string;
  display_name: string;
  bio: string | null;
  years_experience: number | null;
  photo_etag: string | null;
  logo_etag: string | null;
  plan: PlanId;
  zone: string | null;
  radius_km: number;
  identity_verified: boolean;
}

/** The end of the grace period while the provider is listed without an approved verification, else null. */
function verificationDueBy(row: ServingStandingRow, now: Date): string | null {
  const standing = servingStandingOf(row);
  return servingState(standing, now) === 'grace' ? new Date(standing.graceUntil!).toISOString() : null;
}

/** The fields of a provider on the marketplace at `now`: the wizard's card, the public page. */
export function marketplaceFields(row: MarketplaceRow, now: Date) {
  return {
    id: row.id,
    displayName: row.display_name,
    photoUrl: providerPhotoUrl(row.id, row.photo_etag),
    logoUrl: shownLogoUrl(row.id, row.plan, row.logo_etag),
    bio: row.bio ?? '',
    yearsExperience: row.years_experience ?? 0,
    zone: row.zone,
    radiusKm: Number(row.radius_km),
    ...standingOf(row),
    ...badgesOf(row.plan, row.identity_verified),
    verificationDueBy: verificationDueBy(row, now),
  };
}

interface CardRow extends StandingRow {
  id: string;
  display_name: string;
  photo_etag: string | null;
  plan: PlanId | null;
  identity_verified: boolean;
}

/** The public cards of these providers, by id, with the badges their plan at `now` gives. */
export async function findProviderCards(
  db: Database,
  ids: string[],
  now: Date,
): Promise<Map<string, ProviderCard>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  // Every service list carries its providers' cards: one SQL text, sent as a named statement (planned once per
  // connection, not on each answer; issue 32).
  const rows = await namedQuery<CardRow>(
    db,
    'provider-cards',
    sql`select p.id, ${providerDisplayName} as display_name, ph.etag as photo_etag,
        sub.plan_type as plan, ${identityVerified} as identity_verified, ${standingColumns}
      from profiles p
      left join provider_profiles pp on pp.provider_id = p.id
      left join provider_photos ph on ph.provider_id = p.id and ph.hidden_at is null
      left join lateral (
        select s.plan_type from subscriptions s
        where s.provider_id = p.id and ${isActivePlan(aliasColumns('s'), now.toISOString())}
        order by s.created_at desc limit 1
      ) sub on true
      ${providerStanding}
      where p.id = any(${sql.param(unique)}::text[])`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        displayName: row.display_name,
        photoUrl: providerPhotoUrl(row.id, row.photo_etag),
        ...standingOf(row),
        ...badgesOf(row.plan, row.identity_verified),
      },
    ]),
  );
}
