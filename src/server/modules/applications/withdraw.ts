import { eq } from 'drizzle-orm';
import { providerMessages } from '#shared/provider-messages';
import type { MyApplication } from '#shared/schemas/provider';
import type { Database } from '#server/db/client';
import { isUuid } from '#server/db/errors';
import { requestApplications, serviceRequests } from '#server/db/schema';
import { ConflictError, NotFoundError } from '#server/domain/errors';

const notFound = () => new NotFoundError('NOT_FOUND', providerMessages.offerNotFound);

type OfferRow = typeof requestApplications.$inferSelect;

const toMyApplication = (row: OfferRow): MyApplication => ({
  id: row.id,
  status: row.status,
  proposedPrice: row.proposedPrice,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The provider withdraws their pending offer on an open request ('Retirar propuesta'). The request's row is
 * locked first, as acceptOffer locks it, so an accept and a withdrawal at the same moment run one after the
 * other: the second one finds the offer no longer pending. Withdrawing again answers the same offer.
 *
 * The row stays, only its status changes: it still counts against the Básico plan's monthly limit
 * (countApplicationsThisMonth counts every offer sent), so applying and withdrawing cannot dodge it, and the
 * unique (request, provider) pair keeps the provider from sending another offer for that request. Nobody is
 * e-mailed: the customer simply stops seeing the offer.
 */
export async function withdrawOffer(
  db: Database,
  providerId: string,
  applicationId: string,
): Promise<MyApplication> {
  if (!isUuid(applicationId)) throw notFound();
  return db.transaction(async (tx) => {
    // An offer's request and provider never change: read unlocked, to know which request to lock.
    const [offer] = await tx
      .select({ requestId: requestApplications.requestId, providerId: requestApplications.providerId })
      .from(requestApplications)
      .where(eq(requestApplications.id, applicationId));
    // Another provider's offer is, for this one, an offer that does not exist.
    if (!offer || offer.providerId !== providerId) throw notFound();
    const [request] = await tx
      .select({ status: serviceRequests.status })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, offer.requestId))
      .for('update');
    const [current] = await tx
      .select()
      .from(requestApplications)
      .where(eq(requestApplications.id, applicationId))
      .for('update');
    if (!request || !current) throw notFound();

    if (current.status === 'withdrawn') return toMyApplication(current);
    if (current.status !== 'pending') {
      throw new ConflictError('OFFER_NOT_PENDING', providerMessages.offerNotPending);
    }
    if (request.status !== 'open') {
      throw new ConflictError('REQUEST_NOT_OPEN', providerMessages.requestNotOpen);
    }
    const [withdrawn] = await tx
      .update(requestApplications)
      .set({ status: 'withdrawn' })
      .where(eq(requestApplications.id, applicationId))
      .returning();
    return toMyApplication(withdrawn!);
  });
}
