import { labelOf, PAYMENT_METHODS } from '#shared/catalog';
import { formatDateTimeIn, formatMoney } from '#shared/format';
import { serviceEmails } from '#shared/service-email-messages';
import type { MailMessage } from '#server/mail/mailer';
import { bellNotice, noticeEmail } from './layout';
import { contactDetails, type ServiceContactMail } from './service-contact';

export interface OfferAcceptedMail {
  to: string;
  title: string;
  /** ISO instant and the place's zone, in which the time is written. */
  scheduledAt: string;
  timeZone: string;
  location: string;
  price: number;
  paymentMethod: string;
  /** The customer's full name, the exact address and phone: the provider is now the one to go there. */
  contact?: ServiceContactMail;
}

const PATH = '/proveedor/calendario';

/** The same news in the provider's bell. */
export const offerAcceptedNotice = (title: string) => bellNotice(serviceEmails.offerAccepted, title, PATH);

/** To the provider whose offer the customer accepted: the service is theirs, on the agreed terms. */
export function offerAcceptedEmail(mail: OfferAcceptedMail, appUrl: string): MailMessage {
  const text = serviceEmails.offerAccepted;
  return noticeEmail({
    to: mail.to,
    subject: text.subject.replace('{title}', mail.title),
    intro: [text.intro],
    details: [
      [serviceEmails.fields.service, mail.title],
      [serviceEmails.fields.date, formatDateTimeIn(mail.scheduledAt, mail.timeZone)],
      [serviceEmails.fields.location, mail.location],
      [serviceEmails.fields.price, formatMoney(mail.price)],
      [serviceEmails.fields.paymentMethod, labelOf(PAYMENT_METHODS, mail.paymentMethod)],
      ...contactDetails(mail.contact),
    ],
    action: { label: text.action, url: `${appUrl}${PATH}` },
  });
}
