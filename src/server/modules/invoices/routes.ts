import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { billingMessages } from '../../../shared/messages';
import type { BillingLine } from '../../../shared/schemas/provider';
import { rowsOf, type Database } from '../../db/client';
import { NotFoundError } from '../../domain/errors';
import { providerDisplayName } from '../provider/public-card';
import { renderReceiptPdf } from './receipt-pdf';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A receipt's folio: short enough to read over the phone, unique enough among one business's payments. */
export const receiptFolio = (paymentId: string) => `LH-${paymentId.slice(0, 8).toUpperCase()}`;

interface InvoiceRoutesOptions {
  db: Database;
  supportEmail: string;
}

/**
 * 'Facturación': the receipt of a paid plan payment as a PDF of our own, 'Recibo (sin validez fiscal)'. Only
 * the provider who paid it gets it, and only once the money is confirmed.
 */
export default async function invoiceRoutes(
  app: FastifyInstance,
  { db, supportEmail }: InvoiceRoutesOptions,
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
      const [payment] = UUID.test(id)
        ? rowsOf<{
            description: string;
            amount: number;
            gateway: BillingLine['method'];
            paid_at: string | Date;
            email: string;
            name: string;
          }>(
            await db.execute(sql`select pay.description, pay.amount, pay.gateway,
                coalesce(pay.paid_at, pay.decided_at) as paid_at, p.email, ${providerDisplayName} as name
              from payments pay join profiles p on p.id = pay.provider_id
              left join provider_profiles pp on pp.provider_id = p.id
              where pay.id = ${id} and pay.provider_id = ${request.user!.id} and pay.kind = 'plan'
                and pay.status = 'paid'`),
          )
        : [];
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
}
