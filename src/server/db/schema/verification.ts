import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { DOCUMENT_KINDS, DOCUMENT_TYPES } from '#shared/schemas/verification';
import { profileId } from './profiles';
import { oneOf } from './sql-helpers';

export const VERIFICATION_STATES = ['pending', 'approved', 'rejected'] as const;

/**
 * A provider's request to have their identity checked ('Verificación'): sent with both documents and the
 * promise of being 18 or older; an operator approves or rejects it, with a reason.
 */
export const providerVerifications = pgTable(
  'provider_verifications',
  {
    providerId: profileId('provider_id').primaryKey(),
    status: text('status', { enum: VERIFICATION_STATES }).notNull(),
    rfc: text('rfc'),
    adultConfirmedAt: timestamp('adult_confirmed_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    // The operator's user id.
    decidedBy: text('decided_by'),
    rejectionReason: text('rejection_reason'),
  },
  (table) => [
    check('provider_verifications_status_valid', oneOf(table.status, VERIFICATION_STATES)),
    // Verificaciones: the requests waiting, oldest first, never a scan of every provider ever verified.
    index('provider_verifications_pending_idx')
      .on(table.submittedAt, table.providerId)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * The documents themselves, private: served only to operators (never a public URL), one of each kind per
 * provider, replaced by a new upload until the request is sent. Images are re-encoded (metadata and any GPS
 * position dropped); PDFs are kept as sent. The bytes are kept through the storage port, under `storage_key`.
 */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    providerId: profileId('provider_id'),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    contentType: text('content_type', { enum: DOCUMENT_TYPES }).notNull(),
    // Where its bytes are, through the storage port (src/server/storage): the database or a bucket.
    storageKey: text('storage_key').notNull().unique(),
    size: integer('size').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    // When the request that carried this very file was sent; null until then (a new upload clears it). Operators
    // may open only sent documents, never a draft.
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.kind] }),
    check('verification_documents_kind_valid', oneOf(table.kind, DOCUMENT_KINDS)),
    check('verification_documents_type_valid', oneOf(table.contentType, DOCUMENT_TYPES)),
    check(
      'verification_documents_size_range',
      sql`${table.size} between 1 and ${sql.raw(String(5 * 1024 * 1024))}`,
    ),
  ],
);
