import { and, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/clock';
import type { Database } from '#server/db/client';
import { tasks } from '#server/db/schema';

/** How long a claimed task is left to its worker before another may take it (a crash, a hung handler). */
export const LEASE_MS = 5 * 60_000;
// A claim takes up to 50 tasks (a request's notice is an e-mail to each provider in range: claimed ten at a
// time, they fell behind new requests on PGlite) and runs 10 at once (an SMTP server limits connections).
const BATCH_SIZE = 50;
const AT_ONCE = 10;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
const ERROR_LENGTH = 2_000;

/** The wait after the n-th failed attempt: 30 s, 1 min, 2 min… never more than an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), LONGEST_RETRY_MS);
}

export interface TaskContext {
  db: Database;
  /** The clock's reading when this attempt started. */
  now: Date;
  log: FastifyBaseLogger;
  attempt: number;
  /**
   * Runs `change` in a transaction that also marks the task done, with the task's row locked: if a lease ran
   * out and another worker took the task too, whichever commits first does it and the other skips `change`
   * (and gets undefined). Inside, use `tx` only: on PGlite `db` waits for this transaction to end.
   */
  completeInTransaction<T>(change: (tx: Database) => Promise<T>): Promise<T | undefined>;
}

export type TaskHandler<P> = (payload: P, context: TaskContext) => Promise<void>;

export interface WorkerOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  pollMs: number;
  leaseMs?: number;
}

type ClaimedTask = Pick<typeof tasks.$inferSelect, 'id' | 'kind' | 'payload' | 'attempts' | 'maxAttempts'>;

const pending = and(isNull(tasks.doneAt), isNull(tasks.failedAt));

export class TaskWorker {
  private readonly handlers = new Map<string, TaskHandler<unknown>>();
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly log: FastifyBaseLogger;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  // Drains run one after another in this process; other processes are kept apart by the database.
  private chain: Promise<unknown> = Promise.resolve();
  private drainWaiting = false;
  private polling = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;

  constructor({ db, clock, log, pollMs, leaseMs = LEASE_MS }: WorkerOptions) {
    this.db = db;
    this.clock = clock;
    this.log = log;
    this.pollMs = pollMs;
    this.leaseMs = leaseMs;
  }

  /** This process runs tasks of this kind; a kind no handler knows is left for an instance that does. */
  handle<P>(kind: string, handler: TaskHandler<P>): void {
    if (this.handlers.has(kind)) throw new Error(`Task kind already handled: ${kind}`);
    this.handlers.set(kind, handler as TaskHandler<unknown>);
  }

  /** Runs every task due now, and those they enqueue, then resolves with how many attempts were made. */
  runDue(): Promise<number> {
    this.drainWaiting = true;
    const run = this.chain.then(() => {
      this.drainWaiting = false;
      return this.drain();
    });
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** Polls every pollMs from now on, starting at once with what waited while no instance ran. */
  start(): void {
    if (this.polling || this.stopped) return;
    this.polling = true;
    const tick = async () => {
      await this.runDue().catch((err) => this.log.warn({ err }, 'no se pudieron leer las tareas pendientes'));
      if (this.stopped) return;
      this.timer = setTimeout(tick, this.pollMs);
      this.timer.unref();
    };
    void tick();
  }

  /** After a commit that enqueued: run it now rather than at the next poll (only when polling). */
  wake(): void {
    if (!this.polling || this.stopped || this.drainWaiting) return;
    this.runDue().catch((err) => this.log.warn({ err }, 'no se pudieron leer las tareas pendientes'));
  }

  /** Claims nothing more and waits for the handlers running now; a claimed task is never left half done. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.chain;
  }

  private async drain(): Promise<number> {
    let attempts = 0;
    while (!this.stopped) {
      const claimed = await this.claim();
      if (claimed.length === 0) break;
      const finished = await this.executeAll(claimed);
      // One statement records the batch's ends (a notice to many is many e-mails, each a task).
      await this.markDone(
        this.db,
        claimed.filter((_, index) => finished[index]),
      ).catch((err) =>
        this.log.error({ err }, 'no se pudo marcar el lote de tareas hecho; su plazo las devolverá'),
      );
      attempts += claimed.length;
    }
    return attempts;
  }

  /** Runs the claimed tasks AT_ONCE at a time; for each, whether it is left for the batch to mark done. */
  private async executeAll(claimed: ClaimedTask[]): Promise<boolean[]> {
    const finished: boolean[] = [];
    let next = 0;
    const runner = async () => {
      while (next < claimed.length) {
        const index = next++;
        finished[index] = await this.execute(claimed[index]!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, claimed.length) }, runner));
    return finished;
  }

