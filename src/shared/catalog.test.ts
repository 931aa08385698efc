import { describe, expect, it } from 'vitest';
import {
  BUDGET_RANGES,
  BUDGET_RANGE_VALUES,
  PAYMENT_METHODS,
  REQUEST_PAYMENT_METHODS,
  PLANS,
  SERVICES,
  findService,
  labelOf,
} from './catalog';
import { PRIORITY_SUPPORT_PLANS } from './domain/support';
import { formatMoney } from './format';

describe('catalogue', () => {
  it('prices the nine services as the spec table writes them, and office cleaning from $900', () => {
    expect(SERVICES.map((service) => [service.id, formatMoney(service.fromPrice)])).toEqual([
      ['home-cleaning', '$800'],
      ['car-cleaning', '$400'],
      ['laundry', '$300'],
      ['garden', '$600'],
      ['pool', '$1,000'],
      ['windows', '$500'],
      ['bathroom', '$400'],
      ['maintenance', '$700'],
      ['deep-cleaning', '$1,200'],
      ['office-cleaning', '$900'],
    ]);
  });

  it('prices the three monthly plans and limits only Básico to 10 applications', () => {
    expect(
      PLANS.map((plan) => [plan.id, plan.name, formatMoney(plan.monthlyPrice), plan.monthlyApplicationLimit]),
    ).toEqual([
      ['basic', 'Básico', '$499', 10],
      ['premium', 'Premium', '$999', null],
      ['enterprise', 'Empresarial', '$1,999', null],
    ]);
  });

  it('labels payment methods and budget ranges in Spanish', () => {
    expect(PAYMENT_METHODS.map((method) => method.label)).toEqual([
      'Efectivo',
      'Tarjeta',
      'Transferencia',
      'SPEI (transferencia con referencia)',
      'Efectivo en OXXO',
    ]);
    // A request names only the three that need no gateway.
    expect(REQUEST_PAYMENT_METHODS.map((method) => method.value)).toEqual(['cash', 'card', 'transfer']);
    expect(BUDGET_RANGES.map((range) => range.value)).toEqual([...BUDGET_RANGE_VALUES]);
    expect(labelOf(BUDGET_RANGES, '2000+')).toBe('Más de $2,000');
    expect(labelOf(PAYMENT_METHODS, 'desconocido')).toBe('desconocido');
  });

  it('finds a service by id and nothing for an unknown one', () => {
    expect(findService('pool')?.name).toBe('Limpieza de Piscinas');
    expect(findService('piscina')).toBeUndefined();
    expect(findService(null)).toBeUndefined();
  });
});

// The rule's plans (domain/support.ts) and what the plans' cards promise, side by side.
describe('which plans get priority support', () => {
  it('is exactly the plans whose cards sell priority or around-the-clock support', () => {
    const sold = PLANS.filter((plan) =>
      plan.features.some((feature) => feature === 'Soporte prioritario' || feature === 'Soporte 24/7'),
    );
    expect(sold.map((plan) => plan.id)).toEqual(PRIORITY_SUPPORT_PLANS);
  });
});
