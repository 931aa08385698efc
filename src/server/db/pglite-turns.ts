import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { PreparedStatements, textOidsOf } from './pglite-prepared';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * PGlite runs each query synchronously on the server's thread and starts the next waiting one as soon as the
 * previous one resolves, so while queries queue up the event loop never polls: no connection is accepted, no
 * landing page or health check answered, for as long as the queue lasts (60 s under `npm run load`). Here
 * queries, scripts and transactions take turns, with a turn of the event loop between any two. Only in-memory
 * PGlite (the API tests) still runs in the server's thread; a data folder gets a worker (pglite-thread.ts).
 * Queries run as statements prepared once, as in that worker (pglite-prepared.ts): nothing else reaches the
 * session between turns, and a transaction's queries run inside its turn.
 */
export function takeTurns(client: PGlite): PGlite {
  const prepared = new PreparedStatements(client);
  const query = <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
    const textOids = textOidsOf(options);
    return prepared.query<T>(sql, params, { rowMode: options?.rowMode, textOids });
  };
  const transaction = client.transaction.bind(client);
  const preparedIn = (tx: Transaction): Transaction =>
    Object.assign(Object.create(tx) as Transaction, {
      query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
        if (tx.closed) throw new Error('Transaction is closed');
        return query<T>(sql, params, options);
      },
    });
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      const result = previous.then(nextTurn).then(() => run(...args));
      previous = result.catch(() => undefined);
      return result;
    };
  client.query = inTurn(query) as PGlite['query'];
  client.exec = inTurn(client.exec.bind(client));
  client.transaction = inTurn(<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => callback(preparedIn(tx))),
  ) as PGlite['transaction'];
  return client;
}
