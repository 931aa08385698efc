import { formatMoney } from '#shared/format';
import { serviceEmails } from '#shared/service-email-messages';
import type { MailMessage } from '#server/mail/mailer';
import { bellNotice, noticeEmail } from './layout';

export interface OfferReceivedMail {
  to: string;
  /** The request's title. */
  title: string;
  providerName: string;
  /** Centavos. */
  price: number;
  message: string;
}

const PATH = '/cliente/solicitudes';
const text = serviceEmails.offerReceived;
const intro = (mail: Omit<OfferReceivedMail, 'to'>) =>
  text.intro.replace('{provider}', () => mail.providerName).replace('{price}', () => formatMoney(mail.price));

/** The same news in the customer's bell. */
export const offerReceivedNotice = (mail: Omit<OfferReceivedMail, 'to'>) =>
  bellNotice(text, mail.title, PATH, intro(mail));

/** To the customer: a provider sent an offer for their request (sent only if they want offers by e-mail). */
export function offerReceivedEmail(mail: OfferReceivedMail, appUrl: string): MailMessage {
  return noticeEmail({
    to: mail.to,
    subject: text.subject.replace('{title}', mail.title),
    intro: [intro(mail)],
    details: [
      [serviceEmails.fields.service, mail.title],
      [text.provider, mail.providerName],
      [text.price, formatMoney(mail.price)],
      [text.message, mail.message],
    ],
    action: { label: text.action, url: `${appUrl}${PATH}` },
  });
}
