import { describe, expect, it } from 'vitest';
import type { Payouts } from '#shared/schemas/payouts';
import { payoutView, reasonText } from './payout-status';

const account = (
  status: NonNullable<Payouts['account']>['status'],
  disabledReason: string | null = null,
): Pick<Payouts, 'available' | 'account'> => ({
  available: true,
  account: {
    status,
    chargesEnabled: status === 'enabled',
    payoutsEnabled: status === 'enabled',
    disabledReason,
  },
});

describe('payoutView', () => {
  it('says only that online payments are off when no gateway is configured', () => {
    expect(payoutView({ available: false, account: null })).toEqual({ kind: 'off' });
  });

  it.each<[string, Pick<Payouts, 'available' | 'account'>, Record<string, unknown>]>([
    [
      'offers Configurar cobros, and no dashboard, before any account exists',
      { available: true, account: null },
      { label: 'Sin configurar', onboarding: 'Configurar cobros', dashboard: false, active: false },
    ],
    [
      'offers Continuar registro for an unfinished registration, still without a dashboard',
      account('incomplete'),
      { label: 'Registro incompleto', onboarding: 'Continuar registro', dashboard: false },
    ],
    [
      'lets a provider under review see the dashboard, with nothing left to fill in',
      account('review'),
      { label: 'En revisión', onboarding: null, dashboard: true },
    ],
    [
      'states what Stripe needs when it holds the account back',
      account('restricted', 'requirements.past_due'),
      {
        label: 'Requiere atención',
        reason: 'Faltan datos que Stripe pidió y ya vencieron.',
        onboarding: 'Continuar registro',
        dashboard: true,
      },
    ],
    [
      'calls an enabled account active, with the dashboard and no registration button',
      account('enabled'),
      {
        label: 'Activa: recibes pagos con tarjeta',
        onboarding: null,
        dashboard: true,
        active: true,
        reason: null,
      },
    ],
  ])('%s', (_, payouts, view) => {
    expect(payoutView(payouts)).toMatchObject(view);
  });
});

describe('reasonText', () => {
  it('reads a family of Stripe reasons by its prefix, and anything unknown as a general request', () => {
    expect(reasonText('rejected.fraud')).toBe('Stripe rechazó la cuenta. Escríbenos para ayudarte.');
    expect(reasonText('something.new')).toBe('Stripe necesita que revises tu cuenta.');
  });
});
