import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidRfc, normalizeRfc, rfcCheckDigit } from './rfc';
import { isGenericRfc, rfcKind, rfcProblem } from './rfc-check';

describe('the kind of an RFC', () => {
  it('reads 13 characters as a persona física and 12 as a persona moral', () => {
    // Published ones: the SAT itself, and the RFCs of the SAT's test certificates (CSD de pruebas).
    for (const rfc of ['SAT970701NN3', 'EKU9003173C9', 'XIA190128J61', 'IIA040805DZ4', 'KIJ0906199R1'])
      expect(rfcKind(rfc), rfc).toBe('moral');
    for (const rfc of ['GODE561231GR8', 'CACX7605101P8', 'FUNK671228PH6', 'MISC491214B86'])
      expect(rfcKind(rfc), rfc).toBe('fisica');
  });

  it('takes the generic RFCs as personas físicas, and knows them from the rest', () => {
    expect(rfcKind('XAXX010101000')).toBe('fisica');
    expect(rfcKind(' xexx010101000 ')).toBe('fisica');
    expect(isGenericRfc('xaxx010101000')).toBe(true);
    expect(isGenericRfc('GODE561231GR8')).toBe(false);
  });

  it('has no kind when the RFC is not valid', () => {
    expect(rfcKind('GODE561231GR9')).toBeNull();
    expect(rfcKind('')).toBeNull();
  });
});

describe('why an RFC is refused', () => {
  it('finds nothing wrong with a valid one, typed in lower case with spaces', () => {
    expect(rfcProblem('  sat970701nn3 ')).toBeNull();
    expect(rfcProblem('gode 561231 gr8')).toBeNull();
  });

  it('reads Ñ and & as letters with their own values in the check digit', () => {
    // Check digits worked out by hand from the SAT table (Ñ = 38, & = 24, a company padded with a space).
    expect(rfcCheckDigit('PEÑA800229AB')).toBe('4');
    expect(rfcCheckDigit('M&M990101AB')).toBe('8');
    expect(rfcProblem('peña800229ab4')).toBeNull();
    expect(rfcKind('M&M990101AB8')).toBe('moral');
    expect(rfcProblem('ÑAÑ010203AB7')).toBeNull();
    expect(rfcProblem('&AB010101A16')).toBeNull();
    expect(rfcCheckDigit('IBAÑ800229AB')).toBe('7');
    // Read as an N, the Ñ gives another digit.
    expect(rfcProblem('ibañ800229ab7')).toBeNull();
    expect(rfcProblem('IBAN800229AB7')).toBe('check-digit');
  });

  it('makes 10 an A and 11 a 0', () => {
    expect(rfcCheckDigit('BAR000229XY')).toBe('A');
    expect(rfcCheckDigit('LOPE900101A1')).toBe('0');
    expect(rfcProblem('BAR000229XYA')).toBeNull();
  });

  it('says the length first', () => {
    for (const rfc of ['', 'GODE561231', 'GODE561231GR8X', 'SAT970701NN'])
      expect(rfcProblem(rfc), rfc).toBe('length');
  });

  it('says a letter or digit out of place is a malformed RFC', () => {
    for (const rfc of ['GO1E561231GR8', '1AT970701NN3', 'SAT970701N_3', 'SAT970701NNB'])
      expect(rfcProblem(rfc), rfc).toBe(rfc.endsWith('B') ? 'check-digit' : 'format');
  });

  it('refuses impossible dates, and accepts 29 February only in a leap year', () => {
    for (const rfc of ['GODE561331GR8', 'GODE560230GR8', 'GODE561200GR8', 'SAT970732NN3', 'GODE5612A1GR8'])
      expect(rfcProblem(rfc), rfc).toBe('date');
    const leapDay = 'PEÑA800229AB';
    expect(rfcProblem(leapDay + rfcCheckDigit(leapDay))).toBeNull();
    const notLeap = 'PEÑA810229AB';
    expect(rfcProblem(notLeap + rfcCheckDigit(notLeap))).toBe('date');
  });

  it('says a wrong check digit last, when everything else is right', () => {
    expect(rfcProblem('SAT970701NN4')).toBe('check-digit');
    expect(rfcProblem('GODE561231GR9')).toBe('check-digit');
  });

  it('agrees with isValidRfc on any text, and finds a fault in every changed check digit', () => {
    const alphabet = [...'0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ& -a'];
    const text = fc
      .array(fc.constantFrom(...alphabet), { minLength: 10, maxLength: 14 })
      .map((c) => c.join(''));
    fc.assert(fc.property(text, (rfc) => (rfcProblem(rfc) === null) === isValidRfc(rfc)));
    fc.assert(
      fc.property(
        fc.constantFrom('SAT970701NN3', 'GODE561231GR8', 'M&M990101AB8'),
        fc.constantFrom(...'0123456789A'),
        (rfc, digit) => {
          const changed = rfc.slice(0, -1) + digit;
          return rfcProblem(changed) === (changed === rfc ? null : 'check-digit');
        },
      ),
    );
  });

  it('accepts any well-formed RFC once its check digit is computed, with Ñ and & among the letters', () => {
    const letter = fc.constantFrom(...'ABCDEFGHIJKLMNÑOPQRSTUVWXYZ&');
    const rfc = fc
      .record({
        letters: fc.array(letter, { minLength: 3, maxLength: 4 }),
        date: fc.date({ min: new Date('1930-01-01'), max: new Date('2029-12-31'), noInvalidDate: true }),
        homoclave: fc.array(fc.constantFrom(...'ABCDEFGHIJKLMNPQRSTUVWXYZ123456789'), {
          minLength: 2,
          maxLength: 2,
        }),
      })
      .map(({ letters, date, homoclave }) => {
        const body =
          letters.join('') + date.toISOString().slice(2, 10).replaceAll('-', '') + homoclave.join('');
        return body + rfcCheckDigit(body);
      });
    fc.assert(
      fc.property(rfc, (value) => {
        expect(rfcProblem(value.toLowerCase())).toBeNull();
        expect(rfcKind(value)).toBe(value.length === 13 ? 'fisica' : 'moral');
      }),
    );
  });

  it('normalises by trimming, removing inner spaces and dashes, and upper-casing', () => {
    expect(normalizeRfc(' peña-800229-ab4 ')).toBe('PEÑA800229AB4');
  });
});
