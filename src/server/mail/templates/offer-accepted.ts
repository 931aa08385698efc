import { serviceEmails } from '#shared/service-email-messages';
import type { MailMessage } from '#server/mail/mailer';
import { bellNotice, textNoticeEmail } from './layout';
import { serviceDetails, type ServiceStepMail } from './service-step';

/** What was agreed, as a service step's e-mail carries it; the contact, now that the provider is the one to go. */
export type OfferAcceptedMail = Pick<
  ServiceStepMail,
  | 'to'
  | 'title'
  | 'scheduledAt'
  | 'timeZone'
  | 'durationMinutes'
  | 'location'
  | 'price'
  | 'paymentMethod'
  | 'contact'
>;

const PATH = '/proveedor/calendario';

/** The same news in the provider's bell. */
export const offerAcceptedNotice = (title: string) => bellNotice(serviceEmails.offerAccepted, title, PATH);

/** To the provider whose offer the customer accepted: the service is theirs, on the agreed terms. */
export function offerAcceptedEmail(mail: OfferAcceptedMail, appUrl: string): MailMessage {
  return textNoticeEmail(serviceEmails.offerAccepted, mail, serviceDetails(mail), `${appUrl}${PATH}`);
}
