import { verificationMessages } from '#shared/verification-messages';
import { decisionMessages } from './layout';

export const VERIFICATION_PATH = '/proveedor/verificacion';

/** To the provider, once an operator decided on their documents: the bell line and the e-mail. */
export const verificationDecision = decisionMessages(
  { approved: verificationMessages.approvedEmail, rejected: verificationMessages.rejectedEmail },
  verificationMessages.rejectedEmail.reason,
  VERIFICATION_PATH,
);
