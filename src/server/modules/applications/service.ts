import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { findPlan } from '#shared/catalog';
import { isInsideServiceArea } from '#shared/domain/geo';
import { monthWindow } from '#shared/domain/plans';
import { providerMessages } from '#shared/provider-messages';
import type { Application, ApplicationInput } from '#shared/schemas/provider';
import { rowsOf, type Database } from '#server/db/client';
import { isUniqueViolation, isUuid } from '#server/db/errors';
import { LEGACY_MINUTES } from '#shared/domain/service-length';
import { requestApplications, serviceRequests } from '#server/db/schema';
import { ConflictError, ForbiddenError, NotFoundError } from '#server/domain/errors';
import { offerReceivedNotice } from '#server/mail/templates/offer-received';
import { notifyUser } from '#server/modules/notifications';
import { providerDisplayName } from '#server/modules/profiles';
import { providerArea } from '#server/modules/requests';
import { findActiveSubscription, lockProvider } from '#server/modules/subscriptions';
import { assertCanSendOffers } from '#server/domain/serving';

/** Applications sent in the current calendar month, Mexico City time. */
// Whatever their status: a withdrawn offer was sent too, so applying and withdrawing cannot dodge the limit.
export async function countApplicationsThisMonth(db: Database, providerId: string, now: Date) {
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

// The row lock on the provider serialises their applications, so "count, then insert" cannot let two
// concurrent requests both take the last place of the month; the unique constraint catches double clicks.
export async function apply(
  db: Database,
  providerId: string,
  requestId: string,
  input: ApplicationInput,
  now: Date,
): Promise<Application> {
  if (!isUuid(requestId)) throw new NotFoundError('NOT_FOUND', providerMessages.requestNotFound);
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
          maxMinutes: serviceRequests.maxMinutes,
        })
        .from(serviceRequests)
        .where(eq(serviceRequests.id, requestId));
      if (!request || (request.bookedProvider && request.bookedProvider !== providerId)) {
        throw new NotFoundError('NOT_FOUND', providerMessages.requestNotFound);
      }
      if (request.customerId === providerId)
        throw new ForbiddenError('OWN_REQUEST', providerMessages.ownRequest);
      if (request.status !== 'open')
        throw new ConflictError('REQUEST_NOT_OPEN', providerMessages.requestNotOpen);
      // Nobody can come on a date that has passed; the request no longer shows among the nearby ones either.
      if (request.requiredDate < now)
        throw new ConflictError('REQUEST_EXPIRED', providerMessages.requestExpired);
      const subscription = await findActiveSubscription(tx, providerId, now);
      if (!subscription) throw new ForbiddenError('NO_ACTIVE_PLAN', providerMessages.noActivePlan);
      // Read behind the provider's row lock, as the plan is: 'Todos nuestros proveedores están verificados'.
      await assertCanSendOffers(tx, providerId, now);
      // The same circle the nearby list draws, read inside the lock; a booking addressed to this provider was
      // checked against their area when it was made.
      if (!request.bookedProvider) {
        const area = await providerArea(tx, providerId);
        const place =
          request.lat != null && request.lng != null ? { lat: request.lat, lng: request.lng } : null;
        if (!area || !place || !isInsideServiceArea(area, place)) {
          throw new ForbiddenError('OUT_OF_AREA', providerMessages.requestOutsideArea);
        }
      }
      const [already] = await tx
        .select({ id: requestApplications.id })
        .from(requestApplications)
        .where(
          and(eq(requestApplications.requestId, requestId), eq(requestApplications.providerId, providerId)),
        );
      if (already) throw new ConflictError('ALREADY_APPLIED', providerMessages.alreadyApplied);
      const limit = findPlan(subscription.planType)?.monthlyApplicationLimit;
      if (limit != null && (await countApplicationsThisMonth(tx, providerId, now)) >= limit) {
        throw new ConflictError('PLAN_LIMIT_REACHED', providerMessages.planLimitReached);
      }
      const [created] = await tx
        .insert(requestApplications)
        .values({
          requestId,
          providerId,
          proposedPrice: Math.round(input.proposedPrice * 100),
          // 'Duración estimada'; an API caller who names none offers the estimate's upper end, as the dialog does.
          durationMinutes:
            input.durationHours != null ? input.durationHours * 60 : (request.maxMinutes ?? LEGACY_MINUTES),
          message: input.message,
          createdAt: now,
        })
        .returning();
      await tellCustomer(tx, created!, now);
      return created!;
    });
    return {
      id: row.id,
      requestId: row.requestId,
      proposedPrice: row.proposedPrice,
      durationMinutes: row.durationMinutes,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
    };
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError('ALREADY_APPLIED', providerMessages.alreadyApplied);
    throw err;
  }
}

/** The one e-mail and bell notice of an offer: its key, so the offer's withdrawal can find it unsent. */
export const offerReceivedKey = (offerId: string) => `offer-received:${offerId}`;

/**
 * The customer hears of the offer: in their bell always, by e-mail unless they turned offers off (Perfil). In
 * the offer's transaction, so an offer refused on the way leaves no notice behind.
 */
async function tellCustomer(tx: Database, offer: typeof requestApplications.$inferSelect, now: Date) {
  const [row] = rowsOf<{
    customer_id: string;
    email: string;
    notify_offers: boolean;
    title: string;
    provider_name: string;
  }>(
    await tx.execute(sql`select c.id as customer_id, c.email, c.notify_offers, s.title,
        ${providerDisplayName} as provider_name
      from service_requests s
      join profiles c on c.id = s.customer_id
      join profiles p on p.id = ${offer.providerId}
      left join provider_profiles pp on pp.provider_id = p.id
      where s.id = ${offer.requestId}`),
  );
  if (!row) return;
  const mail = {
    title: row.title,
    providerName: row.provider_name,
    price: offer.proposedPrice,
    message: offer.message,
  };
  await notifyUser(tx, {
    userId: row.customer_id,
    template: 'offer-received',
    notice: offerReceivedNotice(mail),
    email: row.notify_offers ? { to: row.email, ...mail } : null,
    dedupeKey: offerReceivedKey(offer.id),
    now,
  });
}
