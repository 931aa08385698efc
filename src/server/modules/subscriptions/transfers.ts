import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { findPlan } from '#shared/catalog';
import {
  type PlanId,
  addOneMonth,
  isRenewable,
  RENEWAL_WINDOW_DAYS,
  TRANSFER_DAYS,
} from '#shared/domain/plans';
import { canMove, type PaymentStatus } from '#shared/domain/payment-lifecycle';
import { planPaymentMessages } from '#shared/plan-payment-messages';
import { operatorMessages } from '#shared/operator-messages';
import type { PendingTransfer } from '#shared/schemas/operator';
import type { PendingPlan } from '#shared/schemas/provider';
import { rowsOf, type Database } from '#server/db/client';
import { payments } from '#server/db/schema';
import { ConflictError, NotFoundError } from '#server/domain/errors';
import { planPaymentDecision, renewalNotice } from '#server/mail/templates/plan-payment';
import { enqueue } from '#server/tasks/queue';
import { invoicePayment } from '#server/modules/invoices';
import type { TaskHandler } from '#server/tasks/worker';
import { notifyUser } from '#server/modules/notifications';
import { audit, type AuditActor } from '#server/modules/audit';
import { createPayment, movePayment, movePayments } from '#server/domain/move-payment';
import { providerDisplayName } from '#server/modules/profiles';
import { findActiveSubscription, lockProvider, withPlanInForce } from './service';
import { chargeDescription } from './charge-description';

// Plans paid by SPEI to the business's account when no online gateway is configured (production): the plan
// waits as 'Pago pendiente' with a reference of its own until an operator sees the money arrive (Pagos
// manuales) and confirms it; only then does it start, for a calendar month from that moment.

/** The business's account, from the configuration (BANK_TRANSFER_*). */
export interface BankAccount {
  bank: string;
  beneficiary: string;
  clabe: string;
}

const DAY = 86_400_000;
const concept = (reference: string) => `LIMPIAHOGAR ${reference}`;
// SPEI's numeric reference has 7 digits; the first is never 0, so it survives being typed as a number.
const newReference = () => String(randomInt(1_000_000, 10_000_000));

interface PendingRow {
  id: string;
  plan_type: PlanId;
  amount: number;
  reference: string;
  created_at: string | Date;
}

const pendingOf = (providerId: string) => sql`select p.id, s.plan_type, p.amount, p.reference, p.created_at
  from payments p join subscriptions s on s.id = p.subscription_id
  where p.provider_id = ${providerId} and p.status = 'pending' and p.gateway = 'transfer'
    and s.status = 'pending_payment'`;

const payBy = (createdAt: string | Date) => new Date(new Date(createdAt).getTime() + TRANSFER_DAYS * DAY);

const toPendingPlan = (row: PendingRow, bank: BankAccount): PendingPlan => ({
  id: row.id,
  planType: row.plan_type,
  amount: row.amount,
  reference: row.reference,
  concept: concept(row.reference),
  createdAt: new Date(row.created_at).toISOString(),
  payBy: payBy(row.created_at).toISOString(),
  bank,
});

/** The plan this provider chose and has not paid yet, with the transfer's details; null when none. */
export async function findPendingPlan(db: Database, providerId: string, bank: BankAccount) {
  const [row] = rowsOf<PendingRow>(await db.execute(pendingOf(providerId)));
  return row ? toPendingPlan(row, bank) : null;
}

// Cancels the provider's waiting plan and its payment, however it was to be paid (another plan chosen, or the
// account deleted); a plan waiting at a gateway expires there by itself.
export async function cancelPendingPlan(tx: Database, providerId: string, now: Date) {
  const waiting = sql`${payments.subscriptionId} in
    (select id from subscriptions where provider_id = ${providerId} and status = 'pending_payment')`;
  await movePayments(tx, 'plan', waiting, 'abandon', { actor: 'provider', now });
  await tx.execute(sql`update subscriptions set status = 'cancelled' where provider_id = ${providerId}
    and status = 'pending_payment'`);
}

/**
 * 'Elegir plan' when plans are paid by transfer: the current plan (if any) stays until the new one is paid.
 * Choosing the waiting plan again keeps its reference (a double click, a second tab); another plan replaces it.
 */
