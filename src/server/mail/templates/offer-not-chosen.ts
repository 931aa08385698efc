import { serviceEmails } from '#shared/service-email-messages';
import type { MailMessage } from '#server/mail/mailer';
import { bellNotice, textNoticeEmail, type NoticeDetail } from './layout';

export interface OfferNotChosenMail {
  to: string;
  title: string;
  location: string;
}

const PATH = '/proveedor/solicitudes';

/** The same news in the provider's bell. */
export const offerNotChosenNotice = (title: string) => bellNotice(serviceEmails.offerNotChosen, title, PATH);

/** To each other provider who sent an offer: the customer chose someone else; their offer is closed. */
export function offerNotChosenEmail(mail: OfferNotChosenMail, appUrl: string): MailMessage {
  const details: NoticeDetail[] = [
    [serviceEmails.fields.service, mail.title],
    [serviceEmails.fields.location, mail.location],
  ];
  return textNoticeEmail(serviceEmails.offerNotChosen, mail, details, `${appUrl}${PATH}`);
}
