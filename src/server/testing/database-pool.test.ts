import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '#server/db/client';
import { createTestApp, openTestDatabase, testDriver } from './harness';
import { signUpProvider } from './marketplace';

/** Every row of every table and every sequence, as text: what a test file could see of the database. */
async function contents(db: Database): Promise<string> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select quote_ident(relname) as name from pg_class
          where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
    ),
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const [row] = rowsOf<{ rows: string | null }>(
      await db.execute(sql.raw(`select json_agg(t order by t::text)::text as rows from ${name} t`)),
    );
    parts.push(`${name}: ${row?.rows ?? '[]'}`);
  }
  const sequences = rowsOf<{ line: string }>(
    await db.execute(
      sql`select sequencename || ' ' || coalesce(last_value::text, 'unused') as line from pg_sequences order by 1`,
    ),
  );
  return [...parts, ...sequences.map(({ line }) => line)].join('\n');
}

describe(`the API tests’ database, handed from one test file to the next (${testDriver})`, () => {
  it('comes back exactly as migrated, whatever the file before wrote', async () => {
    const first = await openTestDatabase();
    const fresh = await contents(first.db);
    const t = await createTestApp({}, undefined, first);
    await signUpProvider(t.app);
    await t.close();
    expect(await contents(first.db)).not.toBe(fresh);
    await first.close();

    const second = await openTestDatabase();
    expect(second.db, 'the same database, emptied').toBe(first.db);
    expect(await contents(second.db)).toBe(fresh);
    await second.close();
  });

  it('is closed, not handed on, when a file changed its schema', async () => {
    const changed = await openTestDatabase();
    await changed.db.execute(sql`create table left_behind (n int)`);
    await changed.close();

    const next = await openTestDatabase();
    expect(next.db).not.toBe(changed.db);
    const [left] = rowsOf<{ exists: boolean }>(
      await next.db.execute(sql`select to_regclass('left_behind') is not null as exists`),
    );
    expect(left?.exists).toBe(false);
    await next.close();
  });
});
