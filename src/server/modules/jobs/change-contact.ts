import { eq } from 'drizzle-orm';
import { contactChange, contactComplete, CONTACT_CORRECTION_HOURS } from '#shared/domain/service-contact';
import { serviceContactMessages } from '#shared/address-messages';
import { serviceMessages } from '#shared/service-messages';
import type { ServiceContactInput } from '#shared/schemas/address';
import type { Database } from '#server/db/client';
import { jobs, profiles, serviceRequests, type JobRow } from '#server/db/schema';
import { ConflictError, ForbiddenError } from '#server/domain/errors';
import { addressColumns, addressOf } from '#server/modules/profiles';
import { contactColumns } from '#server/modules/requests';
import { notifyParty } from './notify';
import { findAsParty } from './transitions';

const REFUSAL_CODES = {
  wrong_status: 'WRONG_STATUS',
  already_started: 'ALREADY_STARTED',
  correction_closed: 'CONTACT_CORRECTION_CLOSED',
} as const;

const COLUMNS = [
  'address',
  'addressInterior',
  'addressColonia',
  'addressReferences',
  'contactPhone',
] as const;

interface ContactChangeInput {
  jobId: string;
  customerId: string;
  contact: ServiceContactInput;
  /** 'Guardar también en mi perfil': Perfil takes them too, for the next requests and bookings. */
  saveToProfile: boolean;
  now: Date;
}

/**
 * The customer gives a service still ahead its exact address and phone (shared/domain/service-contact.ts says
 * until when), in one transaction with the service's row locked: the service and the request it came from take
 * them, Perfil too if asked, and the provider of a confirmed service is told at once (bell and e-mail, with
 * 'Cómo llegar'); the provider of a booking still waiting reads them when accepting it. The same address sent
 * again changes nothing and tells nobody.
 */
export async function changeServiceContact(
  db: Database,
  { jobId, customerId, contact, saveToProfile, now }: ContactChangeInput,
): Promise<JobRow> {
  return db.transaction(async (tx) => {
    const { job, actor } = await findAsParty(tx, jobId, customerId, { lock: true });
    if (actor !== 'customer')
      throw new ForbiddenError('NOT_YOUR_ACTION', serviceMessages.refusals.not_your_action);
    const given = { address: addressOf(job), phone: job.contactPhone };
    const change = contactChange({ ...job, complete: contactComplete(given) }, now);
    if (!change.ok)
      throw new ConflictError(
        REFUSAL_CODES[change.reason],
        serviceContactMessages.refusals[change.reason].replace('{hours}', String(CONTACT_CORRECTION_HOURS)),
      );
    const columns = contactColumns(contact);
    if (saveToProfile)
      await tx
        .update(profiles)
        .set({ ...addressColumns(contact.address), phone: contact.phone, updatedAt: now })
        .where(eq(profiles.id, customerId));
    if (COLUMNS.every((column) => job[column] === columns[column])) return job;
    const [updated] = await tx
      .update(jobs)
      .set({ ...columns, updatedAt: now })
      .where(eq(jobs.id, job.id))
      .returning();
    await tx.update(serviceRequests).set(columns).where(eq(serviceRequests.id, job.requestId));
    if (updated!.status === 'confirmed')
      await notifyParty(tx, updated!, 'provider', 'contact-updated', now, { dedupe: now.toISOString() });
    return updated!;
  });
}
