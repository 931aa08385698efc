// Named prepared statements for PGlite, kept per SQL text. PGlite's own query() sends each statement as an
// unnamed one (Parse, Describe, Bind, Describe, Execute, Sync: six calls into PostgreSQL), so PostgreSQL
// parses and plans it every time: the nearby search planned for 0.9 ms to run for 0.6. Here a statement is
// parsed and described once, and each call is one Bind, Execute, Sync; PostgreSQL's plan cache then plans it
// as it does for node-postgres's named statements on a server (a generic plan once it costs no more than the
// custom ones).
import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type RowMode,
} from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

interface Statement {
  name: string;
  /** The type of each parameter, as PostgreSQL inferred it: it picks the serializer, as PGlite's query() does. */
  paramTypes: number[];
  /** Sent back by Describe once; each execution returns only its rows. Absent when the statement returns none. */
  rowDescription?: BackendMessage;
}

const { serialize } = protocol;

export interface PreparedQueryOptions {
  rowMode?: RowMode;
  /** Type OIDs returned as PostgreSQL's text instead of PGlite's parsed value (drizzle's identity parsers). */
  textOids?: readonly number[];
}

type Parsers = PGlite['parsers'];
const asText = (text: string) => text;

/** Parsers that leave these types as PostgreSQL's text (what drizzle's identity parsers ask for). */
export const textParsers = (textOids: readonly number[]): Parsers =>
  Object.fromEntries(textOids.map((oid) => [oid, asText]));

const PROBE = 'text as PostgreSQL sent it';

/**
 * The types PGlite's query options leave as text. Drizzle passes identity parsers for them and nothing else;
 * any other parser or option is refused, not ignored (a worker could not run it anyway: functions do not cross
 * threads).
 */
export function textOidsOf(
  options: Pick<QueryOptions, 'rowMode' | 'parsers'> | undefined,
): number[] | undefined {
  const unsupported = Object.keys(options ?? {}).filter((key) => key !== 'rowMode' && key !== 'parsers');
  if (unsupported.length) throw new Error(`PGlite: unsupported query options ${unsupported.join(', ')}`);
  if (!options?.parsers) return undefined;
  return Object.entries(options.parsers).map(([oid, parse]) => {
    if (parse(PROBE, Number(oid)) !== PROBE)
      throw new Error(`PGlite: type ${oid} has a parser that is not identity`);
    return Number(oid);
  });
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** PostgreSQL's "cached plan must not change result type": the table under the statement changed. */
const RESULT_TYPE_CHANGED = '0A000';

export class PreparedStatements {
  readonly #pglite: PGlite;
  readonly #limit: number;
  /** In use order, least recent first (a Map keeps insertion order; a hit moves to the end). */
  readonly #statements = new Map<string, Statement>();
  /** Statements dropped from the cache, closed before the next statement outside a transaction. */
  #toClose: string[] = [];
  #lastName = 0;
  #previous: Promise<unknown> = Promise.resolve();
  /**
   * PGlite's parsers with some types left as text, one table per set of such types: handed to parseResults
   * as its own parsers, they spare it copying PGlite's sixty-odd parsers for every query (a tenth of the
   * worker's time under load).
   */
  readonly #parsers = new Map<string, Parsers>();

  constructor(pglite: PGlite, limit = 500) {
    this.#pglite = pglite;
    this.#limit = limit;
  }

  get size(): number {
    return this.#statements.size;
  }

  /**
   * PGlite's query(), with the statement prepared once. Calls run one after another: PGlite's execProtocol
   * keeps each call's messages in one place until the call returns, so two at once would read each other's
   * (a transaction's callback may well send several queries together).
   */
  query<T>(sql: string, params: unknown[] = [], options: PreparedQueryOptions = {}): Promise<Results<T>> {
    const result = this.#previous.then(() => this.#run<T>(sql, params, options));
    this.#previous = result.catch(() => undefined);
    return result;
  }

  async #run<T>(sql: string, params: unknown[], options: PreparedQueryOptions): Promise<Results<T>> {
    // As PGlite's query() would once closed. (Not waiting for waitReady: PGlite's own start-up runs queries,
    // through this one when takeTurns replaced its query(). Callers wait for it before their first query.)
    if (this.#pglite.closed) throw new Error('PGlite is closed');
    const statement = this.#statements.get(sql) ?? (await this.#prepare(sql));
    this.#statements.delete(sql);
    this.#statements.set(sql, statement);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = this.#pglite.serializers[statement.paramTypes[index]!];
      return serializer ? serializer(value) : String(value as string);
    });
    const closing = this.#pglite.isInTransaction() ? [] : this.#toClose.splice(0);
    try {
      // NodeFS writes through (and durable-pglite.ts fsyncs when PostgreSQL asks): there is nothing to sync.
      const { messages } = await this.#pglite.execProtocol(
        concat([
          ...closing.map((name) => serialize.close({ type: 'S', name })),
          serialize.bind({ statement: statement.name, values }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
      return parse.parseResults(described, this.#parsersLeaving(options.textOids), {
        rowMode: options.rowMode,
      })[0] as Results<T>;
    } catch (error) {
      if ((error as { code?: string }).code === RESULT_TYPE_CHANGED) this.#forget(sql);
      throw error;
    }
  }

  #parsersLeaving(textOids: readonly number[] = []): Parsers {
    const key = textOids.join(',');
    let parsers = this.#parsers.get(key);
    if (!parsers) {
      parsers = { ...this.#pglite.parsers, ...textParsers(textOids) };
      this.#parsers.set(key, parsers);
    }
    return parsers;
  }

  async #prepare(sql: string): Promise<Statement> {
    const name = `lh_${++this.#lastName}`;
    const { messages } = await this.#pglite.execProtocol(
      concat([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    this.#statements.set(sql, statement);
    if (this.#statements.size > this.#limit) this.#forget(this.#statements.keys().next().value!);
    return statement;
  }

  #forget(sql: string) {
    const statement = this.#statements.get(sql);
    if (!statement) return;
    this.#statements.delete(sql);
    this.#toClose.push(statement.name);
  }
}
