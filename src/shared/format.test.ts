import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDateTimeIn, formatDay, formatMoney } from './format';

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

  it('writes a calendar day as the day it names, whatever the zone', () => {
    expect(formatDay('2026-03-05')).toBe('5 de marzo');
    expect(formatDay('2026-12-31')).toBe('31 de diciembre');
  });
});

describe('formatDateTimeIn', () => {
  const tenInCancun = '2026-03-05T15:00:00Z';
  const tenInTijuanaInJuly = '2026-07-01T17:00:00Z';

  it('shows the instant on the place’s own clock', () => {
    expect(formatDateTimeIn(tenInCancun, 'America/Cancun')).toMatch(
      /^5 de marzo de 2026(,| a las) 10:00\s?a\.\s?m\.$/,
    );
    expect(formatDateTimeIn(tenInTijuanaInJuly, 'America/Tijuana')).toMatch(/ 10:00\s?a\.\s?m\.$/);
  });

  it('names the place’s zone when the viewer’s clock reads another hour', () => {
    expect(formatDateTimeIn(tenInCancun, 'America/Cancun', 'America/Mexico_City')).toMatch(
      /^5 de marzo de 2026(,| a las) 10:00\s?a\.\s?m\. \(hora de Cancún\)$/,
    );
    expect(formatDateTimeIn(tenInTijuanaInJuly, 'America/Tijuana', 'America/Monterrey')).toMatch(
      /\(hora de Tijuana\)$/,
    );
  });

  it('says nothing more when both clocks agree at that instant, even for differently named zones', () => {
    expect(formatDateTimeIn(tenInCancun, 'America/Cancun', 'America/Cancun')).not.toContain('hora de');
    expect(formatDateTimeIn(tenInCancun, 'America/Monterrey', 'America/Mexico_City')).not.toContain(
      'hora de',
    );
  });

  it('names a border zone only in the months its clock differs', () => {
    // Matamoros follows US summer time; Monterrey has none since 2022.
    expect(formatDateTimeIn('2026-01-15T16:00:00Z', 'America/Matamoros', 'America/Monterrey')).not.toContain(
      'hora de',
    );
    expect(formatDateTimeIn('2026-07-15T15:00:00Z', 'America/Matamoros', 'America/Monterrey')).toMatch(
      /\(hora de Matamoros\)$/,
    );
  });
});
