// The messages between the server's thread and the PGlite worker (pglite-worker.ts). Only what structured
// clone carries crosses: no functions, so parsers travel as the type OIDs to leave as text.
import type { RowMode } from '@electric-sql/pglite';

export interface QueryRequest {
  id: number;
  op: 'query' | 'exec';
  sql: string;
  params?: unknown[];
  rowMode?: RowMode;
  /** Type OIDs returned as PostgreSQL's text instead of PGlite's parsed value (drizzle's identity parsers). */
  textOids?: number[];
  /** Set when the statement runs inside that open transaction. */
  tx?: number;
}

export type WorkerRequest =
  | QueryRequest
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' }
  /** A copy of the data folder written to `file` (pglite-thread.ts's `backup`). */
  | { id: number; op: 'backup'; file: string }
  /** From now on every notification on `channel` is posted back as a `notification` message. */
  | { id: number; op: 'listen'; channel: string };

export type WorkerReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: WireError }
  | { notification: { channel: string; payload: string } }
  | { ready: true }
  | { ready: false; error: WireError };

export type WireError = Record<string, string | number | boolean>;

/**
 * PGlite's DatabaseError keeps PostgreSQL's fields (code, detail, constraint, table, column, severity…) as own
 * properties, and adds the query's options, whose parsers cannot be cloned. The primitive ones are all the
 * app reads (errors.ts).
 */
export function toWire(error: unknown): WireError {
  if (!(error instanceof Error)) return { message: String(error) };
  const wire: WireError = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value))
      wire[key] = value as string | number | boolean;
  }
  return wire;
}

/** An Error thrown on this side of the wire, so its stack shows the caller, carrying PostgreSQL's fields. */
export function fromWire(wire: WireError): Error {
  const { message, name, ...fields } = wire;
  const error = Object.assign(new Error(String(message)), fields);
  if (typeof name === 'string') error.name = name;
  return error;
}
