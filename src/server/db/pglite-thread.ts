import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { textOidsOf } from './pglite-prepared';
import { fromWire, type WorkerReply, type WorkerRequest } from './pglite-wire';

// Under tsx (dev, tests, scripts) the worker is the TypeScript source, through a loader; the build bundles
// it beside server.js (scripts/build-server.mjs), which is where import.meta.url then points.
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(fromSource ? './pglite-worker-tsx.mjs' : './pglite-worker.js', import.meta.url);

type Unsent = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;
type Options = Pick<QueryOptions, 'rowMode' | 'parsers'>;

interface Call {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

// isDatabaseUnavailable (errors.ts) knows PostgreSQL's shutdown codes: the server answers 503, not 500.
const unavailable = (message: string, code: '57P01' | '57P02', cause?: unknown) =>
  Object.assign(new Error(message, { cause }), { code });

/**
 * PGlite on a data folder, run in a worker thread: PostgreSQL's work and each commit's fsync happen on another
 * core while this thread goes on serving. The part of PGlite's interface drizzle and prepared.ts use.
 */
export class PgliteThread {
  readonly waitReady: Promise<void>;
  readonly #worker: Worker;
  readonly #calls = new Map<number, Call>();
  /** Who hears each channel the worker listens on. */
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #lastId = 0;
  #stopped: Error | undefined;

  constructor(dataDir: string) {
    this.#worker = new Worker(workerFile, { workerData: { dataDir } });
    this.waitReady = new Promise<void>((resolve, reject) => {
      this.#worker.on('message', (message: WorkerReply) => {
        if ('notification' in message) {
          const { channel, payload } = message.notification;
          for (const listener of this.#listeners.get(channel) ?? []) listener(payload);
          return;
        }
        if (!('id' in message)) {
          if (this.#calls.size === 0) this.#worker.unref();
          return message.ready ? resolve() : reject(fromWire(message.error));
        }
        const call = this.#calls.get(message.id);
        this.#calls.delete(message.id);
        // Unreferenced while idle, as PGlite in this thread never kept a process alive.
        if (this.#calls.size === 0) this.#worker.unref();
        if (message.ok) call?.resolve(message.value);
        else call?.reject(fromWire(message.error));
      });
      const stop = (cause: unknown) => {
        this.#stopped ??= unavailable('PGlite worker stopped', '57P02', cause);
        reject(this.#stopped);
        for (const call of this.#calls.values()) call.reject(this.#stopped);
        this.#calls.clear();
      };
      this.#worker.on('error', stop);
      this.#worker.on('exit', (code) => stop(new Error(`worker exited with code ${code}`)));
    });
  }

  query<T>(sql: string, params?: unknown[], options?: Options, tx?: number): Promise<Results<T>> {
    const textOids = textOidsOf(options);
    return this.#send({ op: 'query', sql, params, rowMode: options?.rowMode, textOids, tx }) as Promise<
      Results<T>
    >;
  }

  exec(sql: string, options?: Options, tx?: number): Promise<Results[]> {
    const textOids = textOidsOf(options);
    return this.#send({ op: 'exec', sql, rowMode: options?.rowMode, textOids, tx }) as Promise<Results[]>;
  }

  /** Holds the session from BEGIN to COMMIT (or ROLLBACK when the callback throws); other queries wait. */
  async transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    const id = (await this.#send({ op: 'begin' })) as number;
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: PgliteThreadTransaction = {
      query: async (sql, params, options) => (open(), this.query(sql, params, options, id)),
      exec: async (sql, options) => (open(), this.exec(sql, options, id)),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      closed = true;
      // Only a worker that stopped fails to roll back; the callback's error says more.
      await this.#send({ op: 'end', tx: id, commit: false }).catch(() => undefined);
      throw error;
    }
    closed = true;
    await this.#send({ op: 'end', tx: id, commit: true });
    return result;
  }

  /**
   * Calls `listener` with each NOTIFY payload on `channel`, committed by anyone using this database, until the
   * function it resolves with is called. The worker listens once per channel and keeps listening.
   */
  async listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
      try {
        await this.#send({ op: 'listen', channel });
      } catch (error) {
        this.#listeners.delete(channel);
        throw error;
      }
    }
    listeners.add(listener);
    return async () => void this.#listeners.get(channel)?.delete(listener);
  }

  /** Requests sent and not yet answered: the one running and those queued behind it (GET /metrics). */
  get pending(): number {
    return this.#calls.size;
  }

  /**
   * Writes a consistent copy of the data folder to `file` (a gzipped tar, as PGlite's dumpDataDir makes): the
   * worker takes it between two statements, never inside a transaction, after a checkpoint, so the copy opens
   * as the database stood at that moment. `npm run backup` asks for it through the control socket.
   */
  async backup(file: string): Promise<{ bytes: number }> {
    return (await this.#send({ op: 'backup', file })) as { bytes: number };
  }

  /** Closes PGlite in the worker, so the data folder is left clean, then ends the worker. */
  async close(): Promise<void> {
    if (!this.#stopped) await this.#send({ op: 'close' }).catch(() => undefined);
    this.#stopped ??= unavailable('PGlite is closed', '57P01');
    await this.#worker.terminate();
  }

  /** What drizzle's PGlite driver and prepared.ts take; they call only the methods above. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }

  #send(request: Unsent): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = ++this.#lastId;
    return new Promise((resolve, reject) => {
      this.#worker.postMessage({ ...request, id });
      if (this.#calls.size === 0) this.#worker.ref();
      this.#calls.set(id, { resolve, reject });
    });
  }
}

export interface PgliteThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: Options): Promise<Results<T>>;
  exec(sql: string, options?: Options): Promise<Results[]>;
  readonly closed: boolean;
}
