import type { PGlite } from '@electric-sql/pglite';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * PGlite runs each query synchronously on the server's thread and starts the next waiting one as soon as the
 * previous one resolves, so while queries queue up the event loop never polls: no connection is accepted, no
 * landing page or health check answered, for as long as the queue lasts (60 s under `npm run load`). Here
 * queries, scripts and transactions take turns, with a turn of the event loop between any two. Only in-memory
 * PGlite (the API tests) still runs in the server's thread; a data folder gets a worker (pglite-thread.ts).
 */
export function takeTurns(client: PGlite): PGlite {
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      const result = previous.then(nextTurn).then(() => run(...args));
      previous = result.catch(() => undefined);
      return result;
    };
  client.query = inTurn(client.query.bind(client)) as PGlite['query'];
  client.exec = inTurn(client.exec.bind(client));
  client.transaction = inTurn(client.transaction.bind(client)) as PGlite['transaction'];
  return client;
}
