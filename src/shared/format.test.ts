import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney } from './format';

describe('es-MX formatting', () => {
  it('writes whole pesos as the spec does', () => {
    expect(formatMoney(80_000)).toBe('$800');
    expect(formatMoney(120_000)).toBe('$1,200');
  });

  it('keeps centavos when there are any', () => {
    expect(formatMoney(49_950)).toBe('$499.50');
  });

  it('writes dates in the Mexican long format with hour and minute, in Mexico City time', () => {
    expect(formatDateTime('2026-03-05T18:30:00Z')).toMatch(
      /^5 de marzo de 2026(,| a las) 12:30\s?p\.\s?m\.$/,
    );
  });
});
