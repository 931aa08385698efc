import { planPaymentMessages } from '../../../shared/messages';
import { decisionMessages } from './layout';

export const SUBSCRIPTION_PATH = '/proveedor/suscripcion';

/** To the provider, once an operator confirmed or rejected the transfer for their plan (`title`: its name). */
export const planPaymentDecision = decisionMessages(
  { confirmed: planPaymentMessages.confirmedEmail, rejected: planPaymentMessages.rejectedEmail },
  planPaymentMessages.rejectedEmail.reason,
  SUBSCRIPTION_PATH,
);
