import { describe, expect, it } from 'vitest';
import { isValidRfc, normalizeRfc, rfcCheckDigit } from './rfc';

describe('the RFC', () => {
  it('accepts real RFCs of people and companies, and the generic ones', () => {
    // The SAT's own examples: a person (GODE561231GR8) and the SAT itself (SAT970701NN3).
    for (const rfc of ['GODE561231GR8', 'SAT970701NN3', 'XAXX010101000', 'XEXX010101000', 'gode-561231-gr8'])
      expect(isValidRfc(rfc), rfc).toBe(true);
  });

  it('computes the check digit by the modulo-11 rule, padding a company’s to 12', () => {
    expect(rfcCheckDigit('GODE561231GR')).toBe('8');
    expect(rfcCheckDigit('SAT970701NN')).toBe('3');
  });

  it('refuses a wrong check digit, an impossible date, or a malformed text', () => {
    for (const rfc of ['GODE561231GR9', 'GODE561331GR8', 'GODE560230GR8', 'GO1E561231GR8', 'GODE561231', ''])
      expect(isValidRfc(rfc), rfc).toBe(false);
  });

  it('is written in upper case without spaces or dashes', () => {
    expect(normalizeRfc(' gode 561231-gr8 ')).toBe('GODE561231GR8');
  });
});
