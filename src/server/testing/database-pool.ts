import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type DatabaseHandle } from '#server/db/client';

/**
 * The API tests' databases, kept by each Vitest worker from one test file to the next. On PGlite, loading the
 * migrated dump cost about 1.2 CPU-seconds per file (untarring 43 MB into PGlite's memory file system, then
 * starting PostgreSQL), a third of the whole PGlite run; on PostgreSQL, each file created a database from the
 * migrated template and dropped it. A file that closes its database now gives it back, emptied to the migrated
 * state: every table truncated, the rows the migrations seed written back, every sequence where it was. A
 * database whose schema the file changed (a table created or dropped, a column altered), or that cannot be
 * emptied, is closed instead (dropped, on PostgreSQL), and the next file opens a new one.
 */

interface Pristine {
  /** Every table of the public schema, truncated at once. */
  tables: string[];
  /** The tables the migrations seed, with their rows as JSON and the columns to write back (not generated ones). */
  seeds: { table: string; columns: string[]; rows: string }[];
  sequences: { name: string; value: string; called: boolean }[];
  /** A digest of the schema (tables, columns, constraints, indexes, functions, triggers, schemas). */
  schema: string;
}

const idle: DatabaseHandle[] = [];
let pristine: Pristine | undefined;

/** A migrated database in its migrated state: one a previous file gave back, or a new one from `open`. */
export async function pooledDatabase(open: () => Promise<DatabaseHandle>): Promise<DatabaseHandle> {
  const handle = idle.pop() ?? (await open());
  pristine ??= await readPristine(handle.db);
  let given = false;
  return {
    ...handle,
    async close() {
      if (given) return;
      given = true;
      if (await restore(handle.db, pristine!)) idle.push(handle);
      else await handle.close();
    },
  };
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

async function readPristine(db: Database): Promise<Pristine> {
  const tables = (
    await rows<{ name: string }>(
      db,
      sql`select quote_ident(relname) as name from pg_class
          where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by relname`,
    )
  ).map(({ name }) => name);
  const seeds: Pristine['seeds'] = [];
  for (const table of tables) {
    const [row] = await rows<{ rows: string | null }>(
      db,
      sql.raw(`select json_agg(t)::text as rows from ${table} t`),
    );
    const json = row?.rows;
    if (!json) continue;
    const columns = (
      await rows<{ name: string }>(
        db,
        sql`select quote_ident(attname) as name from pg_attribute
            where attrelid = ${table}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
            order by attnum`,
      )
    ).map(({ name }) => name);
    seeds.push({ table, columns, rows: json });
  }
  const sequences = await rows<{ name: string; value: string; called: boolean }>(
    db,
    sql`select format('%I.%I', schemaname, sequencename) as name,
               coalesce(last_value, start_value)::text as value, last_value is not null as called
        from pg_sequences`,
  );
  return { tables, seeds, sequences, schema: await schemaDigest(db) };
}

function schemaDigest(db: Database): Promise<string> {
  return rows<{ digest: string }>(
    db,
    sql`select md5(string_agg(item, E'\n' order by item)) as digest from (
          select 'rel ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text || ' ' || coalesce((
            select string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull
                              || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), ''), ', ' order by a.attnum)
            from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
            where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '') as item
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
            and n.nspname not like 'pg_temp%'
          union all
          select 'con ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
          from pg_constraint where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
          union all
          select 'fn ' || pronamespace::regnamespace::text || '.' || proname || ' ' || md5(coalesce(prosrc, ''))
          from pg_proc where pronamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
          union all
          select 'trg ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text
          from pg_trigger where not tgisinternal
          union all
          select 'ns ' || nspname from pg_namespace where nspname not like 'pg_temp%' and nspname not like 'pg_toast_temp%'
        ) items`,
  ).then(([row]) => row?.digest ?? '');
}

/** Empties `db` back to the dump's state; false when it cannot be (the caller then closes it). */
async function restore(db: Database, state: Pristine): Promise<boolean> {
  try {
    if ((await schemaDigest(db)) !== state.schema) return false;
    await db.transaction(async (tx) => {
      // Triggers off for this transaction: the audit log's guard against truncation, and the foreign keys while
      // the seeds are written back in any order.
      await tx.execute(sql`select set_config('session_replication_role', 'replica', true)`);
      await tx.execute(sql.raw(`truncate ${state.tables.join(', ')} restart identity cascade`));
      for (const { table, columns, rows: json } of state.seeds) {
        const list = columns.join(', ');
        await tx.execute(
          sql.raw(
            `insert into ${table} (${list}) overriding system value select ${list} from json_populate_recordset(null::${table}, $json$${json}$json$)`,
          ),
        );
      }
      for (const { name, value, called } of state.sequences) {
        await tx.execute(sql`select setval(${name}::regclass, ${value}::bigint, ${called})`);
      }
    });
    await db.execute(sql`select pg_advisory_unlock_all()`);
    return true;
  } catch {
    return false;
  }
}
