import { planPaymentMessages } from '#shared/plan-payment-messages';
import { InfoNote } from '#web/components/ui/info-note';

/** 'immediate' mode (development, tests): nothing is charged, said plainly and calmly, not as an error. */
export function OnlinePaymentsNote() {
  return <InfoNote title={planPaymentMessages.onlineOff} body={planPaymentMessages.onlineOffBody} />;
}
