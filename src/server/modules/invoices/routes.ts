import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { billingMessages } from '#shared/plan-payment-messages';
import type { BillingLine } from '#shared/schemas/provider';
import { rowsOf, type Database } from '#server/db/client';
import { NotFoundError } from '#server/domain/errors';
import { providerDisplayName } from '#server/modules/profiles';
import { AppError } from '#server/plugins/errors';
import type { CfdiIssuer } from './cfdi';
import { renderReceiptPdf } from './receipt-pdf';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A receipt's folio: short enough to read over the phone, unique enough among one business's payments. */
export const receiptFolio = (paymentId: string) => `LH-${paymentId.slice(0, 8).toUpperCase()}`;

interface InvoiceRoutesOptions {
  db: Database;
  supportEmail: string;
  /** The PAC that issued the CFDI; null: none configured, so no CFDI to download. */
  issuer: CfdiIssuer | null;
}

interface PaidPlanPayment {
  description: string;
  amount: number;
  gateway: BillingLine['method'];
  paid_at: string | Date;
  email: string;
  name: string;
  cfdi_id: string | null;
  cfdi_uuid: string | null;
}

/** One paid plan payment of this provider, with its CFDI if one was issued; undefined when there is none. */
async function paidPlanPayment(db: Database, providerId: string, id: string) {
  if (!UUID.test(id)) return undefined;
  const [payment] = rowsOf<PaidPlanPayment>(
    await db.execute(sql`select pay.description, pay.amount,
        case when s.pay_method = 'oxxo' then 'oxxo' else pay.gateway end as gateway,
        coalesce(pay.paid_at, pay.decided_at) as paid_at, p.email, ${providerDisplayName} as name,
        c.external_id as cfdi_id, c.uuid as cfdi_uuid
      from payments pay join profiles p on p.id = pay.provider_id
      left join subscriptions s on s.id = pay.subscription_id
      left join provider_profiles pp on pp.provider_id = p.id
      left join cfdi_invoices c on c.payment_id = pay.id and c.status = 'issued'
      where pay.id = ${id} and pay.provider_id = ${providerId} and pay.kind = 'plan' and pay.status = 'paid'`),
  );
  return payment;
}

const CFDI_TYPES = { pdf: 'application/pdf', xml: 'application/xml' } as const;

/**
 * 'Facturación': the receipt of a paid plan payment as a PDF of our own, 'Recibo (sin validez fiscal)'. Only
 * the provider who paid it gets it, and only once the money is confirmed.
 */
export default async function invoiceRoutes(
  app: FastifyInstance,
  { db, supportEmail, issuer }: InvoiceRoutesOptions,
) {
  // Binary, so the untyped route: the schema documents it and validates the parameter.
  const receiptParams = z.object({ id: z.string().max(100) });
  app.get<{ Params: z.infer<typeof receiptParams> }>(
    '/api/provider/billing/:id/receipt',
    {
      schema: {
        params: receiptParams,
        response: {
          200: {
            description: 'The receipt as a PDF (Recibo, sin validez fiscal).',
            content: { 'application/pdf': { schema: z.string() } },
          },
        },
      },
      config: { errors: { 404: { NOT_FOUND: 'no paid plan payment of this provider has that id' } } },
      preValidation: app.requireRole('provider'),
    },
    async (request, reply) => {
      const { id } = request.params;
      const payment = await paidPlanPayment(db, request.user!.id, id);
      if (!payment) throw new NotFoundError('NOT_FOUND', billingMessages.receiptNotFound);
      const folio = receiptFolio(id);
      const pdf = await renderReceiptPdf({
        folio,
        paidAt: payment.paid_at,
        supportEmail,
        customer: { name: payment.name, email: payment.email },
        items: [{ description: payment.description, amount: payment.amount }],
        paymentMethod: billingMessages.method[payment.gateway],
      });
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="${billingMessages.receiptFileName.replace('{folio}', folio)}"`,
        )
        .send(Buffer.from(pdf));
    },
  );

  // The CFDI itself, as the PAC stamped it: its PDF or its XML (the file with fiscal validity).
  const cfdiParams = z.object({ id: z.string().max(100), format: z.enum(['pdf', 'xml']) });
  app.get<{ Params: z.infer<typeof cfdiParams> }>(
    '/api/provider/billing/:id/cfdi/:format',
    {
      schema: {
        params: cfdiParams,
        response: {
          200: {
            description: 'The CFDI 4.0 of a paid plan payment, as its PDF or its XML.',
            content: Object.fromEntries(
              Object.values(CFDI_TYPES).map((type) => [type, { schema: z.string() }]),
            ),
          },
        },
      },
      config: {
        errors: {
          404: { NOT_FOUND: 'no paid plan payment of this provider with a CFDI issued has that id' },
          502: { PAC_UNAVAILABLE: 'the invoicing service could not be reached' },
        },
      },
      preValidation: app.requireRole('provider'),
    },
    async (request, reply) => {
      const { id, format } = request.params;
      const payment = await paidPlanPayment(db, request.user!.id, id);
      if (!issuer || !payment?.cfdi_id) throw new NotFoundError('NOT_FOUND', billingMessages.cfdiNotFound);
      let file: Buffer;
      try {
        file = await issuer.download(payment.cfdi_id, format);
      } catch (error) {
        request.log.warn({ err: error }, 'CFDI download failed');
        throw new AppError(502, 'PAC_UNAVAILABLE', billingMessages.cfdiUnavailable);
      }
      return reply
        .type(CFDI_TYPES[format])
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="${billingMessages.cfdiFileName.replace('{uuid}', payment.cfdi_uuid ?? id).replace('{format}', format)}"`,
        )
        .send(file);
    },
  );
}
