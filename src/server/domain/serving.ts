import { sql, type SQLWrapper } from 'drizzle-orm';
import { canServeCustomers, servingState, type ServingStanding } from '#shared/domain/serving';
import { servingMessages } from '#shared/serving-messages';
import type { Serving } from '#shared/schemas/serving';
import { DOCUMENT_KINDS, type DocumentKind, type VerificationStatus } from '#shared/schemas/verification';
import { rowsOf, type Database } from '#server/db/client';
import { ForbiddenError } from '#server/domain/errors';

/** Over `p` (profiles): when an operator approved the provider's identity, else null. */
const approvedAt = sql`(select v.decided_at from provider_verifications v
  where v.provider_id = p.id and v.status = 'approved')`;
/** Over `p`: the end of the provider's grace period, else null. */
const graceUntil = sql`(select g.verification_grace_until from provider_profiles g where g.provider_id = p.id)`;

/**
 * canServeCustomers (shared/domain/serving.ts) in SQL over `p`, for lists filtered in the database (the wizard's
 * providers, the public pages, the sitemap). serving.test.ts evaluates both on the same standings and instants.
 */
export function servesCustomers(now: SQLWrapper | string) {
  return sql`(${approvedAt} is not null or coalesce(${graceUntil} > ${now}::timestamptz, false))`;
}

/** Over `p`: what canServeCustomers takes (read with standingOf), in one row with the query that needs it. */
export const servingStandingColumns = sql`${approvedAt} as verification_approved_at,
  ${graceUntil} as verification_grace_until`;

/** Over `p`: what servingOf takes. */
export const servingColumns = sql`${servingStandingColumns},
  (select v.status from provider_verifications v where v.provider_id = p.id) as verification_status,
  (select string_agg(d.kind, ',' order by d.kind) from verification_documents d where d.provider_id = p.id)
    as verification_documents`;

export interface StandingRow {
  verification_approved_at: Date | string | null;
  verification_grace_until: Date | string | null;
}

export interface ServingRow extends StandingRow {
  verification_status: Exclude<VerificationStatus, 'none'> | null;
  verification_documents: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function standingOf(row: StandingRow): ServingStanding {
  return { verificationApprovedAt: row.verification_approved_at, graceUntil: row.verification_grace_until };
}

export function servingOf(row: ServingRow | undefined, now: Date): Serving {
  const uploaded = row?.verification_documents?.split(',') ?? [];
  const standing = row ? standingOf(row) : { verificationApprovedAt: null, graceUntil: null };
  const status = row?.verification_status ?? 'none';
  return {
    state: servingState(standing, now),
    graceUntil: iso(standing.graceUntil),
    status,
    // Once approved nothing is missing, whatever documents are kept.
    missingDocuments:
      status === 'approved' ? [] : DOCUMENT_KINDS.filter((kind: DocumentKind) => !uploaded.includes(kind)),
  };
}

/** The provider's standing at `now`, as their panel shows it. */
export async function readServing(db: Database, providerId: string, now: Date): Promise<Serving> {
  const [row] = rowsOf<ServingRow>(
    await db.execute(sql`select ${servingColumns} from profiles p where p.id = ${providerId}`),
  );
  return servingOf(row, now);
}

/** Refuses an offer from a provider who may not serve customers at `now` (403 VERIFICATION_REQUIRED). */
export async function assertCanSendOffers(tx: Database, providerId: string, now: Date) {
  const [row] = rowsOf<StandingRow>(
    await tx.execute(sql`select ${servingStandingColumns} from profiles p where p.id = ${providerId}`),
  );
  if (!row || !canServeCustomers(standingOf(row), now))
    throw new ForbiddenError('VERIFICATION_REQUIRED', servingMessages.offerRefused);
}
