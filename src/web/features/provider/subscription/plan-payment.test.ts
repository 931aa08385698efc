import { describe, expect, it } from 'vitest';
import { findPlan, type Plan } from '#shared/catalog';
import type { PendingPlan, Subscription } from '#shared/schemas/provider';
import {
  changeKind,
  changeToast,
  chosenToast,
  confirmTexts,
  gatewayOf,
  groupClabe,
  offersPayMethod,
  payMethodOf,
  paymentTexts,
  payOptions,
  planStatus,
  transferDetails,
} from './plan-payment';

const basic = findPlan('basic')!;
const premium = findPlan('premium')!;
const enterprise = findPlan('enterprise')!;

const PENDING: PendingPlan = {
  id: 'pay-1',
  planType: 'premium',
  amount: 99_900,
  reference: '0427315',
  concept: 'LIMPIAHOGAR 0427315',
  payBy: '2025-05-08T18:00:00.000Z',
  createdAt: '2025-05-01T18:00:00.000Z',
  bank: { bank: 'BBVA México', beneficiary: 'Limpia Hogar S.A. de C.V.', clabe: '032180000118359719' },
};

type Choice = Parameters<typeof confirmTexts>[0];

/** Choosing `plan` in the dialog, with no plan in force and none waiting unless `more` says so. */
const choose = (plan: Plan, mode: Choice['mode'], more: Partial<Choice> = {}): Choice => ({
  plan,
  current: undefined,
  pending: undefined,
  mode,
  ...more,
});

const ACTIVE: Subscription = {
  id: 'sub-1',
  planType: 'basic',
  status: 'active',
  amount: 49_900,
  startDate: '2025-04-20T18:00:00.000Z',
  endDate: '2025-05-20T18:00:00.000Z',
  createdAt: '2025-04-20T18:00:00.000Z',
  billing: 'transfer',
  renews: false,
  renewalFailedUntil: null,
  nextPlanType: null,
  payMethod: null,
};

describe('the CLABE on the Pago pendiente card', () => {
  it('reads in groups of 4, 4, 4 and 6 digits that join back into the 18 copied', () => {
    const groups = groupClabe('032180000118359719');
    expect(groups).toEqual(['0321', '8000', '0118', '359719']);
    expect(groups.join('')).toBe('032180000118359719');
  });

  it('is shown as it came when it is not 18 digits', () => {
    expect(groupClabe('0321 8000')).toEqual(['0321 8000']);
    expect(groupClabe('03218000011835971')).toEqual(['03218000011835971']);
  });
});

describe('the transfer details a provider types into their bank app', () => {
  it('lists bank, beneficiary, CLABE, reference, concept and the amount with centavos, in that order', () => {
    const details = transferDetails(PENDING);
    expect(details.map((detail) => detail.term)).toEqual([
      'Banco',
      'Beneficiario',
      'CLABE',
      'Referencia numérica',
      'Concepto',
      'Monto',
    ]);
    expect(details.map((detail) => detail.value)).toEqual([
      'BBVA México',
      'Limpia Hogar S.A. de C.V.',
      '032180000118359719',
      '0427315',
      'LIMPIAHOGAR 0427315',
      '$999',
    ]);
  });

  it('offers to copy the CLABE, the reference and the concept only', () => {
    const copyable = transferDetails(PENDING).filter((detail) => detail.copyable);
    expect(copyable.map((detail) => detail.term)).toEqual(['CLABE', 'Referencia numérica', 'Concepto']);
    expect(copyable[0]!.groups).toEqual(['0321', '8000', '0118', '359719']);
  });
});

describe('the plan cards', () => {
  const data = { subscription: ACTIVE, pendingPayment: PENDING };

  it('mark the plan in force as active and the chosen one as waiting for its payment', () => {
    expect(planStatus('basic', data)).toBe('active');
    expect(planStatus('premium', data)).toBe('pending');
    expect(planStatus('enterprise', data)).toBeNull();
  });

  it('mark nothing when there is no plan and nothing waits', () => {
    expect(planStatus('basic', { subscription: null, pendingPayment: null })).toBeNull();
  });
});

