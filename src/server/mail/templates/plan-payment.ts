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

export interface OnlinePlanMail {
  to: string;
  plan: string;
  /** ISO instant filling `{date}`: when the grace period after a failed renewal ends. */
  date?: string;
}

type OnlinePlanEvent = 'activated' | 'renewalFailed' | 'lapsed';
const onlineTexts: Record<OnlinePlanEvent, { subject: string; intro: string; action: string }> = {
  activated: planPaymentMessages.activatedEmail,
  renewalFailed: planPaymentMessages.renewalFailedEmail,
  lapsed: planPaymentMessages.lapsedEmail,
};
const onlineIntro = (event: OnlinePlanEvent, date?: string) =>
  fillSlots(onlineTexts[event].intro, { date: date ? formatDateTime(date) : '' });

/** Plans paid online: activated by the first payment, a renewal that failed (grace), a plan that lapsed. */
export const onlinePlanNotice = (event: OnlinePlanEvent, plan: string, date?: string) =>
  bellNotice(onlineTexts[event], plan, SUBSCRIPTION_PATH, onlineIntro(event, date));

export const onlinePlanEmail =
  (event: OnlinePlanEvent) =>
  (mail: OnlinePlanMail, appUrl: string): MailMessage =>
    noticeEmail({
      to: mail.to,
      subject: onlineTexts[event].subject.replace('{title}', mail.plan),
      intro: [onlineIntro(event, mail.date)],
      details: [],
      action: { label: onlineTexts[event].action, url: `${appUrl}${SUBSCRIPTION_PATH}` },
    });
