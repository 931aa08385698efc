// The worker thread that owns the PGlite data folder (see pglite-thread.ts for the server's side). It runs
// one statement at a time, chosen by StatementQueue; while a transaction holds the session only that
// transaction's statements run, as PGlite's own lock would have it.
import { open as openFile, rename } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import type { QueryOptions, Transaction } from '@electric-sql/pglite';
import { durablePglite } from './durable-pglite';
import { PreparedStatements, textParsers } from './pglite-prepared';
import { toWire, type QueryRequest, type WorkerReply, type WorkerRequest } from './pglite-wire';
import { StatementQueue } from './statement-queue';

const port = parentPort!;
const pglite = durablePglite((workerData as { dataDir: string }).dataDir);
const queue = new StatementQueue<WorkerRequest>();
// Every query (drizzle's and prepared.ts's) runs as a named statement; exec (several statements, no
// parameters: migrations, scripts) goes through PGlite's simple protocol.
const prepared = new PreparedStatements(pglite);
const reply = (message: WorkerReply) => port.postMessage(message);
const fail = (id: number, error: unknown) => reply({ id, ok: false, error: toWire(error) });

interface OpenTransaction {
  id: number;
  tx: Transaction;
  end(commit: boolean): void;
  done: Promise<void>;
}
let open: OpenTransaction | undefined;
let lastTransaction = 0;
// Thrown into PGlite's transaction callback to make it roll back; not an error to report.
const ROLL_BACK = Symbol('roll back');

function optionsOf({ rowMode, textOids }: QueryRequest): QueryOptions | undefined {
  if (!rowMode && !textOids) return undefined;
  return { rowMode, parsers: textOids && textParsers(textOids) };
}

async function run(request: QueryRequest) {
  const target = request.tx === undefined ? pglite : open?.id === request.tx ? open.tx : undefined;
  if (!target) return fail(request.id, new Error('Transaction is closed'));
  const started = performance.now();
  try {
    const value =
      request.op === 'query'
        ? await prepared.query(request.sql, request.params, request)
        : await target.exec(request.sql, optionsOf(request));
    reply({ id: request.id, ok: true, value });
  } catch (error) {
    fail(request.id, error);
  } finally {
    queue.record(request.sql, performance.now() - started);
  }
}

// PGlite's own transaction (BEGIN, COMMIT or ROLLBACK, an aborted transaction's COMMIT reported as an error),
// held open until the server's side sends `end`.
async function begin(id: number) {
  const txId = ++lastTransaction;
  let entered: () => void;
  const inside = new Promise<void>((resolve) => (entered = resolve));
  const done = pglite.transaction(
    (tx) =>
      new Promise<void>((resolve, reject) => {
        open = { id: txId, tx, end: (commit) => (commit ? resolve() : reject(ROLL_BACK)), done };
        entered();
      }),
  );
  const began = await Promise.race([
    inside.then(() => true),
    done.then(
      () => false,
      () => false,
    ),
  ]);
  if (began) reply({ id, ok: true, value: txId });
  else
    await done.then(
      () => fail(id, new Error('BEGIN failed')),
      (error: unknown) => fail(id, error),
    );
}

async function end(id: number, commit: boolean) {
  const transaction = open!;
  transaction.end(commit);
  try {
    await transaction.done;
    reply({ id, ok: true, value: null });
  } catch (error) {
    if (error === ROLL_BACK) reply({ id, ok: true, value: null });
    else fail(id, error);
  } finally {
    open = undefined;
  }
}

// Nothing else runs while this does (the queue waits for it), so the tar is the folder at one instant. The
// checkpoint writes what shared buffers hold, so the copy needs no WAL replay to open; a partial file is never
// left under the final name.
async function backup(file: string) {
  await pglite.exec('checkpoint');
  const dump = await pglite.dumpDataDir('gzip');
  const bytes = new Uint8Array(await dump.arrayBuffer());
  const partial = `${file}.partial`;
  const handle = await openFile(partial, 'w', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(partial, file);
  return { bytes: bytes.byteLength };
}

async function handle(request: WorkerRequest) {
  if (request.op === 'begin') return begin(request.id);
  if (request.op === 'end') return end(request.id, request.commit);
  if (request.op === 'listen')
    return pglite
      .listen(request.channel, (payload) => reply({ notification: { channel: request.channel, payload } }))
      .then(() => reply({ id: request.id, ok: true, value: null }));
  if (request.op === 'backup')
    return backup(request.file).then((value) => reply({ id: request.id, ok: true, value }));
  if (request.op === 'close')
    return pglite.close().then(() => reply({ id: request.id, ok: true, value: null }));
  return run(request);
}

// Inside a transaction only its statements; outside, any statement, and `close` once nothing else waits.
const eligible = (request: WorkerRequest) =>
  open
    ? 'tx' in request && request.tx === open.id
    : !('tx' in request && request.tx !== undefined) && (request.op !== 'close' || queue.size === 1);

let running = false;
async function work() {
  if (running) return;
  running = true;
  for (
    let next = queue.take(eligible, performance.now());
    next;
    next = queue.take(eligible, performance.now())
  )
    await handle(next).catch((error: unknown) => fail(next!.id, error));
  running = false;
}

port.on('message', (request: WorkerRequest) => {
  queue.push(request, 'sql' in request ? request.sql : undefined, performance.now());
  void work();
});

pglite.waitReady.then(
  () => reply({ ready: true }),
  (error: unknown) => reply({ ready: false, error: toWire(error) }),
);
