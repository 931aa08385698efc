import type { IncomingMessage } from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '#server/db/client';

// What the gateways' stand-ins and their tests share: a request's body as text, what the app made of an event
// it received, and the shape of such an event as the contracts send it.

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

/** One word of a gateway to the app's webhook (a Stripe event, a Mercado Pago notification), as a test sends it. */
export interface Notice {
  deliver(): Promise<LightMyRequestResponse>;
  /** The gateway telling the same again in a new delivery: Stripe's retry under a new event id, Mercado Pago's
   * second notification of one state. */
  again(): Promise<LightMyRequestResponse>;
  /** What the app kept of it: one row per state of what it names, with the outcome ('applied', 'ignored: …'). */
  stored(): Promise<{ event_id: string; outcome: string }[]>;
  /** The outcome of the latest row kept, or undefined if it kept none. */
  outcome(): Promise<string | undefined>;
}
