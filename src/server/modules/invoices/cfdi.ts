import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type FacturapiClient from 'facturapi';
import type { CfdiUse, TaxRegime } from '#shared/fiscal-catalog';
import { rowsOf, type Database } from '#server/db/client';
import { enqueue } from '#server/tasks/queue';
import type { TaskHandler } from '#server/tasks/worker';

// CFDI 4.0 for paid plan payments, through a PAC (Facturapi): asked for when the money is confirmed and the
// payer has fiscal data, issued by a task with no transaction open (record pending, call, record the outcome).

// Facturapi is CommonJS with its class as `exports.default`: Node's ESM loader makes a default import the whole
// `exports` object (the built server did not start with FACTURAPI_KEY set), so it is required as CommonJS.
const { default: Facturapi } = createRequire(import.meta.url)('facturapi') as {
  default: typeof FacturapiClient;
};

/** SAT's ProdServ key for an application service provider (a subscription to the platform), unit 'E48'. */
export const SAT_PRODUCT_KEY = '81112106';
const SAT_UNIT_KEY = 'E48';

export interface CfdiReceptor {
  rfc: string;
  legalName: string;
  taxRegime: TaxRegime;
  zip: string;
  cfdiUse: CfdiUse;
  email: string;
}

export interface CfdiRequest {
  paymentId: string;
  receptor: CfdiReceptor;
  item: { description: string; /** Centavos, IVA included. */ amount: number };
  /** SAT's forma de pago: '01' efectivo (OXXO), '03' transferencia electrónica, '04' tarjeta de crédito. */
  paymentForm: '01' | '03' | '04';
}

/** The port a PAC plugs into. */
export interface CfdiIssuer {
  /** Issues (stamps) the CFDI; safe to call again for the same payment. */
  issue(request: CfdiRequest): Promise<{ externalId: string; uuid: string }>;
  download(externalId: string, format: 'pdf' | 'xml'): Promise<Buffer>;
}

async function toBuffer(download: unknown): Promise<Buffer> {
  if (download instanceof Readable) {
    const chunks: Buffer[] = [];
    for await (const chunk of download) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }
  if (download instanceof Blob) return Buffer.from(await download.arrayBuffer());
  return Buffer.from(String(download));
}

/** Facturapi (official SDK). `baseUrl`: tests only, a local server that speaks its API. */
export function facturapiIssuer({ apiKey, baseUrl }: { apiKey: string; baseUrl?: string }): CfdiIssuer {
  const client = new Facturapi(apiKey);
  if (baseUrl) client.BASE_URL = baseUrl;
  return {
    async issue({ paymentId, receptor, item, paymentForm }) {
      const invoice = await client.invoices.create({
        customer: {
          legal_name: receptor.legalName,
          tax_id: receptor.rfc,
          tax_system: receptor.taxRegime,
          email: receptor.email,
          address: { zip: receptor.zip },
        },
        items: [
          {
            quantity: 1,
            product: {
              description: item.description,
              product_key: SAT_PRODUCT_KEY,
              unit_key: SAT_UNIT_KEY,
              price: item.amount / 100,
              tax_included: true,
              taxes: [{ type: 'IVA', rate: 0.16 }],
            },
          },
        ],
        use: receptor.cfdiUse,
        payment_form: paymentForm,
        payment_method: 'PUE',
        external_id: paymentId,
        // A retry after a lost answer gets the invoice already stamped, never a second one.
        idempotency_key: `cfdi-${paymentId}`,
      });
      return { externalId: invoice.id, uuid: String(invoice.uuid) };
    },
    async download(externalId, format) {
      return toBuffer(
        format === 'pdf'
          ? await client.invoices.downloadPdf(externalId)
          : await client.invoices.downloadXml(externalId),
      );
    },
  };
}

export const CFDI_ISSUE = 'cfdi-issue';

/**
 * A plan payment was confirmed paid: if its payer saved fiscal data, its CFDI is asked for (in the caller's
 * transaction, so it is asked exactly when the payment commits).
 */
export async function invoicePayment(tx: Database, paymentId: string, now: Date) {
  const [payer] = rowsOf(
    await tx.execute(sql`select 1 from payments pay join fiscal_profiles f on f.profile_id = pay.provider_id
      where pay.id = ${paymentId}`),
  );
  if (payer)
    await enqueue(tx, {
      kind: CFDI_ISSUE,
      payload: { paymentId },
      runAt: now,
      dedupeKey: `${CFDI_ISSUE}:${paymentId}`,
    });
}

/** Issues the CFDI of one paid payment; a PAC that fails throws, and the worker tries again later. */
export const issueCfdi =
  (issuer: CfdiIssuer | null): TaskHandler<{ paymentId: string }> =>
  async ({ paymentId }, { db, now, completeInTransaction }) => {
    const [row] = issuer
      ? rowsOf<{
          amount: number;
          description: string;
          gateway: string;
          pay_method: string | null;
          email: string;
          rfc: string;
          legal_name: string;
          tax_regime: TaxRegime;
          zip: string;
          cfdi_use: CfdiUse;
          cfdi_status: string | null;
        }>(
          await db.execute(sql`select pay.amount, pay.description, pay.gateway, s.pay_method, p.email, f.rfc,
              f.legal_name, f.tax_regime, f.zip, f.cfdi_use, c.status as cfdi_status
            from payments pay join profiles p on p.id = pay.provider_id
            left join subscriptions s on s.id = pay.subscription_id
            join fiscal_profiles f on f.profile_id = pay.provider_id
            left join cfdi_invoices c on c.payment_id = pay.id
            where pay.id = ${paymentId} and pay.status = 'paid'`),
        )
      : [];
    if (!issuer || !row || row.cfdi_status === 'issued') {
      await completeInTransaction(async () => {});
      return;
    }
    const receptor: CfdiReceptor = {
      rfc: row.rfc,
      legalName: row.legal_name,
      taxRegime: row.tax_regime,
      zip: row.zip,
      cfdiUse: row.cfdi_use,
      email: row.email,
    };
    await db.execute(sql`insert into cfdi_invoices (payment_id, status, receptor, created_at)
      values (${paymentId}, 'pending', ${JSON.stringify(receptor)}::jsonb, ${now.toISOString()})
      on conflict (payment_id) do update set receptor = excluded.receptor where cfdi_invoices.status <> 'issued'`);
    let issued;
    try {
      issued = await issuer.issue({
        paymentId,
        receptor,
        item: { description: row.description, amount: row.amount },
        paymentForm: row.gateway === 'transfer' ? '03' : row.pay_method === 'oxxo' ? '01' : '04',
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db.execute(sql`update cfdi_invoices set failure_reason = ${reason.slice(0, 500)}
        where payment_id = ${paymentId} and status <> 'issued'`);
      throw error;
    }
    await completeInTransaction(async (tx) => {
      await tx.execute(sql`update cfdi_invoices set status = 'issued', external_id = ${issued.externalId},
          uuid = ${issued.uuid}, issued_at = ${now.toISOString()}, failure_reason = null
        where payment_id = ${paymentId}`);
    });
  };
