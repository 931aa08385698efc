import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AnalyticsEventKind } from '#shared/domain/analytics';
import { TIME_ZONE } from '#shared/domain/mexican-time-zones';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/clock';

interface RecorderOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How often the buffer is written; also written when it holds `maxBuffered` events, and on close. */
  flushMs: number;
  maxBuffered?: number;
}

/**
 * 'Estadísticas' counts views and appearances without a write on any request's path: a request pushes onto this
 * instance's buffer (three array appends), and one statement every `flushMs` appends the batch to provider_events
 * and adds it to provider_event_days. A crash loses at most the events of the last `flushMs`: statistics, not money.
 */
export class EventRecorder {
  private providerIds: string[] = [];
  private kinds: AnalyticsEventKind[] = [];
  private instants: number[] = [];
  private writing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private readonly maxBuffered: number;
  private readonly deciding = new Set<Promise<void>>();

  constructor(private readonly options: RecorderOptions) {
    this.maxBuffered = options.maxBuffered ?? 1000;
  }

  record(providerId: string, kind: AnalyticsEventKind) {
    this.providerIds.push(providerId);
    this.kinds.push(kind);
    this.instants.push(this.options.clock.now().getTime());
    if (this.providerIds.length >= this.maxBuffered) void this.flush();
  }

  /** One appearance per provider of a list's answer, however often the list names them. */
  recordEach(providerIds: readonly string[], kind: AnalyticsEventKind) {
    for (const providerId of new Set(providerIds)) this.record(providerId, kind);
  }

  /**
   * A record that first needs a read (whose session a request carries): the next flush waits for it, so a batch
   * written at shutdown, or read by a test, never leaves such a view behind.
   */
  after(decide: () => Promise<void>): Promise<void> {
    const pending: Promise<void> = decide()
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'analytics event not decided'))
      .finally(() => this.deciding.delete(pending));
    this.deciding.add(pending);
    return pending;
  }

  get buffered() {
    return this.providerIds.length;
  }

  start() {
    this.timer ??= setInterval(() => void this.flush(), this.options.flushMs);
    this.timer.unref();
  }

  /** Writes what is buffered now; resolves once it (and any write before it) is in the database. */
  async flush(): Promise<void> {
    if (this.deciding.size > 0) await Promise.all([...this.deciding]);
    if (this.providerIds.length > 0) {
      const batch = { providerIds: this.providerIds, kinds: this.kinds, instants: this.instants };
      this.providerIds = [];
      this.kinds = [];
      this.instants = [];
      this.writing = this.writing.then(() => this.write(batch));
    }
    return this.writing;
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  // One statement: the events are appended and counted together or not at all. A provider deleted since the
  // event was buffered is skipped (the join), so one erased account cannot lose the batch of everyone else.
  private async write(batch: { providerIds: string[]; kinds: string[]; instants: number[] }) {
    const ats = batch.instants.map((instant) => new Date(instant).toISOString());
    try {
      await this.options.db.execute(sql`with appended as (
          insert into provider_events (provider_id, kind, at)
          select e.provider_id, e.kind, e.at
          from unnest(${sql.param(batch.providerIds)}::text[], ${sql.param(batch.kinds)}::text[],
            ${sql.param(ats)}::timestamptz[]) as e(provider_id, kind, at)
          join profiles p on p.id = e.provider_id
          returning provider_id, kind, at
        )
        insert into provider_event_days (provider_id, day, kind, count)
        select provider_id, (at at time zone ${TIME_ZONE})::date, kind, count(*)::int from appended group by 1, 2, 3
        on conflict (provider_id, day, kind) do update set count = provider_event_days.count + excluded.count`);
    } catch (error) {
      this.options.log.error({ err: error, events: ats.length }, 'analytics events not recorded');
    }
  }
}
