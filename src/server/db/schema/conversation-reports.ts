import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONVERSATION_REPORT_REASONS } from '#shared/conversation-report-messages';
import { conversations } from './conversations';
import { profileId } from './profiles';
import { oneOf } from './sql-helpers';
import { createdAtNow, uuidPrimaryKey, uuidReference } from './columns';

/**
 * 'Reportar conversación' (issue 31): either side flags a conversation with a reason. One open report per person
 * and conversation; an operator resolves the open ones with a note. A conversation with a report is the only
 * kind an operator may read (docs/decisions/0025).
 */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: uuidPrimaryKey(),
    conversationId: uuidReference('conversation_id', () => conversations.id, 'cascade'),
    reporterId: profileId('reporter_id'),
    reason: text('reason', { enum: CONVERSATION_REPORT_REASONS }).notNull(),
    // What happened, in the reporter's words; empty when they chose a reason and wrote nothing.
    details: text('details').notNull().default(''),
    createdAt: createdAtNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    // The operator's user id.
    resolvedBy: text('resolved_by'),
    resolutionNote: text('resolution_note'),
  },
  (table) => [
    check('conversation_reports_reason_valid', oneOf(table.reason, CONVERSATION_REPORT_REASONS)),
    // Reporting again while one is open answers that one.
    uniqueIndex('conversation_reports_open_key')
      .on(table.conversationId, table.reporterId)
      .where(sql`${table.resolvedAt} is null`),
    index('conversation_reports_conversation_idx').on(table.conversationId),
    // The console's queue: the open ones.
    index('conversation_reports_open_idx')
      .on(table.createdAt)
      .where(sql`${table.resolvedAt} is null`),
  ],
);