describe('the plan dialog', () => {
  it('says the plan starts today when plans are activated on request, and that nothing is charged', () => {
    const texts = confirmTexts(choose(basic, 'immediate'));
    expect(texts.description).toBe(
      'Te suscribirás al plan Básico por $499 al mes, activo desde hoy y durante un mes.',
    );
    expect(texts.notes).toEqual(['Pagos en línea no configurados: en este entorno el plan no se cobra.']);
  });

  it('says a plan paid by transfer starts when the money arrives, and the current plan stays until then', () => {
    const first = confirmTexts(choose(premium, 'transfer'));
    expect(first.description).toContain('Empieza cuando recibamos tu transferencia');
    expect(first.notes).toEqual([
      'Al confirmar te mostraremos los datos para pagar por transferencia (SPEI).',
    ]);

    const change = confirmTexts(choose(premium, 'transfer', { current: basic }));
    expect(change.description).toBe(
      'Tu plan Básico sigue activo hasta que recibamos tu transferencia; entonces el plan Premium ($999 al mes) lo reemplaza durante un mes.',
    );
  });

  it('says a renewal adds its month after the current one', () => {
    const renewal = confirmTexts(choose(premium, 'transfer', { current: premium }));
    expect(renewal.description).toBe(
      'Pagarás el siguiente mes de tu plan Premium ($999 al mes) por transferencia. Se suma al final de tu mes actual, así que no pierdes ningún día.',
    );
  });

  it('warns that choosing another plan cancels the one waiting, and not when the same one is chosen again', () => {
    const other = confirmTexts(choose(enterprise, 'transfer', { pending: premium }));
    expect(other.notes[0]).toBe(
      'Tu elección anterior (plan Premium) se cancela: paga solo este plan, con su nueva referencia.',
    );
    const same = confirmTexts(choose(premium, 'transfer', { pending: premium }));
    expect(same.notes).toHaveLength(1);
  });
});

describe('the plan dialog when plans are paid online', () => {
  it('says the plan starts when the payment is confirmed, renews monthly, and the card goes to Stripe', () => {
    const first = confirmTexts(choose(premium, 'online'));
    expect(first.description).toBe(
      'Pagarás $999 al mes con tarjeta o transferencia SPEI a través de Stripe. El plan Premium se activa en cuanto se confirme el pago y se renueva cada mes; puedes cancelar la renovación cuando quieras.',
    );
    expect(first.notes).toEqual(['Los datos de tu tarjeta van directo a Stripe: LimpiaHogar nunca los ve.']);
    const change = confirmTexts(choose(premium, 'online', { current: basic }));
    expect(change.description).toBe(
      'El plan Premium ($999 al mes) reemplaza a tu plan Básico en cuanto se confirme el pago, y se renueva cada mes.',
    );
  });
});

describe('changing a plan that renews online', () => {
  const renewing = { endDate: '2025-05-20T18:00:00.000Z', next: undefined };
  it('upgrades now with the difference charged, downgrades at the end date, and can undo a downgrade', () => {
    expect(changeKind(premium, basic)).toBe('upgrade');
    expect(changeKind(basic, enterprise)).toBe('downgrade');
    expect(changeKind(basic, basic)).toBe('kept');
    const up = confirmTexts(choose(premium, 'online', { current: basic, renewing }));
    expect(up.description).toBe(
      'Tu plan cambia a Premium ($999 al mes) en cuanto se cobre la diferencia del resto del mes con tu forma de pago guardada. Tu fecha de renovación no cambia.',
    );
    const down = confirmTexts(choose(basic, 'online', { current: premium, renewing }));
    expect(down.description).toMatch(/^Tu plan Premium sigue hasta el 20 de mayo de 2025/);
    expect(down.description).toMatch(/desde entonces se renueva como Básico \(\$499 al mes\)\.$/);
    const keep = confirmTexts(
      choose(premium, 'online', { current: premium, renewing: { ...renewing, next: basic } }),
    );
    expect(keep.description).toBe(
      'Tu plan Premium seguirá renovándose y se cancela el cambio programado a Básico.',
    );
    expect(changeToast('downgrade', basic, renewing.endDate)).toMatchObject({ title: 'Cambio programado' });
    expect(changeToast('upgrade', premium, renewing.endDate)).toEqual({
      title: 'Cambio solicitado',
      body: 'Tu plan cambia a Premium en cuanto se confirme el cobro de la diferencia.',
    });
  });
});

