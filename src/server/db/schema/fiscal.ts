import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CFDI_USE_CODES, TAX_REGIME_CODES } from '#shared/fiscal-catalog';
import { jobId } from './jobs';
import { paymentId } from './payments';
import { profileId } from './profiles';
import { oneOf } from './sql-helpers';
import { createdAtNow } from './columns';

/**
 * A person's fiscal data, as on their Constancia de Situación Fiscal: what a CFDI 4.0 needs of its receptor.
 * Optional; without it a payment gets our own receipt only.
 */
export const fiscalProfiles = pgTable(
  'fiscal_profiles',
  {
    profileId: profileId('profile_id').primaryKey(),
    rfc: text('rfc').notNull(),
    legalName: text('legal_name').notNull(),
    taxRegime: text('tax_regime', { enum: TAX_REGIME_CODES }).notNull(),
    zip: text('zip').notNull(),
    cfdiUse: text('cfdi_use', { enum: CFDI_USE_CODES }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('fiscal_profiles_tax_regime_valid', oneOf(table.taxRegime, TAX_REGIME_CODES)),
    check('fiscal_profiles_cfdi_use_valid', oneOf(table.cfdiUse, CFDI_USE_CODES)),
    check('fiscal_profiles_zip_valid', sql`${table.zip} ~ '^[0-9]{5}$'`),
  ],
);

export const CFDI_STATUSES = ['pending', 'issued', 'failed'] as const;

/**
 * The CFDI of a paid payment, issued through a PAC (Facturapi): asked for once the money is confirmed and the
 * payer has fiscal data, issued by a task outside any transaction. Kept like the payment it invoices.
 */
export const cfdiInvoices = pgTable(
  'cfdi_invoices',
  {
    paymentId: paymentId().primaryKey(),
    status: text('status', { enum: CFDI_STATUSES }).notNull().default('pending'),
    // The PAC's invoice id, and the SAT's folio fiscal (UUID) once stamped.
    externalId: text('external_id'),
    uuid: text('uuid'),
    // The receptor's data as sent, so the CFDI can be told apart from later edits of the fiscal data.
    receptor: jsonb('receptor').notNull(),
    failureReason: text('failure_reason'),
    createdAt: createdAtNow(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
  },
  (table) => [check('cfdi_invoices_status_valid', oneOf(table.status, CFDI_STATUSES))],
);

/**
 * 'Solicitar factura': the customer of a service paid online asks its provider, who sold the service, for the
 * CFDI. One per service; the customer's fiscal data and address are kept as sent, and the provider says when
 * the invoice went out. Kept like the service it invoices.
 */
export const invoiceRequests = pgTable(
  'invoice_requests',
  {
    jobId: jobId('restrict').primaryKey(),
    /** Centavos: what the customer paid online for the service when the invoice was asked for. */
    amount: integer('amount').notNull(),
    /** The receptor as sent: RFC, razón social, régimen, código postal, uso del CFDI, and the e-mail to send to. */
    receptor: jsonb('receptor').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [check('invoice_requests_amount_positive', sql`${table.amount} > 0`)],
);
