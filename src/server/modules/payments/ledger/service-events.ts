import { sql } from 'drizzle-orm';
import { cardAuthorizeAt } from '#shared/domain/card-payment';
import {
  canMove,
  OPEN_PAYMENT_STATUSES,
  UNPAID_END_STATUSES,
  type PaymentStatus,
} from '#shared/domain/payment-lifecycle';
import { isIn, SCHEDULED_STATUSES } from '#shared/domain/service-lifecycle';
import { rowsOf, type Database } from '#server/db/client';
import { isUuid } from '#server/db/errors';
import { oneOf } from '#server/db/schema/sql-helpers';
import type { ServiceEvent } from '#server/modules/payments/gateways';
import { enqueue } from '#server/tasks/queue';
import { CARD_AUTHORIZE, CARD_SETTLE } from './ask-payment';
import {
  jobOf,
  notYetSettled,
  queueCardSettlement,
  recordCaptured,
  recordFailed,
  recordRefunded,
  scheduleHoldRenewal,
} from './card-settlement';
import { paymentColumns, type PaymentRow } from './card-states';
import { movePayment } from '#server/domain/move-payment';
import { recordInstructions } from './online-records';

// What a gateway's webhooks say about a service's payment (a card authorised, captured, declined, refunded or
// released; a transfer's or a voucher's instructions) or about a provider's payout account, applied in the
// webhook's transaction. Never trusted beyond what we set: the amount and currency are checked against the row.

/** Finds the payment a webhook is about (by the gateway's ids, else our id in its metadata), locked. */
async function paymentOfEvent(tx: Database, gateway: string, event: ServiceEvent) {
  if (event.kind === 'payout-account') return null;
  const reference =
    'setupId' in event
      ? sql`p.setup_reference = ${event.setupId}`
      : sql`p.gateway_reference = ${event.externalId}`;
  const byId = event.paymentId && isUuid(event.paymentId) ? sql`p.id = ${event.paymentId}` : sql`false`;
  const [row] = rowsOf<PaymentRow>(
    await tx.execute(sql`select ${paymentColumns} from payments p
      where p.gateway = ${gateway} and p.kind = 'service' and (${reference} or ${byId})
      order by ${reference} desc limit 1 for update`),
  );
  return row ?? null;
}

const isUnpaidEnd = (status: PaymentStatus) =>
  (UNPAID_END_STATUSES as readonly PaymentStatus[]).includes(status);

