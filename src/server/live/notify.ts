import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';

// Live events (issue 31): what changed for whom, told to every server instance's open streams. An event is sent
// with pg_notify inside the transaction that made the change, so PostgreSQL (and PGlite) delivers it only once
// that transaction commits, and never for one rolled back. It names what changed, never its content: a stream
// that hears it reads the change through the same rules as any other read (who may see it, masked or not).

/** The channel every instance listens on. */
export const LIVE_CHANNEL = 'limpiahogar_live';

/**
 * The event that ends the named people's access at once (a suspension): every instance forgets its cached session
 * checks and closes their open streams after this last frame, so a reconnect is refused.
 */
export const SIGNED_OUT = 'signed-out';

/** One live event: the people whose open streams get it, its type and the ids that say what changed. */
export interface LiveEvent {
  /** The profiles (users) to tell. */
  users: readonly string[];
  /** What happened, e.g. 'message'. */
  type: string;
  /** Ids of what changed (e.g. { conversationId, messageId }): short strings, never content. */
  ids: Readonly<Record<string, string>>;
}

// PostgreSQL refuses a payload of 8,000 bytes or more; an event names a few ids.
const MAX_PAYLOAD = 7_900;

/** Sends `event` when `tx` commits (pg_notify inside it); nothing is sent if it rolls back. */
export async function notifyLive(tx: Database, event: LiveEvent): Promise<void> {
  const payload = JSON.stringify(event);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD) throw new Error(`live event too large: ${event.type}`);
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
}

/** Reads a payload heard on LIVE_CHANNEL; undefined for anything that is not a live event. */
export function parseLiveEvent(payload: string): LiveEvent | undefined {
  try {
    const event = JSON.parse(payload) as Partial<LiveEvent>;
    if (!Array.isArray(event.users) || typeof event.type !== 'string' || typeof event.ids !== 'object')
      return;
    return event as LiveEvent;
  } catch {
    return undefined;
  }
}

/**
 * notifyLive as an expression inside a statement of the change itself, for an event whose ids that statement makes
 * (a new message's id): `pg_notify` with the same JSON, sent when its transaction commits. `users` and `ids` are
 * expressions of the statement; each id is sent as text.
 */
export function liveNotice(
  type: string,
  users: readonly (SQL | Placeholder)[],
  ids: Readonly<Record<string, SQL | Placeholder>>,
): SQL {
  const pairs = sql.join(
    Object.entries(ids).map(([name, value]) => sql`${name}::text, (${value})::text`),
    sql`, `,
  );
  return sql`pg_notify(${LIVE_CHANNEL}::text, json_build_object('users', json_build_array(${sql.join(
    users.map((user) => sql`(${user})::text`),
    sql`, `,
  )}), 'type', ${type}::text, 'ids', json_build_object(${pairs}))::text)`;
}
