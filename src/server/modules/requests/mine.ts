import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { SCHEDULED_STATUSES } from '#shared/domain/service-lifecycle';
import type { ClientSummary, MyRequest, Offer } from '#shared/schemas/requests';
import { chargeAmount, isCharge } from '#server/domain/charges';
import { rowsOf, type Database } from '#server/db/client';
import { jobs, requestApplications, serviceRequests } from '#server/db/schema';
import { oneOf } from '#server/db/schema/sql-helpers';
import { findProviderCards } from '#server/modules/directory';
import { toServiceRequest } from './service';
import { isVisibleReview } from '#server/domain/visible-review';

export const MINE_LIMIT = 200;

// A withdrawn offer is gone for the customer, and so is a suspended provider's: not listed, not counted.
const shownToCustomer = and(
  ne(requestApplications.status, 'withdrawn'),
  sql`${requestApplications.providerId} not in (select id from profiles where suspended_at is not null)`,
)!;

/** The offers made on these requests, newest first, grouped by request, with the badges of `now`. */
async function offersFor(db: Database, requestIds: string[], now: Date): Promise<Map<string, Offer[]>> {
  const byRequest = new Map<string, Offer[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select()
    .from(requestApplications)
    .where(and(inArray(requestApplications.requestId, requestIds), shownToCustomer))
    .orderBy(desc(requestApplications.createdAt), desc(requestApplications.id));
  const cards = await findProviderCards(
    db,
    rows.map((row) => row.providerId),
    now,
  );
  for (const row of rows) {
    const offers = byRequest.get(row.requestId) ?? [];
    offers.push({
      id: row.id,
      status: row.status,
      provider: cards.get(row.providerId)!,
      proposedPrice: row.proposedPrice,
      durationMinutes: row.durationMinutes,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
    });
    byRequest.set(row.requestId, offers);
  }
  return byRequest;
}

/**
 * The customer's own requests and bookings, newest first, each with the offers it received and the status of the
 * service agreed from it, which its own follows.
 */
export async function listMyRequests(db: Database, customerId: string, now: Date): Promise<MyRequest[]> {
  const joined = await db
    .select({ request: serviceRequests, serviceStatus: jobs.status })
    .from(serviceRequests)
    .leftJoin(jobs, eq(jobs.requestId, serviceRequests.id))
    .where(eq(serviceRequests.customerId, customerId))
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(MINE_LIMIT);
  const rows = joined.map((row) => row.request);
  const serviceStatus = new Map(joined.map((row) => [row.request.id, row.serviceStatus]));
  const [offers, booked] = await Promise.all([
    offersFor(
      db,
      rows.map((row) => row.id),
      now,
    ),
    findProviderCards(
      db,
      rows.flatMap((row) => (row.providerId ? [row.providerId] : [])),
      now,
    ),
  ]);
  return rows.map((row) => ({
    ...toServiceRequest(
      row,
      row.providerId ? (booked.get(row.providerId) ?? null) : null,
      serviceStatus.get(row.id) ?? null,
    ),
    offers: offers.get(row.id) ?? [],
  }));
}

export async function clientSummary(db: Database, customerId: string): Promise<ClientSummary> {
  const [row] = rowsOf<
    Omit<ClientSummary, 'rating'> & { rating_average: number | null; rating_count: number }
  >(
    await db.execute(sql`select
      (select count(*)::int from service_requests where customer_id = ${customerId} and status = 'open')
        as "openRequests",
      (select count(*)::int from request_applications join service_requests s
        on s.id = request_applications.request_id
        where s.customer_id = ${customerId} and ${shownToCustomer}) as "offersReceived",
      (select count(*)::int from jobs where customer_id = ${customerId} and ${oneOf(sql`status`, SCHEDULED_STATUSES)})
        as "upcomingServices",
      (select count(*)::int from jobs where customer_id = ${customerId} and status = 'completed')
        as "completedServices",
      (select coalesce(sum(${chargeAmount}), 0)::int from jobs j where j.customer_id = ${customerId} and ${isCharge})
        as "totalSpent",
      (select round(avg(r.rating), 1)::float8 from reviews r
        where r.subject_id = ${customerId} and r.author_role = 'provider' and ${isVisibleReview()}) as rating_average,
      (select count(*)::int from reviews r
        where r.subject_id = ${customerId} and r.author_role = 'provider' and ${isVisibleReview()}) as rating_count`),
  );
  const { rating_average, rating_count, ...figures } = row!;
  return {
    ...figures,
    rating: { average: rating_average === null ? null : Number(rating_average), count: Number(rating_count) },
  };
}
