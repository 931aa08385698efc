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

  it('offers Configurar cobros, and no dashboard, before any account exists', () => {
    expect(payoutView({ available: true, account: null })).toMatchObject({
      label: 'Sin configurar',
      onboarding: 'Configurar cobros',
      dashboard: false,
      active: false,
    });
  });

  it('offers Continuar registro for an unfinished registration, still without a dashboard', () => {
    expect(payoutView(account('incomplete'))).toMatchObject({
      label: 'Registro incompleto',
      onboarding: 'Continuar registro',
      dashboard: false,
    });
  });

  it('lets a provider under review see the dashboard, with nothing left to fill in', () => {
    expect(payoutView(account('review'))).toMatchObject({
      label: 'En revisión',
      onboarding: null,
      dashboard: true,
    });
  });

  it('states what Stripe needs when it holds the account back', () => {
    expect(payoutView(account('restricted', 'requirements.past_due'))).toMatchObject({
      label: 'Requiere atención',
      reason: 'Faltan datos que Stripe pidió y ya vencieron.',
      onboarding: 'Continuar registro',
      dashboard: true,
    });
  });

  it('calls an enabled account active, with the dashboard and no registration button', () => {
    expect(payoutView(account('enabled'))).toMatchObject({
      label: 'Activa: recibes pagos con tarjeta',
      onboarding: null,
      dashboard: true,
      active: true,
      reason: null,
    });
  });
});

describe('reasonText', () => {
  it('reads a family of Stripe reasons by its prefix, and anything unknown as a general request', () => {
    expect(reasonText('rejected.fraud')).toBe('Stripe rechazó la cuenta. Escríbenos para ayudarte.');
    expect(reasonText('something.new')).toBe('Stripe necesita que revises tu cuenta.');
  });
});
