import { planPaymentMessages } from '#shared/plan-payment-messages';
import { fillSlots, formatDateTime } from '#shared/format';
import type { MailMessage } from '#server/mail/mailer';
import { bellNotice, decisionMessages, noticeEmail } from './layout';

export const SUBSCRIPTION_PATH = '/proveedor/suscripcion';

/** To the provider, once an operator confirmed or rejected the transfer for their plan (`title`: its name). */
export const planPaymentDecision = decisionMessages(
  { confirmed: planPaymentMessages.confirmedEmail, rejected: planPaymentMessages.rejectedEmail },
  planPaymentMessages.rejectedEmail.reason,
  SUBSCRIPTION_PATH,
);

export interface RenewalMail {
  to: string;
  /** The plan's name. */
  plan: string;
  /** ISO instant the plan ends. */
  endsAt: string;
  /** The month before was paid in cash at OXXO: the next one is paid the same way. */
  oxxo?: boolean;
}

const renewal = planPaymentMessages.renewalEmail;
const renewalIntro = (endsAt: string, oxxo = false) =>
  fillSlots(oxxo ? renewal.introOxxo : renewal.intro, { date: formatDateTime(endsAt) });

/** In the bell: the plan ends within the renewal window and its next month is not paid yet. */
export const renewalNotice = (plan: string, endsAt: string, oxxo = false) =>
  bellNotice(renewal, plan, SUBSCRIPTION_PATH, renewalIntro(endsAt, oxxo));

/** The same by e-mail, with the button to Suscripción, where 'Pagar el siguiente mes' is. */
export function renewalEmail(mail: RenewalMail, appUrl: string): MailMessage {
  return noticeEmail({
    to: mail.to,
    subject: renewal.subject.replace('{title}', mail.plan),
    intro: [renewalIntro(mail.endsAt, mail.oxxo)],
    details: [],
    action: { label: renewal.action, url: `${appUrl}${SUBSCRIPTION_PATH}` },
  });
}

/** A plan's news by event: `date` fills the text's `{date}` (the grace's end, the month paid at OXXO's end). */
export interface PlanEventMail {
  to: string;
  plan: string;
  /** ISO instant. */
  date?: string;
}

/** One text per event of a plan: its bell line and its e-mail, whose button opens Suscripción. */
export function planEventMessages<E extends string>(
  texts: Record<E, { subject: string; intro: string; action: string }>,
) {
  const intro = (event: E, date?: string) =>
    fillSlots(texts[event].intro, { date: date ? formatDateTime(date) : '' });
  return {
    notice: (event: E, plan: string, date?: string) =>
      bellNotice(texts[event], plan, SUBSCRIPTION_PATH, intro(event, date)),
    email:
      (event: E) =>
      (mail: PlanEventMail, appUrl: string): MailMessage =>
        noticeEmail({
          to: mail.to,
          subject: texts[event].subject.replace('{title}', mail.plan),
          intro: [intro(event, mail.date)],
          details: [],
          action: { label: texts[event].action, url: `${appUrl}${SUBSCRIPTION_PATH}` },
        }),
  };
}

/** Plans paid online: activated by the first payment, a renewal that failed (grace), a plan that lapsed. */
export const { notice: onlinePlanNotice, email: onlinePlanEmail } = planEventMessages({
  activated: planPaymentMessages.activatedEmail,
  renewalFailed: planPaymentMessages.renewalFailedEmail,
  lapsed: planPaymentMessages.lapsedEmail,
});
