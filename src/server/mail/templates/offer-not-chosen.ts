import { serviceEmails } from '#shared/service-email-messages';
import type { MailMessage } from '#server/mail/mailer';
import { bellNotice, noticeEmail } from './layout';

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
  const text = serviceEmails.offerNotChosen;
  return noticeEmail({
    to: mail.to,
    subject: text.subject.replace('{title}', mail.title),
    intro: [text.intro],
    details: [
      [serviceEmails.fields.service, mail.title],
      [serviceEmails.fields.location, mail.location],
    ],
    action: { label: text.action, url: `${appUrl}${PATH}` },
  });
}
