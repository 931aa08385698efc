import { formatDateTime, formatMoney } from '#shared/format';
import type { PlanBilling } from '#shared/domain/plans';
import { billingMessages } from '#shared/plan-payment-messages';
import type { Billing, BillingLine } from '#shared/schemas/provider';
import { fillMessage } from '#web/lib/fill-message';

const texts = billingMessages;

/** A receipt's state as the table shows it: the label, and what the provider needs to know beside it. */
export function receiptStatus(
  line: Pick<BillingLine, 'status' | 'decidedAt' | 'rejectionReason' | 'method' | 'paidAt'>,
): {
  label: string;
  detail: string | null;
} {
  const label = texts.status[line.status];
  if (line.status === 'cancelled' && line.rejectionReason) {
    return { label, detail: fillMessage(texts.reason, { reason: line.rejectionReason }) };
  }
  if (line.status === 'paid' && line.method === 'transfer' && line.decidedAt) {
    return { label, detail: fillMessage(texts.confirmedOn, { date: formatDateTime(line.decidedAt) }) };
  }
  if (line.status === 'paid' && line.paidAt) {
    return { label, detail: fillMessage(texts.paidOn, { date: formatDateTime(line.paidAt) }) };
  }
  return { label, detail: null };
}

/**
 * 'Próximo pago': the amount and when (a transfer is due by the plan's end; a plan paid online is charged
 * then), or that nothing is due (no plan, a renewal cancelled, or plans not charged).
 */
export function nextPayment(
  nextCharge: Billing['nextCharge'],
  billing?: PlanBilling,
): { value: string; note: string | null } {
  if (!nextCharge) return { value: texts.noNextPayment, note: null };
  const when = billing && billing !== 'transfer' ? texts.chargedOn : texts.dueBy;
  return {
    value: formatMoney(nextCharge.amount),
    note: fillMessage(when, { date: formatDateTime(nextCharge.dueBy) }),
  };
}

/** A plan chosen and waiting for its transfer: its bank details are on Suscripción, not here. */
export function hasPendingTransfer(lines: readonly Pick<BillingLine, 'status'>[]): boolean {
  return lines.some((line) => line.status === 'pending');
}
