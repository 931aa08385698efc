import { and, desc, eq, sql } from 'drizzle-orm';
import { decodeCursor, encodeCursor } from '#shared/schemas/cursor';
import { SENT_OFFERS_PAGE_SIZE, type SentOffers } from '#shared/schemas/sent-offers';
import type { Database } from '#server/db/client';
import { requestApplications, serviceRequests } from '#server/db/schema';

/**
 * The offers a provider sent, newest first, a page at a time from `cursor` (the last one shown, as its
 * created_at and id), with the request each one is for. Read by index request_applications_provider_created_idx.
 */
export async function listSentOffers(
  db: Database,
  providerId: string,
  cursorText: string | undefined,
): Promise<SentOffers> {
  const cursor = decodeCursor(cursorText);
  const rows = await db
    .select({
      offer: requestApplications,
      // Microseconds, as PostgreSQL keeps them: a JS Date would round the cursor to the millisecond.
      position: sql<string>`(extract(epoch from ${requestApplications.createdAt}) * 1000000)::bigint::text`,
      request: {
        id: serviceRequests.id,
        title: serviceRequests.title,
        serviceId: serviceRequests.serviceId,
        requiredDate: serviceRequests.requiredDate,
        location: serviceRequests.location,
        status: serviceRequests.status,
      },
    })
    .from(requestApplications)
    .innerJoin(serviceRequests, eq(serviceRequests.id, requestApplications.requestId))
    .where(
      and(
        eq(requestApplications.providerId, providerId),
        cursor
          ? sql`(${requestApplications.createdAt}, ${requestApplications.id}) < (timestamptz 'epoch' +
              ${cursor.us.toString()}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(requestApplications.createdAt), desc(requestApplications.id))
    .limit(SENT_OFFERS_PAGE_SIZE + 1);
  const page = rows.slice(0, SENT_OFFERS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    offers: page.map(({ offer, request }) => ({
      id: offer.id,
      status: offer.status,
      proposedPrice: offer.proposedPrice,
      message: offer.message,
      createdAt: offer.createdAt.toISOString(),
      request: { ...request, requiredDate: request.requiredDate.toISOString() },
    })),
    nextCursor:
      rows.length > SENT_OFFERS_PAGE_SIZE && last
        ? encodeCursor({ us: BigInt(last.position), id: last.offer.id })
        : null,
  };
}