  // One short transaction: the due tasks no other worker holds get a lease and one more attempt.
  private async claim(): Promise<ClaimedTask[]> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return [];
    const now = this.clock.now();
    const mine = and(pending, inArray(tasks.kind, kinds));
    const leaseOver = or(isNull(tasks.lockedUntil), lte(tasks.lockedUntil, now));
    return this.db.transaction(async (tx) => {
      await this.failAbandoned(tx, now, mine);
      const due = await tx
        .select({ id: tasks.id })
        .from(tasks)
        .where(
          and(
            mine,
            or(isNull(tasks.runAt), lte(tasks.runAt, now)),
            leaseOver,
            lt(tasks.attempts, tasks.maxAttempts),
          ),
        )
        .orderBy(sql`${tasks.runAt} asc nulls first`, tasks.id)
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(tasks)
        .set({ lockedUntil: new Date(now.getTime() + this.leaseMs), attempts: sql`${tasks.attempts} + 1` })
        .where(
          inArray(
            tasks.id,
            due.map((task) => task.id),
          ),
        )
        .returning({
          id: tasks.id,
          kind: tasks.kind,
          payload: tasks.payload,
          attempts: tasks.attempts,
          maxAttempts: tasks.maxAttempts,
        });
    });
  }

  // A worker that died during a task's last attempt leaves nobody to record its end.
  private async failAbandoned(tx: Database, now: Date, mine: ReturnType<typeof and>) {
    const abandoned = await tx
      .select({ id: tasks.id, kind: tasks.kind })
      .from(tasks)
      .where(and(mine, lte(tasks.lockedUntil, now), gte(tasks.attempts, tasks.maxAttempts)))
      .for('update', { skipLocked: true });
    if (abandoned.length === 0) return;
    await tx
      .update(tasks)
      .set({
        failedAt: now,
        lockedUntil: null,
        lastError: sql`coalesce(${tasks.lastError}, 'lease expired on the last attempt')`,
      })
      .where(
        inArray(
          tasks.id,
          abandoned.map((task) => task.id),
        ),
      );
    for (const task of abandoned) {
      this.log.error({ taskId: task.id, kind: task.kind }, 'tarea abandonada en su último intento');
    }
  }

  /** True when the handler succeeded and the task is left for the batch to mark done. */
  private async execute(task: ClaimedTask): Promise<boolean> {
    const log = this.log.child({ taskId: task.id, kind: task.kind, attempt: task.attempts });
    let completed = false;
    const context: TaskContext = {
      db: this.db,
      now: this.clock.now(),
      log,
      attempt: task.attempts,
      completeInTransaction: async (change) => {
        const outcome = await this.db.transaction(async (tx) => {
          const [open] = await tx
            .select({ id: tasks.id })
            .from(tasks)
            .where(and(eq(tasks.id, task.id), isNull(tasks.doneAt)))
            .for('update');
          if (!open) return { ran: false as const };
          const value = await change(tx);
          await this.markDone(tx, [task]);
          return { ran: true as const, value };
        });
        completed = true;
        return outcome.ran ? outcome.value : undefined;
      },
    };
    try {
      await this.handlers.get(task.kind)!(task.payload, context);
      return !completed;
    } catch (err) {
      await this.recordFailure(task, err, log).catch((cause) =>
        log.error({ err: cause }, 'no se pudo registrar el fallo de la tarea; su plazo la devolverá'),
      );
      return false;
    }
  }

  // Whoever did the work may record it, even a worker whose lease ran out.
  private async markDone(db: Database, done: ClaimedTask[]) {
    if (done.length === 0) return;
    await db
      .update(tasks)
      .set({ doneAt: this.clock.now(), failedAt: null, lockedUntil: null, lastError: null })
      .where(
        and(
          inArray(
            tasks.id,
            done.map((task) => task.id),
          ),
          isNull(tasks.doneAt),
        ),
      );
  }

  // Only the current lease holder (same attempt number) reschedules: a late one would undo a newer claim.
  private async recordFailure(task: ClaimedTask, err: unknown, log: FastifyBaseLogger) {
    const now = this.clock.now();
    const lastError = (err instanceof Error ? (err.stack ?? err.message) : String(err)).slice(
      0,
      ERROR_LENGTH,
    );
    const final = task.attempts >= task.maxAttempts;
    const retryAt = new Date(now.getTime() + retryDelayMs(task.attempts));
    const [recorded] = await this.db
      .update(tasks)
      .set(
        final
          ? { failedAt: now, lockedUntil: null, lastError }
          : { runAt: retryAt, lockedUntil: null, lastError },
      )
      .where(and(eq(tasks.id, task.id), eq(tasks.attempts, task.attempts), pending))
      .returning({ id: tasks.id });
    if (!recorded) return;
    if (final) log.error({ err }, `tarea fallida tras ${task.attempts} intentos; no se reintentará`);
    else log.warn({ err, retryAt }, 'tarea fallida; se reintentará');
  }
}
