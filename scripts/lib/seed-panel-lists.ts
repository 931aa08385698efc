// What the panel lists of issue 32 read besides the services (seed-services.ts already writes the disputes and
// the customers' reviews): the bell's notifications of every seeded person (30 each, over the last 60 days, a
// third unread), the providers' reviews of their customers (half the completed services reviewed by the
// customer are answered in kind), providers waiting in Verificaciones with both documents sent, and one
// operator with two-factor on (the console refuses anyone else) and a session.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { insertProviders, insertSessions } from './direct-sessions';
import { populatedPoint, random } from './seed-requests';

const NOTIFICATIONS_EACH = 30;
const DAY_SECONDS = 86_400;

export async function seedPanelLists(
  db: Database,
  { people, pendingVerifications = 40 }: { people: string[]; pendingVerifications?: number },
): Promise<{ operatorCookies: string[] }> {
  // Every person's 30, one every two days back from now, the newest ten unread.
  await db.execute(sql`
    insert into notifications (user_id, kind, title, body, link, created_at, read_at)
    select p.id, 'offer-received', 'Recibiste una oferta', 'Un proveedor ofreció hacer tu limpieza.', '/cliente',
      now() - (n * 2 * ${DAY_SECONDS} + (hashtext(p.id) & 65535)) * interval '1 second',
      case when n < 10 then null else now() end
    from unnest(${sql.param(people)}::text[]) as p(id), generate_series(0, ${NOTIFICATIONS_EACH - 1}) as n`);
  // The provider's review of the customer, on half the services the customer reviewed.
  await db.execute(sql`
    insert into reviews (job_id, author_role, author_id, subject_id, rating, comment, created_at, published_at)
    select r.job_id, 'provider', j.provider_id, j.customer_id, 4 + (hashtext(r.job_id::text) & 1),
      'Cliente puntual y amable.', r.created_at + interval '1 hour', r.published_at
    from reviews r join jobs j on j.id = r.job_id
    where r.author_role = 'customer' and hashtext(r.job_id::text) & 2 = 0`);
  // Applicants: providers like the others, their request sent (both documents) and not yet decided.
  const next = random(17);
  const applicants = await insertProviders(
    db,
    Array.from({ length: pendingVerifications }, () => ({ center: populatedPoint(next), radiusKm: 5 })),
    'load-applicant',
  );
  await db.execute(sql`
    update provider_verifications set status = 'pending', decided_at = null,
      submitted_at = now() - (hashtext(provider_id) & 255) * interval '1 hour'
    where provider_id = any(${sql.param(applicants)}::text[])`);
  await db.execute(sql`
    insert into verification_documents (provider_id, kind, content_type, storage_key, size, uploaded_at, submitted_at)
    select a.id, k.kind, 'image/jpeg', 'load-document-' || a.id || '-' || k.kind, 180000, now(), now()
    from unnest(${sql.param(applicants)}::text[]) as a(id), (values ('id'), ('address')) as k(kind)`);
  const operator = 'load-operator';
  await db.execute(sql`
    insert into users (id, email, user_type, name, email_verified, two_factor_enabled)
    values (${operator}, 'operador@load.limpiahogar.test', 'client', 'Operador', true, true)`);
  await db.execute(sql`insert into operators (user_id, granted_at) values (${operator}, now())`);
  return { operatorCookies: await insertSessions(db, [operator]) };
}
