import { formatDateTime, formatMoneyWithCents } from '../../../../shared/format';
import { billingMessages } from '../../../../shared/messages';
import type { Billing, BillingLine } from '../../../../shared/schemas/provider';
import { fillMessage } from '../../../lib/fill-message';

const texts = billingMessages;

/** A receipt's state as the table shows it: the label, and what the provider needs to know beside it. */
export function receiptStatus(line: Pick<BillingLine, 'status' | 'decidedAt' | 'rejectionReason'>): {
  label: string;
  detail: string | null;
} {
  const label = texts.status[line.status];
  if (line.status === 'cancelled' && line.rejectionReason) {
    return { label, detail: fillMessage(texts.reason, { reason: line.rejectionReason }) };
  }
  if (line.status === 'paid' && line.decidedAt) {
    return { label, detail: fillMessage(texts.confirmedOn, { date: formatDateTime(line.decidedAt) }) };
  }
  return { label, detail: null };
}

/** 'Próximo pago': the amount and its deadline, or that nothing is due (no plan, or plans not charged). */
export function nextPayment(nextCharge: Billing['nextCharge']): { value: string; note: string | null } {
  if (!nextCharge) return { value: texts.noNextPayment, note: null };
  return {
    value: formatMoneyWithCents(nextCharge.amount),
    note: fillMessage(texts.dueBy, { date: formatDateTime(nextCharge.dueBy) }),
  };
}

/** A plan chosen and waiting for its transfer: its bank details are on Suscripción, not here. */
export function hasPendingTransfer(lines: readonly Pick<BillingLine, 'status'>[]): boolean {
  return lines.some((line) => line.status === 'pending');
}
