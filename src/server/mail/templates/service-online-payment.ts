import { fillSlots, formatDateTimeIn, formatMoney } from '#shared/format';
import { onlinePaymentMessages as texts } from '#shared/service-payment-messages';
import type { MailMessage } from '#server/mail/mailer';
import { bellNotice, noticeEmail } from './layout';

const SCHEDULED_PATH = '/cliente/programados';
const HISTORY_PATH = '/cliente/historial';
const FIELDS = {
  amount: 'Monto',
  clabe: 'CLABE',
  reference: 'Referencia',
  payBy: 'Paga antes del',
} as const;

/** How to pay a service by SPEI (Stripe's CLABE and reference) or at OXXO (the voucher), as the gateway gave it. */
export interface OnlineInstructionsMail {
  to: string;
  title: string;
  method: 'spei' | 'oxxo';
  /** Centavos still to pay. */
  amount: number;
  /** The CLABE (SPEI); null for OXXO. */
  clabe: string | null;
  /** SPEI's reference, or the voucher's number. */
  reference: string;
  /** ISO instant: the deadline (SPEI) or the voucher's expiry (OXXO). */
  payBy: string;
  timeZone: string;
  /** Stripe's page of the instructions or the voucher; Programados when none. */
  url: string | null;
}

const instructionsText = (mail: Pick<OnlineInstructionsMail, 'method'>) =>
  mail.method === 'spei' ? texts.speiEmail : texts.oxxoEmail;

const instructionsIntro = (mail: Omit<OnlineInstructionsMail, 'to'>) =>
  fillSlots(instructionsText(mail).intro, {
    amount: formatMoney(mail.amount),
    clabe: mail.clabe ?? '',
    reference: mail.reference,
    date: formatDateTimeIn(mail.payBy, mail.timeZone),
  });

export const onlineInstructionsNotice = (mail: Omit<OnlineInstructionsMail, 'to'>) =>
  bellNotice(instructionsText(mail), mail.title, SCHEDULED_PATH, instructionsIntro(mail));

export function onlineInstructionsEmail(mail: OnlineInstructionsMail, appUrl: string): MailMessage {
  const text = instructionsText(mail);
  return noticeEmail({
    to: mail.to,
    subject: text.subject.replace('{title}', mail.title),
    intro: [instructionsIntro(mail)],
    details: [
      [FIELDS.amount, formatMoney(mail.amount)],
      ...(mail.clabe ? [[FIELDS.clabe, mail.clabe] as [string, string]] : []),
      [FIELDS.reference, mail.reference],
      [FIELDS.payBy, formatDateTimeIn(mail.payBy, mail.timeZone)],
    ],
    action: { label: text.action, url: mail.url ?? `${appUrl}${SCHEDULED_PATH}` },
  });
}

/** An OXXO payment to give back: the customer is asked for a CLABE ('Recibir reembolso'). */
export interface RefundOwedMail {
  to: string;
  title: string;
  /** Centavos. */
  amount: number;
}

const refundIntro = (amount: number) => texts.refundOwedEmail.intro.replace('{amount}', formatMoney(amount));
const refundSubject = (mail: Omit<RefundOwedMail, 'to'>) =>
  texts.refundOwedEmail.subject.replace('{amount}', formatMoney(mail.amount)).replace('{title}', mail.title);

export const refundOwedNotice = (mail: Omit<RefundOwedMail, 'to'>) => ({
  title: refundSubject(mail),
  body: refundIntro(mail.amount),
  link: HISTORY_PATH,
});

export const refundOwedEmail = (mail: RefundOwedMail, appUrl: string): MailMessage =>
  noticeEmail({
    to: mail.to,
    subject: refundSubject(mail),
    intro: [refundIntro(mail.amount)],
    details: [],
    action: { label: texts.refundOwedEmail.action, url: `${appUrl}${HISTORY_PATH}` },
  });
