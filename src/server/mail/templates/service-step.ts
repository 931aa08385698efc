import { labelOf, PAYMENT_METHODS } from '#shared/catalog';
import {
  formatDateTimeAt,
  fillSlots,
  formatDateTimeIn,
  formatMoney,
  formatServiceTime,
  formatServiceTimeAt,
} from '#shared/format';
import { invoiceRequestMessages } from '#shared/money-messages';
import { serviceEmails } from '#shared/service-email-messages';
import { extraTimeMessages } from '#shared/extra-time-messages';
import { cardPaymentMessages, onlinePaymentMessages } from '#shared/service-payment-messages';
import type { MailMessage } from '#server/mail/mailer';
import { bookingConfirmedEmail, contactUpdatedEmail } from '#shared/address-messages';
import { bellNotice, noticeEmail, type NoticeDetail } from './layout';
import { contactDetails, type ServiceContactMail } from './service-contact';

/** The e-mails a service's steps send, each to the party who did not take the step. */
export const SERVICE_STEP_EMAILS = {
  'booking-received': { text: serviceEmails.bookingReceived, path: '/proveedor/calendario' },
  'booking-accepted': { text: serviceEmails.bookingAccepted, path: '/cliente/programados' },
  'booking-confirmed': { text: bookingConfirmedEmail, path: '/proveedor/calendario' },
  'contact-updated': { text: contactUpdatedEmail, path: '/proveedor/calendario' },
  'booking-declined': { text: serviceEmails.bookingDeclined, path: '/cliente/historial' },
  'booking-expired': { text: serviceEmails.bookingExpired, path: '/cliente/historial' },
  'cancelled-by-customer': { text: serviceEmails.cancelledByCustomer, path: '/proveedor/calendario' },
  'cancelled-by-provider': { text: serviceEmails.cancelledByProvider, path: '/reservar' },
  'no-show': { text: serviceEmails.noShow, path: '/cliente/historial' },
  'no-show-contested': { text: serviceEmails.noShowContested, path: '/proveedor/calendario' },
  'no-show-settled-customer': { text: serviceEmails.noShowSettledCustomer, path: '/cliente/pagos' },
  'no-show-settled-provider': { text: serviceEmails.noShowSettledProvider, path: '/proveedor/ganancias' },
  'marked-done': { text: serviceEmails.markedDone, path: '/cliente/programados' },
  completed: { text: serviceEmails.completed, path: '/proveedor/calendario' },
  disputed: { text: serviceEmails.disputed, path: '/proveedor/calendario' },
  'dispute-resolved-customer': { text: serviceEmails.disputeResolved, path: '/cliente/historial' },
  'dispute-resolved-provider': { text: serviceEmails.disputeResolved, path: '/proveedor/servicios' },
  'review-received-customer': { text: serviceEmails.reviewReceived, path: '/cliente/resenas' },
  'review-received-provider': { text: serviceEmails.reviewReceived, path: '/proveedor/resenas' },
  'reminder-customer': { text: serviceEmails.reminder, path: '/cliente/programados' },
  'reminder-provider': { text: serviceEmails.reminder, path: '/proveedor/calendario' },
  'card-failed': { text: cardPaymentMessages.failedEmail, path: '/cliente/programados' },
  'card-unpaid-customer': { text: cardPaymentMessages.unpaidCustomer, path: '/cliente/historial' },
  'card-unpaid-provider': { text: cardPaymentMessages.unpaidProvider, path: '/proveedor/calendario' },
  'oxxo-expired': { text: onlinePaymentMessages.oxxoExpiredEmail, path: '/cliente/programados' },
  'online-unpaid-customer': { text: onlinePaymentMessages.unpaidCustomer, path: '/cliente/historial' },
  'online-unpaid-provider': { text: onlinePaymentMessages.unpaidProvider, path: '/proveedor/calendario' },
  'invoice-requested': { text: invoiceRequestMessages.requestedEmail, path: '/proveedor/ganancias' },
  'invoice-sent': { text: invoiceRequestMessages.sentEmail, path: '/cliente/pagos' },
  'extra-time-requested': { text: extraTimeMessages.requestedEmail, path: '/cliente/programados' },
  'extra-time-approved': { text: extraTimeMessages.approvedEmail, path: '/proveedor/calendario' },
  'extra-time-declined': { text: extraTimeMessages.declinedEmail, path: '/proveedor/calendario' },
} as const;
export type ServiceStepEmail = keyof typeof SERVICE_STEP_EMAILS;

