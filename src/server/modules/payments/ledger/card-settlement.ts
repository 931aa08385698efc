import { sql } from 'drizzle-orm';
import { cardPayBy, holdRenewAt } from '#shared/domain/card-payment';
import { GATEWAY_METHODS } from '#shared/domain/payment-methods';
import {
  canMove,
  isOpenPayment,
  keptOf,
  OPEN_PAYMENT_STATUSES,
  owedAtSettlement,
  refundEvent,
  type PaymentActor,
} from '#shared/domain/payment-lifecycle';
import {
  AWAITING_OUTCOME_STATUSES,
  isIn,
  noShowUnsettled,
  SCHEDULED_STATUSES,
  UPCOMING_STATUSES,
} from '#shared/domain/service-lifecycle';
import { cardPaymentMessages } from '#shared/service-payment-messages';
import { rowsOf, type Database } from '#server/db/client';
import type { JobRow } from '#server/db/schema';
import { oneOf } from '#server/db/schema/sql-helpers';
import { ConflictError } from '#server/domain/errors';
import { notifyParty, type ServiceStepListener, findAsParty, stateOf } from '#server/modules/jobs';
import type { ServiceGateways } from '#server/modules/payments/gateways';
import { enqueue } from '#server/tasks/queue';
import type { TaskHandler } from '#server/tasks/worker';
import { CARD_DEADLINE, CARD_HOLD_RENEWAL, CARD_SETTLE, chargeFor, gatewayNamed } from './ask-payment';
import { lockPayment, paymentColumns, type PaymentRow } from './card-states';
import { directAmount } from '#server/domain/charges';
import { movePayment } from '#server/domain/move-payment';
import { oweRefund } from './service-refunds';

// What happens to a service's payment once it is authorised: a saved card authorised off-session 48 h before,
// a hold placed again before it runs out (or captured, for a service that took place), and the settlement once
// the service ended — captured in full or for the cancellation charge, released, or what is not owed given back
// (by the gateway, or by transfer for OXXO: service-refunds.ts). Each is a task, the gateway called outside any
// transaction and its answer recorded in one.

/** Still ahead or under way, or a no-show the customer may still contest (or contests): nothing to settle yet. */
export const notYetSettled = (job: JobRow) =>
  isIn(UPCOMING_STATUSES, job.status) || noShowUnsettled(stateOf(job));

/**
 * In the transaction of a step that ends a card-paid service (completed, cancelled, declined) or of a change away
 * from card: its open payment is settled by a task (captured in full or in part, or released). Queued once per
 * payment: a no-show's only once its fee is settled.
 */
