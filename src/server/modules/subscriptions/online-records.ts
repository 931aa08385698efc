import { sql } from 'drizzle-orm';
import type { PlanId, PlanPayMethod } from '#shared/domain/plans';
import type { PaymentStatus } from '#shared/domain/payment-lifecycle';
import { rowsOf, type Database } from '#server/db/client';
import { invoicePayment } from '#server/modules/invoices';
import type { PlanEvent } from '#server/modules/payments/gateways';
import { createPayment, movePayment, type PaymentRecord } from '#server/domain/move-payment';
import { lockProvider } from './service';

// What plans paid online, renewed by the gateway (online.ts) or one month in cash (oxxo.ts), share: the row
// as webhooks read it, the plan an event is about and the ledger's paid line. Starting one is plan-start.ts.

export interface SubscriptionRow {
  id: string;
  provider_id: string;
  plan_type: PlanId;
  status: string;
  billing: string;
  amount: number;
  external_id: string | null;
  end_date: string | Date;
  grace_until: string | Date | null;
  cancel_at_period_end: boolean;
  pay_method: PlanPayMethod | null;
}

export const columns = sql`s.id, s.provider_id, s.plan_type, s.status, s.billing, s.amount, s.external_id, s.end_date,
  s.grace_until, s.cancel_at_period_end, s.pay_method`;

/** The plan a gateway's event is about (by our id in its metadata, or the gateway's id), locked; else null. */
export async function findByEvent(tx: Database, gateway: string, event: PlanEvent) {
  const bySubscription =
    'subscriptionId' in event && event.subscriptionId && /^[0-9a-f-]{36}$/i.test(event.subscriptionId)
      ? sql`s.id = ${event.subscriptionId}`
      : sql`false`;
  const [row] = rowsOf<SubscriptionRow>(
    await tx.execute(sql`select ${columns} from subscriptions s
      where s.billing = ${gateway} and (${bySubscription} or s.external_id = ${event.externalId}) limit 1`),
  );
  if (!row) return null;
  // The provider first, as choosing a plan does, then the row itself, fresh.
  await lockProvider(tx, row.provider_id);
  const [locked] = rowsOf<SubscriptionRow & { email: string }>(
    await tx.execute(sql`select ${columns}, p.email from subscriptions s join profiles p on p.id = s.provider_id
      where s.id = ${row.id} for update of s`),
  );
  return locked!;
}

/**
 * Records the payment of `chargeId` as paid and asks for its CFDI; false when it already was paid (the event
 * delivered again).
 */
export async function recordPaid(
  tx: Database,
  gateway: string,
  sub: SubscriptionRow,
  { chargeId, amount, description }: { chargeId: string; amount: number; description: string },
  now: Date,
) {
  const paid = { actor: 'gateway', now, set: { failureReason: null } } as const;
  const [known] = rowsOf<{ id: string; status: PaymentStatus }>(
    await tx.execute(sql`select id, status from payments where gateway = ${gateway} and gateway_reference = ${chargeId}
      for update`),
  );
  if (known?.status === 'paid') return false;
  let paymentId = known?.id;
  if (paymentId) await movePayment(tx, 'plan', paymentId, 'pay', paid);
  else {
    // The first payment's row was made without the charge's id when the gateway's answer was lost.
    const [waiting] = rowsOf<{ id: string }>(
      await tx.execute(sql`select id from payments where subscription_id = ${sub.id} and gateway = ${gateway}
        and gateway_reference is null and status <> 'paid' order by created_at limit 1 for update`),
    );
    paymentId = waiting?.id;
    if (paymentId)
      await movePayment(tx, 'plan', paymentId, 'pay', {
        ...paid,
        set: { ...paid.set, gatewayReference: chargeId },
      });
  }
  if (!paymentId) {
    const inserted = await createPayment(tx, 'plan', 'pay', {
      actor: 'gateway',
      now,
      values: {
        providerId: sub.provider_id,
        subscriptionId: sub.id,
        amount,
        description,
        gateway: gateway as PaymentRecord['gateway'],
        gatewayReference: chargeId,
      },
    });
    paymentId = inserted!.id;
  }
  await invoicePayment(tx, paymentId, now);
  return true;
}

/** The task that asks a gateway to end a plan (or cancel a month's payment) it would otherwise still charge. */
export const PLAN_GATEWAY_END = 'plan-gateway-end';
