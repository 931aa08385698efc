import { z } from 'zod';

/**
 * The page cursors of every keyset list, written and read here only. A cursor the server did not write is
 * refused by the route's schema with 400, so what reaches the database is always a value it accepts.
 */

/** Where the next page starts: strictly before this row, in (instant, id) order, newest first. */
export interface PageCursor {
  /** The row's instant in microseconds since the epoch (PostgreSQL keeps microseconds, a JS Date only ms). */
  us: bigint;
  id: string;
}

// Up to 18 digits, no leading zero: year 33,658 at most, inside what PostgreSQL's timestamptz and a JavaScript
// Date hold. The id is a uuid exactly as PostgreSQL writes it (lowercase, hyphenated).
const PAGE_CURSOR = /^(0|[1-9]\d{0,17})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The largest instant a cursor can name: before every row, as a first page reads. */
export const LAST_CURSOR: PageCursor = {
  us: 999_999_999_999_999_999n,
  id: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
};

export function encodeCursor(cursor: PageCursor): string {
  return `${cursor.us}.${cursor.id}`;
}

/** The cursor a text names, or null when it is not one encodeCursor could have written. */
export function decodeCursor(text: string | undefined): PageCursor | null {
  const match = text === undefined ? null : PAGE_CURSOR.exec(text);
  return match ? { us: BigInt(match[1]!), id: match[2]! } : null;
}

/** The query parameter that carries a page cursor, refused with `message` unless it decodes. */
export function pageCursorParam(message: string) {
  return z
    .string()
    .regex(PAGE_CURSOR, message)
    .optional()
    .meta({ description: 'The nextCursor of the page before; left out for the first page.' });
}

// A bigserial the list wrote, as digits: no sign, exponent, hex or spaces, and no larger than a safe integer.
const SEQUENCE_CURSOR = /^[1-9]\d{0,15}$/;

/** The query parameter that carries a sequence number as the cursor of a list ordered by it. */
export function sequenceCursorParam(message: string) {
  return z
    .string()
    .regex(SEQUENCE_CURSOR, message)
    .refine((text) => Number.isSafeInteger(Number(text)), message)
    .transform(Number)
    .optional()
    .meta({ description: 'The nextBefore of the page before; left out for the first page.' });
}
