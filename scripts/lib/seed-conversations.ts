// Conversations (issue 31) written straight into the database, as the other seeders write theirs: each one about
// a request of its customer that the provider answered, with its earlier messages (both sides in turn, the
// recipient's last few unread, some with a phone number that the reads mask; both sides were just e-mailed about
// them, so the away e-mails of a run are those of its own messages), and a session for each side, so a
// load run can act as either person of any conversation. Used by `npm run load` (LOAD_MODE=live) and by the
// capacity run's conversation endpoints.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { insertSessions } from './direct-sessions';

/** One side of one seeded conversation: who they are, the Cookie header of their session, and the other side. */
export interface Participant {
  userId: string;
  cookie: string;
  conversationId: string;
  otherId: string;
}

export interface SeededConversations {
  conversations: number;
  messages: number;
  /** Both sides of every conversation. */
  participants: Participant[];
  /** One session per person, by user id (a person in several conversations has one). */
  cookies: Map<string, string>;
}

export interface ConversationSeedOptions {
  customers: readonly string[];
  providers: readonly string[];
  /** Conversations per customer: customer i talks with providers i, i + 1, … (wrapping round). */
  perCustomer: number;
  /** Earlier messages in each conversation. */
  messages: number;
}

// What people write before a cleaning; one in five carries a phone number, which the recipient reads masked.
const BODIES = [
  'Hola, ¿a qué hora puede llegar?',
  'Buenos días, a las 9 está bien.',
  '¿Traigo mis productos o usted los tiene?',
  'Yo los tengo, no se preocupe.',
  'Mi número es 55 1234 5678 por si acaso.',
  'Voy 10 minutos tarde, disculpe.',
  'Las llaves están con el portero.',
  'Perfecto, gracias.',
  '¿Es el edificio de la esquina?',
  'Sí, departamento 302.',
];

/**
 * Seeds `customers.length × perCustomer` conversations with `messages` messages each, and one session per person
 * in them. Each conversation has its own request (open, as when the provider has just sent an offer), so
 * nothing is confirmed and every read of the other side's messages goes through the masking rule.
 */
export async function seedConversations(
  db: Database,
  { customers, providers, perCustomer, messages }: ConversationSeedOptions,
): Promise<SeededConversations> {
  const pairs = customers.flatMap((customer, i) =>
    Array.from({ length: perCustomer }, (_, k) => ({
      customer,
      provider: providers[(i + k) % providers.length]!,
    })),
  );
  const ids: { id: string; customer_id: string; provider_id: string }[] = [];
  const BATCH = 5_000;
  for (let offset = 0; offset < pairs.length; offset += BATCH) {
    const batch = pairs.slice(offset, offset + BATCH);
    const result = await db.execute(sql`
      with t as (
        select customer, provider, gen_random_uuid() as request_id
        from unnest(${sql.param(batch.map((p) => p.customer))}::text[],
          ${sql.param(batch.map((p) => p.provider))}::text[]) as t(customer, provider)
      ), requests as (
        insert into service_requests (id, customer_id, title, description, service_id, budget_range,
          required_date, location, lat, lng)
        select request_id, customer, 'Limpieza de departamento', 'Dos recámaras, sala y cocina.', 'home-cleaning',
          '500-1000', now() + interval '3 days', 'Ciudad de México', 19.4326, -99.1332
        from t
        returning id
      ), offers as (
        insert into request_applications (request_id, provider_id, proposed_price, duration_minutes, message)
        select request_id, provider, 60000, 180, 'Con gusto le ayudo.' from t
      )
      insert into conversations (customer_id, provider_id, request_id, created_at, last_message_at,
        customer_mailed_at, provider_mailed_at)
      select customer, provider, request_id, now() - interval '2 days', now() - interval '1 hour', now(), now()
      from t
      returning id, customer_id, provider_id`);
    ids.push(...(result as unknown as { rows: typeof ids }).rows);
  }
  if (messages > 0)
    await db.execute(sql`
      insert into conversation_messages (conversation_id, sender_id, body, client_id, created_at, seen_at)
      select c.id, case when g % 2 = 0 then c.customer_id else c.provider_id end,
        (${sql.param(BODIES)}::text[])[1 + (g + abs(hashtext(c.id::text))) % ${BODIES.length}],
        gen_random_uuid(), now() - interval '2 days' + g * interval '1 minute',
        case when g < ${messages} - 2 then now() - interval '2 days' + g * interval '1 minute' end
      from conversations c, generate_series(0, ${messages} - 1) as g`);
  const people = [...new Set(ids.flatMap((row) => [row.customer_id, row.provider_id]))];
  const tokens = await insertSessions(db, people);
  const cookies = new Map(people.map((id, i) => [id, tokens[i]!]));
  await db.execute(sql`vacuum analyze conversations`);
  await db.execute(sql`vacuum analyze conversation_messages`);
  return {
    conversations: ids.length,
    messages: ids.length * messages,
    participants: ids.flatMap((row) => [
      {
        userId: row.customer_id,
        cookie: cookies.get(row.customer_id)!,
        conversationId: row.id,
        otherId: row.provider_id,
      },
      {
        userId: row.provider_id,
        cookie: cookies.get(row.provider_id)!,
        conversationId: row.id,
        otherId: row.customer_id,
      },
    ]),
    cookies,
  };
}
