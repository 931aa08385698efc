import { and, count, eq, gte, lt } from 'drizzle-orm';
import { findPlan } from '../../../shared/catalog';
import { isInsideServiceArea } from '../../../shared/domain/geo';
import { monthWindow } from '../../../shared/domain/plans';
import { providerMessages } from '../../../shared/messages';
import type { Application, ApplicationInput } from '../../../shared/schemas/provider';
import type { Database } from '../../db/client';
import { isUniqueViolation, isUuid } from '../../db/errors';
import { requestApplications, serviceRequests } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { providerArea } from '../requests/nearby';
import { findActiveSubscription, lockProvider } from '../subscriptions/service';

/** Applications sent in the current calendar month, Mexico City time. */
export async function countApplicationsThisMonth(db: Database, providerId: string, now = new Date()) {
  const { start, end } = monthWindow(now);
  const [row] = await db
    .select({ value: count() })
    .from(requestApplications)
    .where(
      and(
        eq(requestApplications.providerId, providerId),
        gte(requestApplications.createdAt, start),
        lt(requestApplications.createdAt, end),
      ),
    );
  return row?.value ?? 0;
}

const fail = (status: number, code: string, message: string) => new AppError(status, code, message);

// The row lock on the provider serialises their applications, so "count, then insert" cannot let two
// concurrent requests both take the last place of the month; the unique constraint catches double clicks.
export async function apply(
  db: Database,
  providerId: string,
  requestId: string,
  input: ApplicationInput,
  now = new Date(),
): Promise<Application> {
  if (!isUuid(requestId)) throw fail(404, 'NOT_FOUND', providerMessages.requestNotFound);
  try {
    const row = await db.transaction(async (tx) => {
      await lockProvider(tx, providerId);
      const [request] = await tx
        .select({
          customerId: serviceRequests.customerId,
          status: serviceRequests.status,
          requiredDate: serviceRequests.requiredDate,
          bookedProvider: serviceRequests.providerId,
          lat: serviceRequests.lat,
          lng: serviceRequests.lng,
        })
        .from(serviceRequests)
        .where(eq(serviceRequests.id, requestId));
      if (!request || (request.bookedProvider && request.bookedProvider !== providerId)) {
        throw fail(404, 'NOT_FOUND', providerMessages.requestNotFound);
      }
      if (request.customerId === providerId) throw fail(403, 'OWN_REQUEST', providerMessages.ownRequest);
      if (request.status !== 'open') throw fail(409, 'REQUEST_NOT_OPEN', providerMessages.requestNotOpen);
      // Nobody can come on a date that has passed; the request no longer shows among the nearby ones either.
      if (request.requiredDate < now) throw fail(409, 'REQUEST_EXPIRED', providerMessages.requestExpired);
      const subscription = await findActiveSubscription(tx, providerId, now);
      if (!subscription) throw fail(403, 'NO_ACTIVE_PLAN', providerMessages.noActivePlan);
      // The same circle the nearby list draws, read inside the lock; a booking addressed to this provider was
      // checked against their area when it was made.
      if (!request.bookedProvider) {
        const area = await providerArea(tx, providerId);
        const place =
          request.lat != null && request.lng != null ? { lat: request.lat, lng: request.lng } : null;
        if (!area || !place || !isInsideServiceArea(area, place)) {
          throw fail(403, 'OUT_OF_AREA', providerMessages.requestOutsideArea);
        }
      }
      const [already] = await tx
        .select({ id: requestApplications.id })
        .from(requestApplications)
        .where(
          and(eq(requestApplications.requestId, requestId), eq(requestApplications.providerId, providerId)),
        );
      if (already) throw fail(409, 'ALREADY_APPLIED', providerMessages.alreadyApplied);
      const limit = findPlan(subscription.planType)?.monthlyApplicationLimit;
      if (limit != null && (await countApplicationsThisMonth(tx, providerId, now)) >= limit) {
        throw fail(409, 'PLAN_LIMIT_REACHED', providerMessages.planLimitReached);
      }
      const [created] = await tx
        .insert(requestApplications)
        .values({
          requestId,
          providerId,
          proposedPrice: Math.round(input.proposedPrice * 100),
          message: input.message,
        })
        .returning();
      return created!;
    });
    return {
      id: row.id,
      requestId: row.requestId,
      proposedPrice: row.proposedPrice,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
    };
  } catch (err) {
    if (isUniqueViolation(err)) throw fail(409, 'ALREADY_APPLIED', providerMessages.alreadyApplied);
    throw err;
  }
}
