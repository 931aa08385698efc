import type pg from 'pg';

/**
 * Pools that reach PostgreSQL through a transaction-mode pooler (DATABASE_POOLER=transaction): PgBouncer hands
 * each transaction to whichever server connection is free, and before 1.21 (Debian's is 1.18) it keeps no named
 * prepared statement across them, so a statement named on one connection is unknown ("prepared statement does not
 * exist") or already there ("… already exists") on the next. Queries on these pools go unnamed (src/server/db/prepared.ts).
 */
export const transactionPooled = new WeakSet<pg.Pool>();
