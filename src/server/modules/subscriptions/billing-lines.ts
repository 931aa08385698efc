// 'Facturación': what the provider's billing page lists, however each plan payment was made (online, OXXO, SPEI
// to the business's account, or nothing charged), with its CFDI when one was issued.
import { sql } from 'drizzle-orm';
import type { PlanId } from '#shared/domain/plans';
import type { BillingLine } from '#shared/schemas/provider';
import { rowsOf, type Database } from '#server/db/client';

/** 'Facturación': every plan payment of this provider, newest first (the latest 100). */
export async function listBillingLines(db: Database, providerId: string): Promise<BillingLine[]> {
  const rows = rowsOf<{
    id: string;
    plan_type: PlanId;
    description: string;
    amount: number;
    gateway: BillingLine['method'];
    status: Exclude<BillingLine['status'], 'unbilled'>;
    reference: string | null;
    created_at: string | Date;
    decided_at: string | Date | null;
    rejection_reason: string | null;
    paid_at: string | Date | null;
    cfdi_status: 'pending' | 'issued' | 'failed' | null;
    cfdi_uuid: string | null;
  }>(
    await db.execute(sql`select pay.id, s.plan_type, pay.description, pay.amount,
        case when s.pay_method = 'oxxo' then 'oxxo' else pay.gateway end as gateway, pay.status, pay.reference,
        pay.created_at, pay.decided_at, pay.rejection_reason, pay.paid_at, c.status as cfdi_status,
        c.uuid as cfdi_uuid
      from payments pay join subscriptions s on s.id = pay.subscription_id
      left join cfdi_invoices c on c.payment_id = pay.id
      where pay.provider_id = ${providerId}
      order by pay.created_at desc, pay.id desc limit 100`),
  );
  const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);
  return rows.map((row) => ({
    id: row.id,
    planType: row.plan_type,
    description: row.description,
    amount: row.amount,
    method: row.gateway,
    // Without a payment method nothing was ever charged: such a line is neither paid nor owed.
    status: row.gateway === 'none' ? 'unbilled' : row.status,
    reference: row.reference,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: iso(row.decided_at),
    rejectionReason: row.rejection_reason,
    paidAt: iso(row.paid_at),
    cfdi: row.cfdi_status ? { status: row.cfdi_status, uuid: row.cfdi_uuid } : null,
  }));
}