/** A webhook's news about a service's card or a provider's account, in the webhook's transaction. */
export async function applyServiceEvent(
  tx: Database,
  gateway: string,
  event: ServiceEvent,
  now: Date,
): Promise<string> {
  if (event.kind === 'payout-account') {
    const updated = rowsOf(
      await tx.execute(sql`update payout_accounts set charges_enabled = ${event.chargesEnabled},
          payouts_enabled = ${event.payoutsEnabled}, details_submitted = ${event.detailsSubmitted},
          disabled_reason = ${event.disabledReason}, updated_at = ${now.toISOString()}
        where gateway = ${gateway} and external_id = ${event.externalId} returning provider_id`),
    );
    return updated.length ? 'applied' : 'ignored: unknown account';
  }
  const payment = await paymentOfEvent(tx, gateway, event);
  if (!payment) return 'ignored: unknown payment';
  switch (event.kind) {
    case 'card-authorized': {
      // Never trust an amount we did not set: the agreed price in pesos, or nothing is authorised here.
      if (event.currency.toLowerCase() !== 'mxn' || event.amount !== payment.amount)
        return `ignored: authorised ${event.amount} ${event.currency}, the service costs ${payment.amount} mxn`;
      if (isUnpaidEnd(payment.status)) {
        // A card confirmed again in the same form after a decline (or after another way to pay was chosen):
        // the hold is this payment's again if nothing else is open, else it is released.
        const [open] = rowsOf<{ id: string }>(
          await tx.execute(sql`select id from payments where job_id = ${payment.job_id} and kind = 'service'
            and ${oneOf(sql`status`, OPEN_PAYMENT_STATUSES)}`),
        );
        const job = await jobOf(tx, payment.job_id);
        if (open || payment.status === 'cancelled' || !isIn(SCHEDULED_STATUSES, job.status)) {
          await enqueue(tx, {
            kind: CARD_SETTLE,
            payload: { paymentId: payment.id, stray: event.externalId },
            dedupeKey: `${CARD_SETTLE}:stray:${event.externalId}`,
          });
          return 'applied: stray hold released';
        }
      } else if (!canMove('service', payment.status, 'authorize'))
        return `ignored: payment ${payment.status}`;
      await movePayment(tx, 'service', payment.id, 'authorize', {
        actor: 'gateway',
        now,
        set: {
          gatewayReference: event.externalId,
          failureReason: null,
          savedMethod: event.paymentMethod ?? payment.saved_method,
        },
      });
      await scheduleHoldRenewal(tx, payment.id, now, 'browser');
      // The service ended (or changed method) while the card was being confirmed: settle the hold at once.
      const job = await jobOf(tx, payment.job_id);
      if (job.paymentMethod !== 'card' || !notYetSettled(job)) await queueCardSettlement(tx, job.id);
      return 'applied';
    }
    case 'card-captured': {
      if (payment.status === 'paid') return 'ignored: already paid';
      if (!canMove('service', payment.status, 'capture')) return `ignored: payment ${payment.status}`;
      if (event.currency.toLowerCase() !== 'mxn' || event.amount > payment.amount)
        return `ignored: captured ${event.amount} ${event.currency} of ${payment.amount} mxn`;
      await recordCaptured(tx, payment, event.amount, { actor: 'gateway', now });
      // A transfer or a voucher paid after the service ended (cancelled meanwhile): what is not owed goes back.
      const job = await jobOf(tx, payment.job_id);
      if (!notYetSettled(job)) await queueCardSettlement(tx, job.id);
      return 'applied';
    }
    case 'bank-instructions':
    case 'oxxo-voucher': {
      if (payment.status !== 'pending') return `ignored: payment ${payment.status}`;
      const instructions = {
        externalId: event.externalId,
        bank: event.kind === 'bank-instructions' ? event.bank : null,
        voucher: event.kind === 'oxxo-voucher' ? event.voucher : null,
      };
      await recordInstructions(tx, payment, await jobOf(tx, payment.job_id), instructions, now);
      return 'applied';
    }
    case 'card-failed':
    case 'card-save-failed': {
      if (!canMove('service', payment.status, 'decline')) return `ignored: payment ${payment.status}`;
      await recordFailed(tx, payment, event.reason, { event: 'decline', actor: 'gateway', now });
      return 'applied';
    }
    case 'card-refunded': {
      if (payment.status !== 'paid' && payment.status !== 'refunded')
        return `ignored: payment ${payment.status}`;
      const captured = payment.captured_amount ?? payment.amount;
      if (event.currency.toLowerCase() !== 'mxn' || event.refunded > captured)
        return `ignored: refunded ${event.refunded} ${event.currency} of ${captured} mxn`;
      if (event.refunded <= (payment.refunded_amount ?? 0)) return 'ignored: already refunded';
      await recordRefunded(tx, payment, event.refunded, { actor: 'gateway', now });
      return 'applied';
    }
    case 'card-released': {
      if (!canMove('service', payment.status, 'release')) return `ignored: payment ${payment.status}`;
      await movePayment(tx, 'service', payment.id, 'release', { actor: 'gateway', now });
      return 'applied';
    }
    case 'card-saved': {
      if (payment.status !== 'pending' || payment.saved_method) return 'ignored: already saved';
      await tx.execute(sql`update payments set saved_method = ${event.paymentMethod}, failure_reason = null
        where id = ${payment.id}`);
      const job = await jobOf(tx, payment.job_id);
      await enqueue(tx, {
        kind: CARD_AUTHORIZE,
        payload: { paymentId: payment.id },
        runAt: cardAuthorizeAt(job.scheduledAt, now),
        dedupeKey: `${CARD_AUTHORIZE}:${payment.id}`,
      });
      return 'applied';
    }
  }
}
