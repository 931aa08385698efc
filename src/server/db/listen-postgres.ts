import pg from 'pg';

/** What a session listening on a channel tells: each payload, and that it listens again after a gap. */
export interface ChannelListener {
  notify(payload: string): void;
  /** The session was lost and is back: whatever was sent in between was not heard. */
  resumed(): void;
}

const FIRST_DELAY_MS = 100;
const MAX_DELAY_MS = 30_000;

/**
 * LISTEN on a session of its own: a pg.Client, not one of the pool's connections, because a LISTEN lasts as long
 * as its session and PgBouncer in transaction mode hands a pooled session to someone else after each
 * transaction. Lost (a restart, a terminated backend, the network), it connects again with a doubling delay and
 * says `resumed()` once it listens again. Resolves after the first attempt, listening or retrying.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  listener: ChannelListener,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const retry = () => {
    if (stopped) return;
    const delay = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** failures);
    failures += 1;
    timer = setTimeout(() => void connect(true), delay);
    timer.unref();
  };

  const connect = async (again: boolean) => {
    const client = new pg.Client({ connectionString: url, application_name: 'limpiahogar-live' });
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      if (current === client) current = undefined;
      client.end().catch(() => undefined);
      retry();
    };
    client.on('error', lose);
    client.on('end', lose);
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) listener.notify(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch {
      return lose();
    }
    if (stopped) return void client.end().catch(() => undefined);
    current = client;
    failures = 0;
    if (again) listener.resumed();
  };

  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}
