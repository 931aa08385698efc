import type { IncomingMessage } from 'node:http';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '#server/db/client';

// What the gateways' stand-ins and their tests share: a request's body as text, and what the app made of an
// event it received.

export const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });

/** The outcome the webhook stored for an event ('applied', 'ignored: …'), or undefined if it kept none. */
export async function eventOutcome(db: Database, eventId: string) {
  return rowsOf<{ outcome: string }>(
    await db.execute(sql`select outcome from payment_events where event_id = ${eventId}`),
  )[0]?.outcome;
}