export async function choosePlanByTransfer(
  db: Database,
  providerId: string,
  planType: PlanId,
  bank: BankAccount,
  now: Date,
): Promise<PendingPlan> {
  const plan = findPlan(planType)!;
  return withPlanInForce(db, providerId, now, async (tx, current) => {
    // The plan in force again: its next month, in its last days only (paid before it ends, it runs on from there).
    if (current?.planType === planType && !isRenewable(current.endDate, now))
      throw new ConflictError('SAME_PLAN', planPaymentMessages.renewLater);
    const [waiting] = rowsOf<PendingRow>(await tx.execute(pendingOf(providerId)));
    if (waiting?.plan_type === planType) return toPendingPlan(waiting, bank);
    await cancelPendingPlan(tx, providerId, now);
    const [subscription] = rowsOf<{ id: string }>(
      await tx.execute(sql`insert into subscriptions (provider_id, plan_type, status, billing, amount, start_date,
          end_date, created_at)
        values (${providerId}, ${planType}, 'pending_payment', 'transfer', ${plan.monthlyPrice}, ${now.toISOString()},
          ${addOneMonth(now).toISOString()}, ${now.toISOString()})
        returning id`),
    );
    // A reference no other waiting payment has: drawn again on the rare collision.
    for (;;) {
      const asked = await createPayment(
        tx,
        'plan',
        'ask',
        {
          actor: 'provider',
          now,
          values: {
            providerId,
            subscriptionId: subscription!.id,
            amount: plan.monthlyPrice,
            description: chargeDescription(plan.name),
            gateway: 'transfer',
            reference: newReference(),
          },
        },
        { target: 'reference' },
      );
      if (asked) {
        const payment: PendingRow = {
          id: asked.id,
          plan_type: planType,
          amount: asked.amount,
          reference: asked.reference!,
          created_at: asked.createdAt,
        };
        // Unpaid after TRANSFER_DAYS, the choice lapses (expireTransfer).
        await enqueue(tx, {
          kind: TRANSFER_EXPIRY,
          payload: { paymentId: payment.id },
          runAt: payBy(now),
          dedupeKey: `${TRANSFER_EXPIRY}:${payment.id}`,
        });
        return toPendingPlan(payment, bank);
      }
    }
  });
}

/** Pagos manuales: every transfer still to arrive, oldest first. */
export async function listPendingTransfers(db: Database): Promise<PendingTransfer[]> {
  const rows = rowsOf<PendingRow & { provider_id: string; name: string; email: string }>(
    await db.execute(sql`select pay.id, s.plan_type, pay.amount, pay.reference, pay.created_at, p.id as provider_id,
        ${providerDisplayName} as name, p.email
      from payments pay
      join subscriptions s on s.id = pay.subscription_id and s.status = 'pending_payment'
      join profiles p on p.id = pay.provider_id
      left join provider_profiles pp on pp.provider_id = p.id
      where pay.status = 'pending' and pay.gateway = 'transfer'
      order by pay.created_at, pay.id`),
  );
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    provider: { id: row.provider_id, name: row.name, email: row.email },
    planType: row.plan_type,
    amount: row.amount,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/**
 * An operator confirms that the transfer arrived (confirm) or that it never will (reject, with a reason). One
 * transaction with the payment locked: a confirmed plan replaces the active one and runs a month from now; the
 * provider is told (bell and e-mail) and the audit log records who decided.
 */
export async function decideTransfer(
  db: Database,
  paymentId: string,
  { confirm, reason, actor, now }: { confirm: boolean; reason: string | null; actor: AuditActor; now: Date },
): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(paymentId))
    throw new NotFoundError('NOT_FOUND', operatorMessages.paymentNotPending);
  await db.transaction(async (tx) => {
    // The provider first, as choosing a plan does, so a choice and a decision at once take turns (no deadlock).
    const [owner] = rowsOf<{ provider_id: string }>(
      await tx.execute(
        sql`select provider_id from payments where id = ${paymentId} and gateway = 'transfer'`,
      ),
    );
    if (!owner) throw new NotFoundError('NOT_FOUND', operatorMessages.paymentNotPending);
    await lockProvider(tx, owner.provider_id);
    const [payment] = rowsOf<{
      status: PaymentStatus;
      provider_id: string;
      subscription_id: string;
      plan_type: PlanId;
      reference: string;
      amount: number;
      email: string;
    }>(
      await tx.execute(sql`select pay.status, pay.provider_id, pay.subscription_id, s.plan_type, pay.reference,
          pay.amount, p.email
        from payments pay join subscriptions s on s.id = pay.subscription_id join profiles p on p.id = pay.provider_id
        where pay.id = ${paymentId} and pay.gateway = 'transfer' for update of pay`),
    );
    if (!payment) throw new NotFoundError('NOT_FOUND', operatorMessages.paymentNotPending);
    const event = confirm ? 'confirm_transfer' : 'reject_transfer';
    if (!canMove('plan', payment.status, event))
      throw new ConflictError('NOT_PENDING', operatorMessages.paymentNotPending);
    if (confirm) {
      // A renewal (the same plan, still running) adds its month after the current end; any other plan starts now.
      const current = await findActiveSubscription(tx, payment.provider_id, now);
      const runsFrom = current?.planType === payment.plan_type ? current.endDate : now;
      await tx.execute(sql`update subscriptions set status = case when end_date < ${now.toISOString()}::timestamptz
          then 'expired' else 'replaced' end
        where provider_id = ${payment.provider_id} and status = 'active'`);
      const endsAt = addOneMonth(runsFrom);
      await tx.execute(sql`update subscriptions set status = 'active', start_date = ${now.toISOString()},
          end_date = ${endsAt.toISOString()} where id = ${payment.subscription_id}`);
      // A reminder when the renewal window opens, unless the next month is paid by then.
      await enqueue(tx, {
        kind: PLAN_RENEWAL_REMINDER,
        payload: { subscriptionId: payment.subscription_id },
        runAt: new Date(endsAt.getTime() - RENEWAL_WINDOW_DAYS * 86_400_000),
        dedupeKey: `${PLAN_RENEWAL_REMINDER}:${payment.subscription_id}`,
      });
      await movePayment(tx, 'plan', paymentId, event, {
        actor: 'operator',
        now,
        set: { decidedBy: actor.id },
      });
      await invoicePayment(tx, paymentId, now);
    } else {
      await tx.execute(
        sql`update subscriptions set status = 'cancelled' where id = ${payment.subscription_id}`,
      );
      await movePayment(tx, 'plan', paymentId, event, {
        actor: 'operator',
        now,
        set: { decidedBy: actor.id, rejectionReason: reason },
      });
    }
    const decision = confirm ? ('confirmed' as const) : ('rejected' as const);
    const plan = findPlan(payment.plan_type)!.name;
    await notifyUser(tx, {
      userId: payment.provider_id,
      template: `plan-payment-${decision}`,
      notice: planPaymentDecision.notice(decision, plan),
      email: { to: payment.email, title: plan, ...(reason && !confirm && { reason }) },
      dedupeKey: `plan-payment-${decision}:${paymentId}`,
      now,
    });
    await audit(tx, {
      actor,
      action: confirm ? 'plan_payment_confirmed' : 'plan_payment_rejected',
      target: { type: 'user', id: payment.provider_id },
      reason,
      details: { paymentId, reference: payment.reference, plan: payment.plan_type, amount: payment.amount },
      at: now,
    });
  });
}

