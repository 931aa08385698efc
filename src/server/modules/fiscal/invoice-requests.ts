import { and, eq, isNull } from 'drizzle-orm';
import { invoiceRequestMessages as texts } from '#shared/money-messages';
import { serviceMessages } from '#shared/service-messages';
import type { InvoiceReceptor, InvoiceRequest } from '#shared/schemas/money';
import type { Database } from '#server/db/client';
import { fiscalProfiles, invoiceRequests, profiles } from '#server/db/schema';
import { ConflictError, NotFoundError } from '#server/domain/errors';
import { chargeOf } from '#server/modules/money';
import { notifyParty, findAsParty } from '#server/modules/jobs';

// 'Solicitar factura'. The provider sells the service and LimpiaHogar takes no part of its price, so the CFDI is
// the provider's to issue, from their own PAC or the SAT's portal: the customer sends their datos fiscales to
// the provider of a service paid online, and the provider says when the invoice went out.

/** The service, as its `role` party; anyone else (or the other party) is told it does not exist. */
async function asParty(db: Database, serviceId: string, userId: string, role: 'customer' | 'provider') {
  const { job, actor } = await findAsParty(db, serviceId, userId);
  if (actor !== role) throw new NotFoundError('NOT_FOUND', serviceMessages.notFound);
  return job;
}

const answerOf = (row: typeof invoiceRequests.$inferSelect, receptor: boolean): InvoiceRequest => ({
  requestedAt: row.requestedAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  receptor: receptor ? (row.receptor as InvoiceReceptor) : null,
});

/**
 * The customer asks for the invoice of a service they paid online, with the datos fiscales they saved: the
 * provider hears of it once, however often it is asked (a second click answers with the first request).
 */
export async function requestInvoice(db: Database, customerId: string, serviceId: string, now: Date) {
  const job = await asParty(db, serviceId, customerId, 'customer');
  const charge = await chargeOf(db, job.id, 'customer', now);
  if (charge?.invoice) {
    const [existing] = await db.select().from(invoiceRequests).where(eq(invoiceRequests.jobId, job.id));
    return { created: false, invoice: answerOf(existing!, false) };
  }
  if (!charge?.canRequestInvoice) throw new ConflictError('INVOICE_NOT_AVAILABLE', texts.notAvailable);

  return db.transaction(async (tx) => {
    const [fiscal] = await tx
      .select({
        rfc: fiscalProfiles.rfc,
        legalName: fiscalProfiles.legalName,
        taxRegime: fiscalProfiles.taxRegime,
        zip: fiscalProfiles.zip,
        cfdiUse: fiscalProfiles.cfdiUse,
        email: profiles.email,
      })
      .from(fiscalProfiles)
      .innerJoin(profiles, eq(profiles.id, fiscalProfiles.profileId))
      .where(eq(fiscalProfiles.profileId, customerId));
    if (!fiscal) throw new ConflictError('FISCAL_DATA_MISSING', texts.fiscalDataMissing);
    const [made] = await tx
      .insert(invoiceRequests)
      .values({ jobId: job.id, amount: charge.amount, receptor: fiscal, requestedAt: now })
      .onConflictDoNothing({ target: invoiceRequests.jobId })
      .returning();
    if (made) await notifyParty(tx, job, 'provider', 'invoice-requested', now);
    const row =
      made ?? (await tx.select().from(invoiceRequests).where(eq(invoiceRequests.jobId, job.id)))[0]!;
    return { created: made !== undefined, invoice: answerOf(row, false) };
  });
}

/** The provider says the invoice was sent: the customer is told once; saying it again changes nothing. */
export async function markInvoiceSent(db: Database, providerId: string, serviceId: string, now: Date) {
  const job = await asParty(db, serviceId, providerId, 'provider');
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(invoiceRequests)
      .set({ sentAt: now })
      .where(and(eq(invoiceRequests.jobId, job.id), isNull(invoiceRequests.sentAt)))
      .returning();
    if (marked) {
      await notifyParty(tx, job, 'customer', 'invoice-sent', now);
      return answerOf(marked, true);
    }
    const [row] = await tx.select().from(invoiceRequests).where(eq(invoiceRequests.jobId, job.id));
    if (!row) throw new ConflictError('INVOICE_NOT_REQUESTED', texts.notRequested);
    return answerOf(row, true);
  });
}
