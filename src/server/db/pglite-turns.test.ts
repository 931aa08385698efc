import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeTurns } from './pglite-turns';

describe('PGlite queries taking turns', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = takeTurns(new PGlite());
    await client.waitReady;
  });
  afterAll(() => client.close());

  it('lets a timer run while a queue of queries is worked through', async () => {
    let finished = 0;
    const queries = Array.from({ length: 20 }, () =>
      client.query('select count(*) from generate_series(1, 50000)').then(() => (finished += 1)),
    );
    const finishedWhenTimerRan = await new Promise<number>((resolve) =>
      setTimeout(() => resolve(finished), 0),
    );
    await Promise.all(queries);
    expect(finished).toBe(20);
    expect(finishedWhenTimerRan).toBeLessThan(20);
  });

  it('keeps a transaction whole and runs what comes after it', async () => {
    await client.exec('create table turns (n int)');
    const inserted = client.transaction(async (tx) => {
      await tx.query('insert into turns values (1)');
      await tx.query('insert into turns values (2)');
    });
    const counted = client.query<{ n: number }>('select count(*)::int as n from turns');
    await inserted;
    expect((await counted).rows).toEqual([{ n: 2 }]);
  });

  it('goes on after a failed query', async () => {
    await expect(client.query('select * from missing_table')).rejects.toThrow();
    expect((await client.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('runs queries, in a transaction or not, as statements prepared once', async () => {
    const prepared = async () =>
      (await client.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
        (row) => row.statement,
      );
    await client.query('select $1::int + 1 as n', [1]);
    await client.transaction((tx) => tx.query('select $1::int + 2 as n', [1]));
    expect(await prepared()).toEqual(
      expect.arrayContaining(['select $1::int + 1 as n', 'select $1::int + 2 as n']),
    );
  });
});
