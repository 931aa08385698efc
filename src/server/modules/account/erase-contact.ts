import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '#server/db/client';
import { jobs, NO_EXACT_CONTACT, serviceRequests } from '#server/db/schema';

// Shorter values (an interior '3') would match unrelated e-mails; the street, phone and name identify.
const MIN_NEEDLE = 3;

/**
 * 'Eliminar mi cuenta', for the exact addresses and phones the person gave: erased from their requests and
 * services (the provider keeps the service, without them), and every e-mail that carried them — or their full
 * name — to a provider is forgotten, sent or not. Runs before the profile itself is emptied.
 */
export async function eraseContact(tx: Database, userId: string): Promise<void> {
  const given = rowsOf<{ value: string | null }>(
    await tx.execute(sql`
      select full_name as value from profiles where id = ${userId}
      union select phone from profiles where id = ${userId}
      union select address from profiles where id = ${userId}
      union select address from service_requests where customer_id = ${userId}
      union select contact_phone from service_requests where customer_id = ${userId}
      union select address from jobs where customer_id = ${userId}
      union select contact_phone from jobs where customer_id = ${userId}`),
  );
  await tx.update(serviceRequests).set(NO_EXACT_CONTACT).where(eq(serviceRequests.customerId, userId));
  await tx.update(jobs).set(NO_EXACT_CONTACT).where(eq(jobs.customerId, userId));
  for (const { value } of given) {
    const needle = value?.trim();
    if (!needle || needle.length < MIN_NEEDLE) continue;
    await tx.execute(sql`delete from tasks where position(${needle} in payload::text) > 0`);
  }
}
