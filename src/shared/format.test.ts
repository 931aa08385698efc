import { describe, expect, it } from 'vitest';
import * as format from './format';
import {
  fillSlots,
  formatAlternatives,
  formatDateTime,
  formatDateTimeIn,
  formatDay,
  formatMoney,
  formatMonth,
  formatServiceTime,
  formatServiceTimeAt,
  formatTimeRange,
  placeTimeLabel,
} from './format';

describe('es-MX formatting', () => {
  it('writes whole pesos as the spec does', () => {
    expect(formatMoney(80_000)).toBe('$800');
    expect(formatMoney(120_000)).toBe('$1,200');
  });

  it('keeps centavos when there are any', () => {
    expect(formatMoney(49_950)).toBe('$499.50');
    expect(formatMoney(5)).toBe('$0.05');
  });

  it('has one way to write money: no second formatter that always shows centavos', () => {
    expect(Object.keys(format).filter((name) => /money|pesos/i.test(name))).toEqual([
      'formatMoney',
      'formatPesos',
    ]);
    expect(format.formatPesos(950)).toBe('$950');
  });

  it('writes a month lower-case, as es-MX does', () => {
    expect(formatMonth('2026-11')).toBe('noviembre de 2026');
  });

  it('joins choices with «o»', () => {
    expect(formatAlternatives(['efectivo', 'tarjeta', 'transferencia'])).toBe(
      'efectivo, tarjeta o transferencia',
    );
    expect(formatAlternatives(['efectivo', 'tarjeta'])).toBe('efectivo o tarjeta');
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

describe('a service’s time with its length', () => {
  const tenInMexicoCity = '2026-11-25T16:00:00Z';

  it('writes the start and the end on the place’s 24-hour clock and the hours it lasts', () => {
    expect(formatTimeRange(tenInMexicoCity, 180, 'America/Mexico_City')).toBe('10:00 – 13:00 (3 h)');
    expect(formatTimeRange(tenInMexicoCity, 210, 'America/Mexico_City')).toBe('10:00 – 13:30 (3.5 h)');
    expect(formatTimeRange(tenInMexicoCity, 60, 'America/Cancun')).toBe('11:00 – 12:00 (1 h)');
  });

  it('shows the end of a service that runs past midnight', () => {
    expect(formatTimeRange('2026-11-26T04:00:00Z', 180, 'America/Mexico_City')).toBe('22:00 – 01:00 (3 h)');
  });

  it('shows what the clock reads at the end when it moves during the service', () => {
    // Tijuana sets its clock forward at 02:00 on 8 March 2026: 00:30 plus three hours reads 04:30.
    expect(formatTimeRange('2026-03-08T08:30:00Z', 180, 'America/Tijuana')).toBe('00:30 – 04:30 (3 h)');
  });

  it('puts the long date before the range, naming the place only when the viewer’s clock differs', () => {
    expect(formatServiceTime(tenInMexicoCity, 180, 'America/Mexico_City')).toBe(
      '25 de noviembre de 2026, 10:00 – 13:00 (3 h)',
    );
    expect(formatServiceTime(tenInMexicoCity, 180, 'America/Mexico_City', 'America/Monterrey')).toBe(
      '25 de noviembre de 2026, 10:00 – 13:00 (3 h)',
    );
    expect(formatServiceTime(tenInMexicoCity, 180, 'America/Cancun', 'America/Mexico_City')).toBe(
      '25 de noviembre de 2026, 11:00 – 14:00 (3 h) (hora de Cancún)',
    );
  });

  it('files a late service on the place’s own day', () => {
    // 23:30 on the 25th in Tijuana is already the 26th in Mexico City.
    expect(formatServiceTime('2026-11-26T07:30:00Z', 120, 'America/Tijuana')).toBe(
      '25 de noviembre de 2026, 23:30 – 01:30 (2 h)',
    );
  });

  it('always names the place in an e-mail', () => {
    expect(formatServiceTimeAt(tenInMexicoCity, 180, 'America/Mexico_City')).toBe(
      '25 de noviembre de 2026, 10:00 – 13:00 (3 h) (hora de Ciudad de México)',
    );
  });
});

describe('placeTimeLabel', () => {
  it('names the place beside a typed hour when the viewer’s clock reads another one', () => {
    expect(placeTimeLabel(new Date('2026-03-05T15:00:00Z'), 'America/Cancun', 'America/Mexico_City')).toBe(
      'Hora de Cancún',
    );
  });

  it('is empty when both clocks agree then, even for differently named zones', () => {
    const at = new Date('2026-01-15T16:00:00Z');
    expect(placeTimeLabel(at, 'America/Cancun', 'America/Cancun')).toBe('');
    expect(placeTimeLabel(at, 'America/Monterrey', 'America/Mexico_City')).toBe('');
    expect(placeTimeLabel(at, 'America/Matamoros', 'America/Monterrey')).toBe('');
    expect(placeTimeLabel(new Date('2026-07-15T15:00:00Z'), 'America/Matamoros', 'America/Monterrey')).toBe(
      'Hora de Matamoros',
    );
  });
});

describe('fillSlots', () => {
  const morning = formatDateTime('2026-11-27T10:31:00Z');

  it('ends a sentence whose date ends in a.m. with one period, not two', () => {
    expect(morning).toMatch(/a\.\s?m\.$/);
    const sentence = fillSlots('Tu plan vence el {date}.', { date: morning });
    expect(sentence).toBe(`Tu plan vence el ${morning}`);
    expect(sentence).not.toMatch(/\.\.$/);
  });

  it('keeps the sentence’s period after a value that has none', () => {
    expect(fillSlots('Revisada el {date}.', { date: '3 de mayo' })).toBe('Revisada el 3 de mayo.');
    expect(fillSlots('{n} de {total}.', { n: 2, total: 5 })).toBe('2 de 5.');
  });

  it('leaves an unknown slot as written', () => {
    expect(fillSlots('Hola {name}.', {})).toBe('Hola {name}.');
  });
});
