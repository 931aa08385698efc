import type { Payouts } from '#shared/schemas/payouts';
import { payoutTexts as texts } from './texts';

export type PayoutView =
  | { kind: 'off' }
  | {
      kind: 'account';
      label: string;
      body: string;
      /** Stripe's reason in Spanish, when it holds the account back. */
      reason: string | null;
      /** The button to Stripe's registration, if there is something left to fill in. */
      onboarding: string | null;
      /** The Express dashboard, once the registration was sent. */
      dashboard: boolean;
      active: boolean;
    };

/** Stripe's reason code ('requirements.past_due', 'rejected.fraud'…) as the provider reads it. */
export function reasonText(reason: string): string {
  return texts.reasons[reason] ?? texts.reasons[reason.split('.')[0]!] ?? texts.reasons.other!;
}

/** What Cobros shows for the provider's payout account: its state, and the ways on to Stripe. */
// Stripe's part of 'Cobros' (the Mercado Pago connection is its own field).
export function payoutView(payouts: Pick<Payouts, 'available' | 'account'>): PayoutView {
  if (!payouts.available) return { kind: 'off' };
  const { account } = payouts;
  const status = account?.status ?? 'none';
  return {
    kind: 'account',
    label: texts.status[status],
    body: texts.statusBody[status],
    reason: status === 'restricted' && account?.disabledReason ? reasonText(account.disabledReason) : null,
    onboarding:
      status === 'none'
        ? texts.setUp
        : status === 'incomplete' || status === 'restricted'
          ? texts.continue
          : null,
    dashboard: status !== 'none' && status !== 'incomplete',
    active: status === 'enabled',
  };
}
