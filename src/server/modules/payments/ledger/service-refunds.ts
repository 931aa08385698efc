import { eq, sql } from 'drizzle-orm';
import {
  canMove,
  OPEN_REFUND_STATUSES,
  refundEvent,
  type RefundStatus,
} from '#shared/domain/payment-lifecycle';
import { onlinePaymentMessages } from '#shared/service-payment-messages';
import type { ServiceRefundRow } from '#shared/schemas/service-refunds';
import { rowsOf, type Database } from '#server/db/client';
import { isUuid } from '#server/db/errors';
import { profiles, serviceRefunds, type JobRow } from '#server/db/schema';
import { oneOf } from '#server/db/schema/sql-helpers';
import { ConflictError, NotFoundError } from '#server/domain/errors';
import { refundOwedNotice } from '#server/mail/templates/service-online-payment';
import { findAsParty } from '#server/modules/jobs';
import { notifyUser } from '#server/modules/notifications';
import { audit, type AuditActor } from '#server/modules/audit';
import { createPayment, movePayment, movePayments } from '#server/domain/move-payment';

// An OXXO payment cannot be refunded by Stripe: what is owed back is recorded here and sent by an operator as a
// bank transfer to the CLABE the customer gives ('Recibir reembolso'). The provider's share was taken back from
// their Stripe account (a transfer reversal) when the refund was owed; the payment counts it as refunded then,
// so a settlement retried never owes it twice.

/** In the settlement's transaction: `amount` owed back to the customer, once per `key`; they are asked for a CLABE. */
export async function oweRefund(
  tx: Database,
  payment: { id: string; amount: number; captured_amount: number | null; refunded_amount: number | null },
  job: JobRow,
  { amount, key, reversal, now }: { amount: number; key: string; reversal: string | null; now: Date },
) {
  const created = await createPayment(
    tx,
    'refund',
    'owe',
    {
      actor: 'task',
      now,
      values: {
        paymentId: payment.id,
        jobId: job.id,
        customerId: job.customerId,
        key,
        amount,
        reversalReference: reversal,
      },
    },
    { target: 'key' },
  );
  if (!created) return;
  const refunded = (payment.refunded_amount ?? 0) + amount;
  const event = refundEvent({ amount: payment.amount, capturedAmount: payment.captured_amount }, refunded);
  await movePayment(tx, 'service', payment.id, event, {
    actor: 'task',
    now,
    set: { refundedAmount: refunded },
  });
  const [customer] = await tx
    .select({ email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, job.customerId));
  if (!customer) return;
  const mail = { title: job.title, amount };
  await notifyUser(tx, {
    userId: job.customerId,
    template: 'service-refund-owed',
    notice: refundOwedNotice(mail),
    email: { to: customer.email, ...mail },
    dedupeKey: `service-refund-owed:${created.id}`,
    now,
  });
}

/** 'Recibir reembolso': the customer's CLABE and its holder, for every refund of the service not yet sent. */
export async function giveRefundAccount(
  db: Database,
  {
    jobId,
    customerId,
    clabe,
    holder,
    now,
  }: { jobId: string; customerId: string; clabe: string; holder: string; now: Date },
): Promise<JobRow> {
  return db.transaction(async (tx) => {
    const { job, actor } = await findAsParty(tx, jobId, customerId);
    if (actor !== 'customer') throw new ConflictError('NO_REFUND_OWED', onlinePaymentMessages.noRefundOwed);
    const updated = await movePayments(tx, 'refund', eq(serviceRefunds.jobId, job.id), 'give_account', {
      actor: 'customer',
      now,
      set: { clabe, holder },
    });
    if (updated.length === 0) throw new ConflictError('NO_REFUND_OWED', onlinePaymentMessages.noRefundOwed);
    return job;
  });
}

/** The console's list: refunds waiting for the customer's CLABE or for the transfer, oldest first. */
export async function listServiceRefunds(db: Database): Promise<ServiceRefundRow[]> {
  const rows = rowsOf<{
    id: string;
    job_id: string;
    title: string;
    amount: number;
    status: 'owed' | 'requested';
    clabe: string | null;
    holder: string | null;
    email: string;
    created_at: string | Date;
    requested_at: string | Date | null;
  }>(
    await db.execute(sql`select r.id, r.job_id, j.title, r.amount, r.status, r.clabe, r.holder, p.email,
        r.created_at, r.requested_at
      from service_refunds r join jobs j on j.id = r.job_id join profiles p on p.id = r.customer_id
      where ${oneOf(sql`r.status`, OPEN_REFUND_STATUSES)} order by r.created_at, r.id limit 200`),
  );
  return rows.map((row) => ({
    id: row.id,
    serviceId: row.job_id,
    title: row.title,
    amount: row.amount,
    status: row.status,
    clabe: row.clabe,
    holder: row.holder,
    customerEmail: row.email,
    createdAt: new Date(row.created_at).toISOString(),
    requestedAt: row.requested_at ? new Date(row.requested_at).toISOString() : null,
  }));
}

/** An operator sent the transfer from the bank: the refund is done, and the audit log says who and why. */
export async function markRefundSent(
  db: Database,
  refundId: string,
  { actor, reason, now }: { actor: AuditActor; reason: string; now: Date },
) {
  if (!isUuid(refundId)) throw new NotFoundError('NOT_FOUND', onlinePaymentMessages.refundNotFound);
  await db.transaction(async (tx) => {
    const [refund] = rowsOf<{ status: RefundStatus; job_id: string; amount: number; clabe: string | null }>(
      await tx.execute(sql`select status, job_id, amount, clabe from service_refunds where id = ${refundId}
        for update`),
    );
    if (!refund) throw new NotFoundError('NOT_FOUND', onlinePaymentMessages.refundNotFound);
    if (!canMove('refund', refund.status, 'send'))
      throw new ConflictError('NOT_REQUESTED', onlinePaymentMessages.refundNotRequested);
    await movePayment(tx, 'refund', refundId, 'send', { actor: 'operator', now, set: { sentBy: actor.id } });
    await audit(tx, {
      actor,
      action: 'service_refund_sent',
      target: { type: 'service', id: refund.job_id },
      reason,
      details: { refundId, amount: refund.amount, clabeEnd: refund.clabe?.slice(-4) ?? null },
      at: now,
    });
  });
}
