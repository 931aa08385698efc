import { bigserial, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ARCO_KINDS, ARCO_OUTCOMES, AUDIT_ACTIONS } from '#shared/operator-messages';
import { userId } from './auth';
import { oneOf } from './sql-helpers';

/**
 * Who may open the Consola de Operación. Granted and removed only from the command line (npm run operator):
 * no route writes here, and an account keeps its own side (client or provider) besides.
 */
export const operators = pgTable('operators', {
  userId: userId().primaryKey(),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
});

/**
 * Every operator action, append-only: who, what, to what, when and why. A trigger (migration 0011) refuses
 * UPDATE, DELETE and TRUNCATE, so not even the application can rewrite it. The actor and the target are kept
 * as ids (text, no foreign key: the entry outlives what it names) and named when the log is read, so a deleted
 * account's e-mail is not kept here either.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    // The operator's user id, or null for the command line.
    actorId: text('actor_id'),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    check('audit_log_action_valid', oneOf(table.action, AUDIT_ACTIONS)),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
  ],
);

/**
 * Each exercise of an ARCO right (LFPDPPP) through the product: a data export (access) or an account deletion
 * (cancellation), with its date and outcome, refused ones included, for operators to answer for. The user id
 * is kept as text: the entry outlives the account it names.
 */
export const arcoRequests = pgTable(
  'arco_requests',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    kind: text('kind', { enum: ARCO_KINDS }).notNull(),
    outcome: text('outcome', { enum: ARCO_OUTCOMES }).notNull(),
    // Why it was refused, or what was done.
    detail: text('detail').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('arco_requests_kind_valid', oneOf(table.kind, ARCO_KINDS)),
    check('arco_requests_outcome_valid', oneOf(table.outcome, ARCO_OUTCOMES)),
    index('arco_requests_at_idx').on(table.at),
  ],
);
