import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type DatabaseHandle } from './client';
import { openTestDatabase, testDriver } from '#server/testing/harness';

/**
 * PostgreSQL ends every connection when it stops (admin_shutdown) or when an operator terminates a backend. A
 * connection the pool has lent out (a transaction between two statements) then emits 'error' with nobody
 * listening, which Node turns into an uncaught exception: the whole server would exit. Only PostgreSQL has
 * connections to lose.
 */
describe.runIf(testDriver === 'postgres')('a lent PostgreSQL connection that the server ends', () => {
  let database: DatabaseHandle;
  let admin: pg.Client;
  const uncaught: unknown[] = [];
  const onUncaught = (err: unknown) => void uncaught.push(err);

  beforeAll(async () => {
    database = await openTestDatabase();
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    process.prependListener('uncaughtException', onUncaught);
  });
  afterAll(async () => {
    process.removeListener('uncaughtException', onUncaught);
    await admin.end();
    await database.close();
  });

  it('fails that transaction only; the process lives on and the next query gets a fresh connection', async () => {
    const outcome = database.db.transaction(async (tx) => {
      const { pid } = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))[0]!;
      // Terminated while this transaction waits between statements, as a handler awaiting other work does.
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(outcome).rejects.toThrow();
    expect(uncaught).toEqual([]);
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
