import { describe, expect, it } from 'vitest';
import { addressLine, directionsUrl, nationalDigits, telHref } from './address';
import { shortName } from './names';
import { phoneField } from './schemas/address';
import { addressMessages } from './address-messages';
import { validation } from './auth-messages';

const HIGUERA = {
  street: 'Calle Higuera 12',
  interior: '3 & patio',
  colonia: 'Del Carmen',
  references: null,
};

describe("'Cómo llegar'", () => {
  it('sends the street, interior, colonia and locality to Google Maps as one encoded destination, with no key', () => {
    const url = new URL(directionsUrl(HIGUERA, 'Coyoacán, Ciudad de México'));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect([...url.searchParams.keys()]).toEqual(['api', 'destination']);
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe(
      'Calle Higuera 12, Int. 3 & patio, Del Carmen, Coyoacán, Ciudad de México',
    );
    expect(url.hash).toBe('');
  });

  it('writes an address saved before the parts existed as it was', () => {
    const legacy = { street: 'Av. Reforma 222, Juárez', interior: null, colonia: null, references: null };
    expect(addressLine(legacy)).toBe('Av. Reforma 222, Juárez');
  });
});

describe('a Mexican phone', () => {
  it('has ten digits however it is written, and dials with +52', () => {
    for (const written of [
      '5512345678',
      '55 1234 5678',
      '(55) 1234-5678',
      '+52 55 1234 5678',
      '55.1234.5678',
    ])
      expect(phoneField.safeParse(written).success, written).toBe(true);
    expect(nationalDigits('+52 (55) 1234-5678')).toBe('5512345678');
    expect(telHref('55 1234 5678')).toBe('tel:+525512345678');
  });

  it('says which rule a wrong one breaks', () => {
    const message = (value: string) => phoneField.safeParse(value).error?.issues[0]?.message;
    expect(message('')).toBe(validation.phoneTooShort);
    expect(message('55 1234')).toBe(validation.phoneTooShort);
    expect(message('55 1234 5678 90')).toBe(addressMessages.phoneInvalid);
    expect(message('cincocinco')).toBe(addressMessages.phoneInvalid);
  });
});

describe('how a person is named to others', () => {
  it("is the first name and the surname's initial, never more", () => {
    expect(shortName('Carmen Ruiz López')).toBe('Carmen R.');
    expect(shortName('  carmen   ruiz ')).toBe('carmen R.');
    expect(shortName('Carmen de la Cruz')).toBe('Carmen C.');
    expect(shortName('Ana-Sofía Óñez')).toBe('Ana-Sofía Ó.');
    expect(shortName('Carmen')).toBe('Carmen');
  });

  it("is 'Cliente' without a name and 'Usuario eliminado' whole for a deleted account", () => {
    expect(shortName(null)).toBe('Cliente');
    expect(shortName('   ')).toBe('Cliente');
    expect(shortName('Usuario eliminado')).toBe('Usuario eliminado');
  });
});