export const PLAN_RENEWAL_REMINDER = 'plan-renewal-reminder';

/**
 * When a plan paid one month at a time (by transfer, or in cash at OXXO) enters its last seven days: the
 * provider is told (bell and e-mail) to pay the next month the same way, unless that plan has ended or been
 * replaced, or a payment is already waiting.
 */
export const remindRenewal: TaskHandler<{ subscriptionId: string }> = async (
  { subscriptionId },
  { now, completeInTransaction },
) => {
  await completeInTransaction(async (tx) => {
    const [plan] = rowsOf<{
      provider_id: string;
      plan_type: PlanId;
      end_date: string | Date;
      pay_method: string | null;
      email: string;
    }>(
      await tx.execute(sql`select s.provider_id, s.plan_type, s.end_date, s.pay_method, p.email
        from subscriptions s join profiles p on p.id = s.provider_id
        where s.id = ${subscriptionId} and s.status = 'active' and s.end_date > ${now.toISOString()}`),
    );
    if (!plan) return;
    const [waiting] = rowsOf(
      await tx.execute(sql`select 1 from subscriptions where provider_id = ${plan.provider_id}
        and status = 'pending_payment'`),
    );
    if (waiting) return;
    const name = findPlan(plan.plan_type)!.name;
    const endsAt = new Date(plan.end_date).toISOString();
    const oxxo = plan.pay_method === 'oxxo';
    await notifyUser(tx, {
      userId: plan.provider_id,
      template: 'plan-renewal-due',
      notice: renewalNotice(name, endsAt, oxxo),
      email: { to: plan.email, plan: name, endsAt, ...(oxxo && { oxxo }) },
      dedupeKey: `plan-renewal-due:${subscriptionId}`,
      now,
    });
  });
};

export const TRANSFER_EXPIRY = 'plan-transfer-expiry';

/**
 * TRANSFER_DAYS after a plan was chosen, a transfer still not confirmed lapses: the choice and its payment are
 * cancelled (the reference is freed) and the provider is told why, as for a rejection. A payment confirmed,
 * rejected or replaced meanwhile is left alone.
 */
export const expireTransfer: TaskHandler<{ paymentId: string }> = async (
  { paymentId },
  { now, completeInTransaction },
) => {
  await completeInTransaction(async (tx) => {
    const [payment] = rowsOf<{
      provider_id: string;
      subscription_id: string;
      plan_type: PlanId;
      email: string;
    }>(
      await tx.execute(sql`select pay.provider_id, pay.subscription_id, s.plan_type, p.email
        from payments pay join subscriptions s on s.id = pay.subscription_id join profiles p on p.id = pay.provider_id
        where pay.id = ${paymentId} and pay.status = 'pending' and pay.gateway = 'transfer' for update of pay`),
    );
    if (!payment) return;
    const reason = planPaymentMessages.expired;
    await movePayment(tx, 'plan', paymentId, 'expire_transfer', {
      actor: 'task',
      now,
      set: { rejectionReason: reason },
    });
    await tx.execute(
      sql`update subscriptions set status = 'cancelled' where id = ${payment.subscription_id}`,
    );
    const plan = findPlan(payment.plan_type)!.name;
    await notifyUser(tx, {
      userId: payment.provider_id,
      template: 'plan-payment-rejected',
      notice: planPaymentDecision.notice('rejected', plan),
      email: { to: payment.email, title: plan, reason },
      dedupeKey: `plan-payment-rejected:${paymentId}`,
      now,
    });
  });
};
