// The worker thread that owns the PGlite data folder (see pglite-thread.ts for the server's side). Statements
// arrive in the order they were sent and go straight to PGlite, whose own lock makes them wait while a
// transaction holds the session, exactly as in the server's thread before.
import { parentPort, workerData } from 'node:worker_threads';
import type { QueryOptions, Transaction } from '@electric-sql/pglite';
import { durablePglite } from './durable-pglite';
import { toWire, type QueryRequest, type WorkerReply, type WorkerRequest } from './pglite-wire';

const port = parentPort!;
const pglite = durablePglite((workerData as { dataDir: string }).dataDir);
const reply = (message: WorkerReply) => port.postMessage(message);
const settle = (id: number, work: Promise<unknown>) =>
  work.then(
    (value) => reply({ id, ok: true, value }),
    (error: unknown) => reply({ id, ok: false, error: toWire(error) }),
  );

interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean, replyTo: number): void;
}
const transactions = new Map<number, OpenTransaction>();
let lastTransaction = 0;
// Thrown into PGlite's transaction callback to make it roll back; not an error to report.
const ROLL_BACK = Symbol('roll back');

const identity = (value: unknown) => value;

function optionsOf({ rowMode, textOids }: QueryRequest): QueryOptions | undefined {
  if (!rowMode && !textOids) return undefined;
  return { rowMode, parsers: textOids && Object.fromEntries(textOids.map((oid) => [oid, identity])) };
}

function run(request: QueryRequest): Promise<unknown> {
  const target = request.tx === undefined ? pglite : transactions.get(request.tx)?.tx;
  if (!target) return Promise.reject(new Error('Transaction is closed'));
  return request.op === 'query'
    ? target.query(request.sql, request.params, optionsOf(request))
    : target.exec(request.sql, optionsOf(request));
}

// PGlite's own transaction (BEGIN, COMMIT or ROLLBACK, an aborted transaction's COMMIT reported as an error),
// held open until the server's side sends `end`.
function begin(id: number) {
  const txId = ++lastTransaction;
  let replyTo: number | undefined;
  const done = pglite.transaction(
    (tx) =>
      new Promise<void>((resolve, reject) => {
        transactions.set(txId, {
          tx,
          end: (commit, endId) => {
            replyTo = endId;
            if (commit) resolve();
            else reject(ROLL_BACK);
          },
        });
        reply({ id, ok: true, value: txId });
      }),
  );
  void done
    .then(
      () => undefined,
      (error: unknown) => {
        if (error !== ROLL_BACK) throw error;
      },
    )
    .finally(() => transactions.delete(txId))
    // Before the callback ran (BEGIN failed) the error answers `begin` itself.
    .then(
      () => reply({ id: replyTo!, ok: true, value: null }),
      (error: unknown) => reply({ id: replyTo ?? id, ok: false, error: toWire(error) }),
    );
}

function end(id: number, txId: number, commit: boolean) {
  const open = transactions.get(txId);
  if (open) open.end(commit, id);
  else reply({ id, ok: false, error: toWire(new Error('Transaction is closed')) });
}

port.on('message', (request: WorkerRequest) => {
  if (request.op === 'begin') begin(request.id);
  else if (request.op === 'end') end(request.id, request.tx, request.commit);
  else if (request.op === 'close') void settle(request.id, pglite.close());
  else void settle(request.id, run(request));
});

pglite.waitReady.then(
  () => reply({ ready: true }),
  (error: unknown) => reply({ ready: false, error: toWire(error) }),
);
