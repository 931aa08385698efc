import { verificationMessages } from '../../../shared/messages';
import type { MailMessage } from '../mailer';
import { bellNotice, noticeEmail } from './layout';

export interface VerificationDecisionMail {
  to: string;
  /** The operator's reason, for a rejection. */
  reason?: string;
}

export const VERIFICATION_PATH = '/proveedor/verificacion';

const texts = { approved: verificationMessages.approvedEmail, rejected: verificationMessages.rejectedEmail };

/** The same news in the provider's bell. */
export const verificationNotice = (decision: 'approved' | 'rejected') =>
  bellNotice(texts[decision], '', VERIFICATION_PATH);

/** To the provider, once an operator decided on their documents. */
export const verificationEmail =
  (decision: 'approved' | 'rejected') =>
  (mail: VerificationDecisionMail, appUrl: string): MailMessage => {
    const text = texts[decision];
    return noticeEmail({
      to: mail.to,
      subject: text.subject,
      intro: [text.intro],
      details: mail.reason ? [[verificationMessages.rejectedEmail.reason, mail.reason]] : [],
      action: { label: text.action, url: `${appUrl}${VERIFICATION_PATH}` },
    });
  };
