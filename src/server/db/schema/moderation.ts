import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { REPORT_OUTCOMES, REPORT_TARGETS } from '#shared/schemas/moderation';
import { profileId } from './profiles';
import { oneOf } from './sql-helpers';
import { uuidPrimaryKey } from './columns';

/**
 * 'Reportar': a person flags a review or a request, once each, with a reason. Open until an operator hides the
 * content or dismisses its reports. The target is kept as a bare id (a review or a request), so a report
 * never holds the content up.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: uuidPrimaryKey(),
    reporterId: profileId('reporter_id'),
    targetType: text('target_type', { enum: REPORT_TARGETS }).notNull(),
    targetId: uuid('target_id').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    // The operator's user id.
    resolvedBy: text('resolved_by'),
    outcome: text('outcome', { enum: REPORT_OUTCOMES }),
  },
  (table) => [
    unique('content_reports_once').on(table.reporterId, table.targetType, table.targetId),
    check('content_reports_target_valid', oneOf(table.targetType, REPORT_TARGETS)),
    check('content_reports_outcome_valid', oneOf(table.outcome, REPORT_OUTCOMES)),
    index('content_reports_open_idx')
      .on(table.targetType, table.targetId)
      .where(sql`${table.resolvedAt} is null`),
  ],
);
