import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedStatements } from './pglite-prepared';

const everyType = `select $1::int as n, $2::text as t, $3::timestamptz as at, '2026-05-20'::date as day,
  9007199254740993::int8 as big, $4::numeric as num, '\\x0102'::bytea as bytes, $5::jsonb as doc,
  $6::text[] as tags, $7::boolean as yes, $8::int as nothing`;
const values = [7, 'hola', new Date('2026-05-20T12:00:00Z'), '1.5', { a: [1, 'b'] }, ['x', 'y'], true, null];

const preparedCount = async (pglite: PGlite) =>
  (await pglite.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;

describe('PGlite statements prepared once', () => {
  let pglite: PGlite;
  let statements: PreparedStatements;
  beforeAll(async () => {
    pglite = new PGlite();
    await pglite.exec('create table items (id serial primary key, name text unique not null)');
    statements = new PreparedStatements(pglite, 3);
  });
  afterAll(() => pglite.close());

  it('answers exactly as PGlite’s query does, in both row modes and with parsers left as text', async () => {
    const asText = (text: string) => text;
    const cases = [
      [undefined, undefined],
      [{ rowMode: 'array' as const }, { rowMode: 'array' as const }],
      [{ parsers: { 1184: asText, 1082: asText } }, { textOids: [1184, 1082] }],
    ] as const;
    for (const [theirs, ours] of cases) {
      const expected = await pglite.query(everyType, values, theirs);
      // Twice: the second call runs the statement prepared by the first.
      for (const _ of [1, 2]) {
        const answer = await statements.query(everyType, values, ours);
        expect(answer.rows).toEqual(expected.rows);
        expect(answer.fields).toEqual(expected.fields);
      }
    }
  });

  it('answers queries sent together each with its own rows', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => statements.query<{ n: number }>('select $1::int as n', [n])),
    );
    expect(answers.map((answer) => answer.rows[0]!.n)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it('counts the rows a write touched, and returns what it asked for', async () => {
    const insert = 'insert into items (name) values ($1), ($2) returning id, name';
    const inserted = await statements.query<{ name: string }>(insert, ['a', 'b']);
    expect(inserted.affectedRows).toBe(2);
    expect(inserted.rows.map((row) => row.name)).toEqual(['a', 'b']);
    const updated = await statements.query('update items set name = name || $1', ['!']);
    expect(updated).toMatchObject({ affectedRows: 2, rows: [], fields: [] });
  });

  it('reports PostgreSQL’s error with its code, and the session goes on', async () => {
    await expect(statements.query('insert into items (name) values ($1)', ['a!'])).rejects.toMatchObject({
      code: '23505',
      constraint: 'items_name_key',
    });
    await expect(statements.query('selec 1')).rejects.toMatchObject({ code: '42601' });
    expect((await statements.query<{ n: number }>('select $1::int as n', [1])).rows).toEqual([{ n: 1 }]);
  });

  it('keeps only its limit of statements, closing the least recently used outside transactions', async () => {
    for (let i = 0; i < 6; i++) await statements.query(`select ${i} as n`);
    expect(statements.size).toBe(3);
    // The ones dropped are closed with the next statement.
    await statements.query('select 5 as n');
    expect(await preparedCount(pglite)).toBe(3);
  });

  it('closes nothing inside a transaction, whose statements survive its rollback', async () => {
    await pglite.exec('begin');
    await expect(statements.query('insert into items (name) values ($1)', ['a!'])).rejects.toThrow();
    await expect(statements.query('select 6 as n')).rejects.toMatchObject({ code: '25P02' });
    await pglite.exec('rollback');
    for (let i = 6; i < 9; i++) await statements.query(`select ${i} as n`);
    expect((await statements.query<{ n: number }>('select 8 as n')).rows).toEqual([{ n: 8 }]);
    expect(await preparedCount(pglite)).toBe(3);
  });

  it('prepares a statement again once its table changed shape', async () => {
    const all = 'select * from items order by id limit 1';
    expect((await statements.query(all)).fields.map((field) => field.name)).toEqual(['id', 'name']);
    await pglite.exec('alter table items add column note text');
    await expect(statements.query(all)).rejects.toMatchObject({ code: '0A000' });
    expect((await statements.query(all)).fields.map((field) => field.name)).toEqual(['id', 'name', 'note']);
  });
});
