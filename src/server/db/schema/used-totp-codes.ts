import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { userId } from './auth';

// Codes already accepted for each user while they could still be valid (RFC 6238 §5.2: one use per code).
export const usedTotpCodes = pgTable(
  'used_totp_codes',
  {
    userId: userId(),
    code: text('code').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.code] })],
);