export interface ServiceStepMail {
  to: string;
  title: string;
  /** ISO instant and the place's zone, in which the time is written. */
  scheduledAt: string;
  timeZone: string;
  /**
   * Its length: the date is written with its time range, '10:00 – 13:00 (3 h)'. Absent from an e-mail queued
   * before services had a length, which states the start alone.
   */
  durationMinutes?: number;
  location: string;
  price: number;
  paymentMethod: string;
  /** Centavos charged, for a cancellation. */
  charge?: number;
  problem?: string;
  /** How support resolved a dispute: the outcome's sentence, the amount the customer pays, and why. */
  resolution?: { outcome: string; amount: number; reason: string };
  /** A card declined: the ISO instant by which the customer must pay another way ('{date}' in the intro). */
  payBy?: string;
  /** To the chosen provider of an agreed service: the customer's name, the exact address and phone. */
  contact?: ServiceContactMail;
  /** A reminder: how far ahead the service is ('en 24 horas'), '{lead}' in its subject and intro. */
  lead?: string;
}

type IntroMail = Pick<ServiceStepMail, 'payBy' | 'timeZone' | 'lead' | 'durationMinutes'> & {
  scheduledAt?: string;
};

/** When the service is, on the place's clock: with its time range once it has a length. */
const serviceTime = (mail: { scheduledAt: string; timeZone: string; durationMinutes?: number }) =>
  mail.durationMinutes === undefined
    ? formatDateTimeIn(mail.scheduledAt, mail.timeZone)
    : formatServiceTime(mail.scheduledAt, mail.durationMinutes, mail.timeZone);

const introOf = (kind: ServiceStepEmail, mail: IntroMail) => {
  const { intro } = SERVICE_STEP_EMAILS[kind].text;
  // A reminder names the start itself, in the place's zone, whatever the reader's.
  if (mail.lead && mail.scheduledAt)
    return intro
      .replace('{lead}', mail.lead)
      .replace(
        '{date}',
        mail.durationMinutes === undefined
          ? formatDateTimeAt(mail.scheduledAt, mail.timeZone)
          : formatServiceTimeAt(mail.scheduledAt, mail.durationMinutes, mail.timeZone),
      );
  return mail.payBy ? fillSlots(intro, { date: formatDateTimeIn(mail.payBy, mail.timeZone) }) : intro;
};

const subjectOf = (kind: ServiceStepEmail, mail: Pick<ServiceStepMail, 'lead'>) =>
  SERVICE_STEP_EMAILS[kind].text.subject.replace('{lead}', mail.lead ?? '');

/** The same news in the bell: the subject, the first sentence, the page the e-mail's button leads to. */
export function serviceStepNotice(
  kind: ServiceStepEmail,
  title: string,
  mail: IntroMail = { timeZone: 'America/Mexico_City' },
) {
  const { text, path } = SERVICE_STEP_EMAILS[kind];
  const subject = subjectOf(kind, mail);
  return bellNotice(
    { ...text, subject },
    title,
    path,
    mail.payBy || mail.lead ? introOf(kind, mail) : undefined,
  );
}

/** What was agreed, as every e-mail about an agreed service lists it; the contact, to the chosen provider. */
export const serviceDetails = (mail: Omit<ServiceStepMail, 'to'>): NoticeDetail[] => [
  [serviceEmails.fields.service, mail.title],
  [serviceEmails.fields.date, serviceTime(mail)],
  [serviceEmails.fields.location, mail.location],
  [serviceEmails.fields.price, formatMoney(mail.price)],
  [serviceEmails.fields.paymentMethod, labelOf(PAYMENT_METHODS, mail.paymentMethod)],
  ...contactDetails(mail.contact),
];

/** The e-mail of one kind of step: its subject, why it was sent, the service, and where to go next. */
export function serviceStepEmail(kind: ServiceStepEmail) {
  return (mail: ServiceStepMail, appUrl: string): MailMessage => {
    const { text, path } = SERVICE_STEP_EMAILS[kind];
    const details = serviceDetails(mail);
    if (mail.charge !== undefined)
      details.push([
        serviceEmails.charge,
        mail.charge === 0 ? serviceEmails.noCharge : formatMoney(mail.charge),
      ]);
    if (mail.problem) details.push([serviceEmails.problem, mail.problem]);
    if (mail.resolution)
      details.push(
        [serviceEmails.resolution, mail.resolution.outcome],
        [serviceEmails.finalAmount, formatMoney(mail.resolution.amount)],
        [serviceEmails.resolutionReason, mail.resolution.reason],
      );
    return noticeEmail({
      to: mail.to,
      subject: subjectOf(kind, mail).replace('{title}', mail.title),
      intro: [introOf(kind, mail)],
      details,
      action: { label: text.action, url: `${appUrl}${path}` },
    });
  };
}