describe('the toast after choosing a plan', () => {
  it('is Suscripción exitosa only when the plan started at once', () => {
    expect(chosenToast(choose(basic, 'immediate'))).toEqual({
      title: 'Suscripción exitosa',
      body: 'Te has suscrito al plan Básico.',
    });
    expect(chosenToast(choose(basic, 'transfer'))).toEqual({
      title: 'Plan elegido',
      body: 'Haz la transferencia con los datos de la página; te avisaremos cuando la confirmemos.',
    });
  });

  it('reminds of the reference already given when the waiting plan is chosen again', () => {
    expect(chosenToast(choose(premium, 'transfer', { current: basic, pending: premium })).body).toBe(
      'Ya elegiste este plan; haz la transferencia con la referencia que te dimos.',
    );
  });
});

describe('the plan dialog with cash at OXXO', () => {
  it('asks how to pay for a new plan online, but not for the next month of a plan paid at OXXO', () => {
    const online = choose(premium, 'online');
    expect(offersPayMethod(online)).toBe(true);
    expect(payMethodOf(online)).toBe('card');
    expect(offersPayMethod({ ...online, mode: 'transfer' })).toBe(false);
    const next = { ...online, current: premium, oxxoPlan: true };
    expect(offersPayMethod(next)).toBe(false);
    expect(payMethodOf(next)).toBe('oxxo');
    expect(offersPayMethod({ ...next, plan: basic })).toBe(true);
  });

  it('says the plan starts when Stripe confirms the cash, lasts a month and does not renew', () => {
    const first = confirmTexts(choose(premium, 'online', { method: 'oxxo' }));
    expect(first.description).toBe(
      'Pagarás $999 en efectivo en OXXO con una ficha de pago. El plan Premium se activa cuando Stripe confirme el pago (normalmente el siguiente día hábil) y dura un mes; no se renueva solo.',
    );
    const next = confirmTexts(choose(premium, 'online', { current: premium, oxxoPlan: true }));
    expect(next.description).toContain('Se suma al final de tu mes actual');
    expect(paymentTexts('oxxo', '$999').action).toBe('Generar ficha de pago');
    expect(paymentTexts('card', '$999').action).toBe('Pagar $999');
  });
});

describe('the plan dialog with Mercado Pago', () => {
  const online = choose(premium, 'online');

  it('offers Stripe’s card and OXXO and Mercado Pago when both are configured, and nothing to choose with Mercado Pago alone', () => {
    expect(payOptions(['stripe', 'mercadopago']).map((option) => option.label)).toEqual([
      'Tarjeta o SPEI (se renueva cada mes)',
      'Efectivo en OXXO (pagas mes a mes)',
      'Mercado Pago (se renueva cada mes)',
    ]);
    expect(offersPayMethod({ ...online, gateways: ['stripe', 'mercadopago'] })).toBe(true);
    expect(offersPayMethod({ ...online, gateways: ['mercadopago'] })).toBe(false);
    expect(gatewayOf({ ...online, gateways: ['mercadopago'] })).toBe('mercadopago');
  });

  it('says the provider pays on Mercado Pago’s page, and leaves a change of a renewing plan to its own gateway', () => {
    const { description, notes } = confirmTexts({ ...online, gateways: ['stripe'], gateway: 'mercadopago' });
    expect(description).toContain('a través de Mercado Pago');
    expect(notes).toEqual([
      'Pagas en la página de Mercado Pago: LimpiaHogar nunca ve los datos de tu tarjeta.',
    ]);
    const renewing = { endDate: '2025-06-01T00:00:00.000Z', next: undefined };
    expect(
      gatewayOf({ ...online, current: basic, renewing, gateways: ['stripe', 'mercadopago'] }),
    ).toBeUndefined();
  });
});
