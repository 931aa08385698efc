import { planPaymentMessages } from '#shared/plan-payment-messages';
import type { PlanCharge } from '#server/modules/payments/gateways';

/** The ledger's line for a charge of a plan: a month of it, or the rest of a month after an upgrade. */
export const chargeDescription = (planName: string, charge: PlanCharge = 'first') =>
  (charge === 'change' ? planPaymentMessages.changeCharge : planPaymentMessages.monthlyCharge).replace(
    '{plan}',
    planName,
  );
