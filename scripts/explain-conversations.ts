// EXPLAIN (ANALYZE, BUFFERS) of every statement the conversation endpoints run (issue 31), on the data of
// `npm run load:capacity`'s conversation endpoints: 3,000 customers and 300 providers, each customer in three
// conversations (each provider in 30), 40 messages each, beside 100,000 services. The statements are the ones the
// server sends: the module's own functions run against a database wrapper that explains each statement before
// running it (a write inside a savepoint rolled back, so it is explained once and written once).
// Usage: tsx scripts/explain-conversations.ts   (LOAD_DATABASE_URL as for the load scripts; EXPLAIN_SERVICES)
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '#server/db/client';
import { hitAll } from '#server/plugins/rate-limit';
import { readConversations } from '#server/modules/conversations/read';
import { conversationOf, readMessages, sendMessage } from '#server/modules/conversations/service';
import { seedLoadData } from './lib/load-seed';
import { seedConversations } from './lib/seed-conversations';
import { createThrowaway } from './lib/throwaway-db';

const SERVICES = Number(process.env.EXPLAIN_SERVICES ?? 100_000);

/** `db` with each statement explained (and printed) first; inside a transaction, behind a savepoint. */
function explaining(db: Database, label: string, inTransaction = false): Database {
  const explain = async (query: SQL) => {
    if (inTransaction) await db.execute(sql`savepoint explained`);
    const plan = rowsOf<{ 'QUERY PLAN': string }>(
      await db.execute(sql`explain (analyze, buffers, costs off) ${query}`),
    );
    if (inTransaction) await db.execute(sql`rollback to savepoint explained`);
    console.log(`\n-- ${label}\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`);
  };
  return new Proxy(db, {
    get(target, property, receiver) {
      // No client of its own: named and prepared statements go through execute, so they are explained too.
      if (property === '$client') return undefined;
      if (property === 'execute')
        return async (query: SQL) => {
          await explain(query);
          return target.execute(query);
        };
      if (property === 'transaction')
        return (run: (tx: Database) => Promise<unknown>) =>
          target.transaction((tx) => run(explaining(tx, `${label} (in its transaction)`, true)));
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

const target = await createThrowaway('postgres', 'explain');
try {
  const handle = await target.open();
  try {
    await seedLoadData(target, {
      rows: 10_000,
      customers: 3_000,
      providers: 300,
      signedInCustomers: 1,
      days: 60,
      services: SERVICES,
    });
    const seeded = await seedConversations(handle.db, {
      customers: Array.from({ length: 3_000 }, (_, i) => `seed-customer-${i}`),
      providers: Array.from({ length: 300 }, (_, i) => `load-provider-${i}`),
      perCustomer: 3,
      messages: 40,
    });
    const now = new Date();
    const provider = seeded.participants.find((p) => p.userId.startsWith('load-provider'))!;
    const customer = seeded.participants.find((p) => p.userId.startsWith('seed-customer'))!;
    // Twice each: the second run is the one to read (a warm cache, as under load).
    for (const pass of [1, 2]) {
      console.log(`\n==== pass ${pass}`);
      await readConversations(explaining(handle.db, 'list: a provider in 30'), provider.userId);
      await readConversations(explaining(handle.db, 'list: a customer in 3'), customer.userId);
      const view = await conversationOf(
        explaining(handle.db, 'the conversation (every page and send)'),
        provider.userId,
        provider.conversationId,
        now,
      );
      await readMessages(explaining(handle.db, 'page of messages'), view, provider.userId, { limit: 30 });
      await hitAll(
        explaining(handle.db, 'rate limit'),
        [`message:account:${provider.userId}`, 'message:ip:127.0.0.1'],
        60,
      );
      // In a transaction of its own, so that the send's one statement is explained behind a savepoint.
      await handle.db.transaction((tx) =>
        sendMessage(
          explaining(tx, 'send', true),
          provider.userId,
          provider.conversationId,
          { body: 'Llego a las 10.', clientId: randomUUID() },
          now,
        ),
      );
    }
  } finally {
    await handle.close();
  }
} finally {
  await target.remove();
}
