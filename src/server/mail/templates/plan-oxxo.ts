import { fillSlots, formatDateTime, formatMoney } from '#shared/format';
import { planPaymentMessages } from '#shared/plan-payment-messages';
import type { MailMessage } from '#server/mail/mailer';
import { bellNotice, noticeEmail } from './layout';
import { planEventMessages, SUBSCRIPTION_PATH } from './plan-payment';

const texts = planPaymentMessages.oxxo;

/** A voucher to pay a month of a plan in cash at OXXO, as Stripe issued it. */
export interface OxxoVoucherMail {
  to: string;
  plan: string;
  /** Centavos. */
  amount: number;
  number: string;
  /** ISO instant the voucher stops being payable. */
  expiresAt: string;
  /** Stripe's page of the voucher, to print or show at the store. */
  url: string;
}

const voucherIntro = (mail: Pick<OxxoVoucherMail, 'amount' | 'expiresAt'>) =>
  fillSlots(texts.voucherEmail.intro, {
    amount: formatMoney(mail.amount),
    date: formatDateTime(mail.expiresAt),
  });

export const oxxoVoucherNotice = (mail: Omit<OxxoVoucherMail, 'to'>) =>
  bellNotice(texts.voucherEmail, mail.plan, SUBSCRIPTION_PATH, voucherIntro(mail));

export function oxxoVoucherEmail(mail: OxxoVoucherMail): MailMessage {
  return noticeEmail({
    to: mail.to,
    subject: texts.voucherEmail.subject.replace('{title}', mail.plan),
    intro: [voucherIntro(mail)],
    details: [
      [texts.reference, mail.number],
      [texts.amount, formatMoney(mail.amount)],
      [texts.expires, formatDateTime(mail.expiresAt)],
    ],
    action: { label: texts.voucherEmail.action, url: mail.url },
  });
}

/** The month paid at OXXO was confirmed (the plan is active), or its voucher expired unpaid. */
export const { notice: oxxoPlanNotice, email: oxxoPlanEmail } = planEventMessages({
  paid: texts.paidEmail,
  expired: texts.expiredEmail,
});