export async function queueCardSettlement(tx: Database, jobId: string) {
  // A card captured early (a hold about to run out) is settled too: a refund may be owed.
  const open = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from payments where job_id = ${jobId} and kind = 'service'
      and ${oneOf(sql`status`, OPEN_PAYMENT_STATUSES)}`),
  );
  for (const { id } of open)
    await enqueue(tx, {
      kind: CARD_SETTLE,
      payload: { paymentId: id },
      dedupeKey: `${CARD_SETTLE}:${id}`,
    });
}

/**
 * Subscribed to the service steps in app.ts: a service paid online that ended has its payment settled (a card
 * hold captured in full or for the cancellation charge, or released). It runs in the step's transaction, so the
 * settlement is queued with the step or not at all.
 */
export const settleCardOnEnd: ServiceStepListener = async (tx, { job }) => {
  if (GATEWAY_METHODS.has(job.paymentMethod)) await queueCardSettlement(tx, job.id);
};

/** The service of a payment, its row locked: the same as its steps lock. */
export async function jobOf(tx: Database, jobId: string): Promise<JobRow> {
  const { job } = await findAsParty(tx, jobId, null, { lock: true });
  return job;
}

export async function recordCaptured(
  tx: Database,
  payment: PaymentRow,
  amount: number,
  { actor, now }: { actor: PaymentActor; now: Date },
) {
  await movePayment(tx, 'service', payment.id, 'capture', {
    actor,
    now,
    set: { capturedAmount: amount, failureReason: null },
  });
  await confirmPaidOnline(tx, payment.job_id, now);
}

/**
 * The money moved through the gateway: the charge is paid, with no one to confirm it by hand; unless approved
 * extra time beyond it is owed directly to the provider, whose confirmation then stands for that part. Also once a
 * dispute is settled within what a hold captured early: nothing is owed directly any more.
 */
async function confirmPaidOnline(tx: Database, jobId: string, now: Date) {
  await tx.execute(sql`update jobs j set payment_confirmed_at = ${now.toISOString()}
    where j.id = ${jobId} and j.payment_confirmed_at is null and ${directAmount} = 0`);
}

/** What was given back of a captured card, in all; the whole of it makes the payment 'refunded'. */
export async function recordRefunded(
  tx: Database,
  payment: PaymentRow,
  refunded: number,
  { actor, now }: { actor: PaymentActor; now: Date },
) {
  const event = refundEvent({ amount: payment.amount, capturedAmount: payment.captured_amount }, refunded);
  await movePayment(tx, 'service', payment.id, event, { actor, now, set: { refundedAmount: refunded } });
}

export async function scheduleHoldRenewal(
  tx: Database,
  paymentId: string,
  authorizedAt: Date,
  placed: Parameters<typeof holdRenewAt>[1],
) {
  const runAt = holdRenewAt(authorizedAt, placed);
  await enqueue(tx, {
    kind: CARD_HOLD_RENEWAL,
    payload: { paymentId, authorizedAt: authorizedAt.toISOString() },
    runAt,
    dedupeKey: `${CARD_HOLD_RENEWAL}:${paymentId}:${authorizedAt.getTime()}`,
  });
}

/**
 * A declined card (or a hold that could not be placed again): the payment fails, and the customer is told by
 * when to pay another way.
 */
export async function recordFailed(
  tx: Database,
  payment: PaymentRow,
  reason: string | null,
  { event, actor, now }: { event: 'decline' | 'lose_hold'; actor: PaymentActor; now: Date },
) {
  await movePayment(tx, 'service', payment.id, event, { actor, now, set: { failureReason: reason } });
  const job = await jobOf(tx, payment.job_id);
  if (!isIn(SCHEDULED_STATUSES, job.status)) return;
  const payBy = cardPayBy(job.scheduledAt, new Date(payment.created_at));
  await notifyParty(tx, job, 'customer', payment.method === 'oxxo' ? 'oxxo-expired' : 'card-failed', now, {
    payBy: payBy.toISOString(),
    dedupe: payment.id,
  });
}

/** 48 h before the service: the saved card is authorised off-session for the price. */
export const runCardAuthorize =
  (gateways: ServiceGateways): TaskHandler<{ paymentId: string }> =>
  async ({ paymentId }, { db, now, log, completeInTransaction }) => {
    const prepared = await db.transaction(async (tx) => {
      const [payment] = rowsOf<PaymentRow & { customer_external: string | null }>(
        await tx.execute(sql`select ${paymentColumns}, c.external_id as customer_external
          from payments p join jobs j on j.id = p.job_id
          left join payment_customers c on c.profile_id = j.customer_id and c.gateway = p.gateway
          where p.id = ${paymentId}`),
      );
      if (!payment || payment.status !== 'pending' || !payment.saved_method || !payment.customer_external)
        return null;
      const gateway = gatewayNamed(gateways, payment.gateway);
      if (!gateway) return null;
      const job = await jobOf(tx, payment.job_id);
      if (job.paymentMethod !== 'card' || !isIn(SCHEDULED_STATUSES, job.status)) return null;
      try {
        const charge = await chargeFor(tx, gateway, job, payment.id);
        return {
          gateway,
          charge: { ...charge, customerId: payment.customer_external, paymentMethod: payment.saved_method },
        };
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
        return { gateway, charge: null };
      }
    });
    if (!prepared) return;
    const outcome = prepared.charge
      ? await prepared.gateway.authorizeSaved(prepared.charge)
      : ({ status: 'failed', externalId: null, reason: cardPaymentMessages.providerNoCards } as const);
    log.info({ paymentId, outcome: outcome.status }, 'saved card authorised off-session');
    await completeInTransaction(async (tx) => {
      const [payment] = rowsOf<PaymentRow>(
        await tx.execute(sql`select ${paymentColumns} from payments p where p.id = ${paymentId} for update`),
      );
      if (!payment || payment.status !== 'pending') return;
      if (outcome.externalId)
        await tx.execute(sql`update payments set gateway_reference = ${outcome.externalId}
          where id = ${paymentId}`);
      if (outcome.status === 'authorized') {
        // Held for the price of the day, approved extra time included.
        await movePayment(tx, 'service', paymentId, 'authorize', {
          actor: 'task',
          now,
          set: { amount: prepared.charge!.amount },
        });
        await scheduleHoldRenewal(tx, paymentId, now, 'offSession');
        const job = await jobOf(tx, payment.job_id);
        if (job.paymentMethod !== 'card' || !notYetSettled(job)) await queueCardSettlement(tx, job.id);
      } else await recordFailed(tx, payment, outcome.reason, { event: 'decline', actor: 'task', now });
    });
  };

// What the payment keeps once its service ended: the lifecycle's rule (owedAtSettlement), read of the row.
// Never more than the payment authorised or was paid: approved extra time beyond it is the provider's to collect.
const amountOwed = (job: JobRow, payment: Pick<PaymentRow, 'method' | 'amount'>) =>
  owedAtSettlement(
    { ...stateOf(job), price: job.price, settledAmount: job.settledAmount },
    payment.method ?? 'card',
    payment.amount,
  );

export const runCardSettle =
  (gateways: ServiceGateways): TaskHandler<{ paymentId: string; stray?: string }> =>
  async ({ paymentId, stray }, { db, now, log, completeInTransaction }) => {
    const [payment] = rowsOf<PaymentRow>(
      await db.execute(sql`select ${paymentColumns} from payments p where p.id = ${paymentId}`),
    );
    const gateway = payment ? gatewayNamed(gateways, payment.gateway) : null;
    if (!payment || !gateway) return;
    // A hold that belongs to no open payment (a card confirmed twice): released, nothing recorded.
    if (stray) return void (await gateway.release(stray));
    if (!isOpenPayment(payment.status)) return;
    const job = await findAsParty(db, payment.job_id, null).then((found) => found.job);
    const owed = amountOwed(job, payment);
    if (owed === null) return;
    // Outside any transaction; a failure throws, and the task is retried with the same keys.
    if (payment.status === 'paid') {
      const kept = keptOf({
        amount: payment.amount,
        capturedAmount: payment.captured_amount,
        refundedAmount: payment.refunded_amount,
      });
      if (kept <= owed || !payment.gateway_reference)
        return completeInTransaction((tx) => confirmPaidOnline(tx, payment.job_id, now));
      if (payment.method === 'oxxo') {
        // Stripe cannot refund OXXO: the provider's share is taken back and the customer is paid by transfer.
        const key = `${payment.id}-${owed}`;
        const reversal = await gateway.reverseTransfer(payment.gateway_reference, kept - owed, key);
        if (!reversal) log.warn({ paymentId }, 'no transfer to reverse for an OXXO refund');
        await completeInTransaction(async (tx) => {
          const fresh = await lockPayment(tx, paymentId);
          if (fresh?.status === 'paid')
            await oweRefund(tx, fresh, job, { amount: kept - owed, key, reversal, now });
          await confirmPaidOnline(tx, payment.job_id, now);
        });
        return;
      }
      await gateway.refund(payment.gateway_reference, kept - owed, `${payment.id}-${owed}`);
      log.info({ paymentId, refunded: kept - owed }, 'card payment refunded');
      await completeInTransaction(async (tx) => {
        const fresh = await lockPayment(tx, paymentId);
        if (fresh && (fresh.refunded_amount ?? 0) < kept - owed + (payment.refunded_amount ?? 0))
          await recordRefunded(tx, fresh, (payment.refunded_amount ?? 0) + kept - owed, {
            actor: 'task',
            now,
          });
        await confirmPaidOnline(tx, payment.job_id, now);
      });
      return;
    }
    const reference = payment.gateway_reference ?? payment.setup_reference;
    const capture = payment.status === 'authorized' && owed > 0 && payment.gateway_reference !== null;
    if (capture)
      await gateway.capture(payment.gateway_reference!, Math.min(owed, payment.amount), payment.id);
    else if (reference) await gateway.release(reference);
    log.info({ paymentId, capture, owed }, 'card payment settled');
    await completeInTransaction(async (tx) => {
      const fresh = await lockPayment(tx, paymentId);
      if (!fresh || !canMove('service', fresh.status, 'release')) return;
      if (capture) await recordCaptured(tx, fresh, Math.min(owed, fresh.amount), { actor: 'task', now });
      else await movePayment(tx, 'service', paymentId, 'release', { actor: 'task', now });
    });
  };

/**
 * Before a hold runs out: a service that took place (done, or in dispute) is captured for its price now, and a
 * dispute settled lower later is refunded the difference; one still ahead gets a new hold on the saved card,
 * off-session, and the old one is released. A new hold the bank declines leaves the customer the usual time to
 * pay another way. A no-show whose fee is not settled yet (the customer may contest it, or contests it) gets a
 * new hold too, so that nothing is collected meanwhile; where none can be placed (Mercado Pago keeps no card, or
 * the bank declines) its fee is captured before the hold is lost, and given back if support finds for the
 * customer.
 */
export const runCardHoldRenewal =
  (gateways: ServiceGateways): TaskHandler<{ paymentId: string; authorizedAt: string }> =>
  async ({ paymentId, authorizedAt }, { db, now, log, completeInTransaction }) => {
    const [payment] = rowsOf<PaymentRow & { customer_external: string | null; authorized_at: string | Date }>(
      await db.execute(sql`select ${paymentColumns}, p.authorized_at, c.external_id as customer_external
        from payments p join jobs j on j.id = p.job_id
        left join payment_customers c on c.profile_id = j.customer_id and c.gateway = p.gateway
        where p.id = ${paymentId}`),
    );
    // Renewed or settled since: this timer is for a hold that no longer is.
    if (payment?.status !== 'authorized' || !payment.gateway_reference) return;
    const gateway = gatewayNamed(gateways, payment.gateway);
    if (!gateway) return;
    if (new Date(payment.authorized_at).getTime() !== new Date(authorizedAt).getTime()) return;
    const job = await findAsParty(db, payment.job_id, null).then((found) => found.job);
    if (job.paymentMethod !== 'card') return;
    const noShow = noShowUnsettled(stateOf(job));
    const capture = async (amount: number) => {
      await gateway.capture(payment.gateway_reference!, amount, payment.id);
      log.info({ paymentId, amount }, 'hold about to run out: captured');
      await completeInTransaction(async (tx) => {
        const fresh = await lockPayment(tx, paymentId);
        if (fresh?.status === 'authorized') await recordCaptured(tx, fresh, amount, { actor: 'task', now });
      });
    };
    const noShowFee = Math.min(job.cancellationFee ?? payment.amount, payment.amount);
    if (!noShow && isIn(AWAITING_OUTCOME_STATUSES, job.status)) return capture(payment.amount);
    if (!noShow && !isIn(SCHEDULED_STATUSES, job.status)) return;
    if (!payment.saved_method || !payment.customer_external) return noShow ? capture(noShowFee) : undefined;
    const charge = await chargeFor(db, gateway, job, payment.id).catch(() => null);
    const outcome = charge
      ? await gateway.authorizeSaved({
          ...charge,
          // A key of its own for each renewal, so it is not the first authorisation's answer replayed.
          paymentId: `${payment.id}-${new Date(authorizedAt).getTime()}`,
          customerId: payment.customer_external,
          paymentMethod: payment.saved_method,
        })
      : ({ status: 'failed', externalId: null, reason: cardPaymentMessages.providerNoCards } as const);
    log.info({ paymentId, outcome: outcome.status }, 'hold about to run out: placed again');
    // The old hold still has half a day: the fee is taken from it.
    if (outcome.status !== 'authorized' && noShow) return capture(noShowFee);
    if (outcome.status === 'authorized') {
      await gateway.release(payment.gateway_reference);
      await completeInTransaction(async (tx) => {
        const fresh = await lockPayment(tx, paymentId);
        if (!fresh || !canMove('service', fresh.status, 'renew_hold')) return;
        await movePayment(tx, 'service', paymentId, 'renew_hold', {
          actor: 'task',
          now,
          set: { gatewayReference: outcome.externalId },
        });
        await scheduleHoldRenewal(tx, paymentId, now, 'offSession');
      });
      return;
    }
    // The customer has an hour (or until the start) to pay another way; the old hold is let go.
    await completeInTransaction(async (tx) => {
      const fresh = await lockPayment(tx, paymentId);
      if (!fresh || !canMove('service', fresh.status, 'lose_hold')) return;
      await recordFailed(tx, fresh, outcome.reason, { event: 'lose_hold', actor: 'task', now });
      await enqueue(tx, {
        kind: CARD_SETTLE,
        payload: { paymentId, stray: fresh.gateway_reference! },
        dedupeKey: `${CARD_SETTLE}:stray:${fresh.gateway_reference}`,
      });
      await enqueue(tx, {
        kind: CARD_DEADLINE,
        payload: { jobId: job.id, paymentId },
        runAt: cardPayBy(job.scheduledAt, now),
        dedupeKey: `${CARD_DEADLINE}:${paymentId}:renewal`,
      });
    });
  };
