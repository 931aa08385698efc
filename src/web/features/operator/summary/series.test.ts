import { describe, expect, it } from 'vitest';
import { formatInteger, formatMoney } from '#shared/format';
import type { Summary } from '#shared/schemas/operator';
import { describePoints, pointsOf } from './series';

const day = (date: string, requests: number, completedValue: number): Summary['series'][number] => ({
  date,
  newCustomers: 0,
  newProviders: 0,
  requests,
  offers: 0,
  servicesConfirmed: 0,
  servicesCompleted: 0,
  servicesCancelled: 0,
  completedValue,
});

const series = [day('2026-03-01', 2, 0), day('2026-03-02', 5, 80_000), day('2026-03-03', 5, 45_050)];

describe("a summary chart's text alternative", () => {
  it('states the 30-day total and the busiest day, the first one when two tie', () => {
    expect(describePoints('Solicitudes publicadas', pointsOf(series, 'requests'), formatInteger)).toBe(
      'Solicitudes publicadas, últimos 30 días: 12 en total; el día con más fue el 2 de marzo, con 5.',
    );
  });

  it('writes money figures in pesos', () => {
    expect(describePoints('Valor', pointsOf(series, 'completedValue'), formatMoney)).toBe(
      'Valor, últimos 30 días: $1,250.50 en total; el día con más fue el 2 de marzo, con $800.',
    );
  });

  it('says when nothing happened rather than naming a busiest day', () => {
    expect(describePoints('Clientes nuevos', pointsOf(series, 'newCustomers'), formatInteger)).toBe(
      'Clientes nuevos, últimos 30 días: sin movimientos.',
    );
    expect(describePoints('Clientes nuevos', [], formatInteger)).toBe(
      'Clientes nuevos, últimos 30 días: sin movimientos.',
    );
  });
});
