import { describe, expect, it } from 'vitest';
import { clabeCheckDigit, isValidClabe } from './clabe';

describe('the CLABE', () => {
  it('accepts a real CLABE and refuses a changed digit, a short one and letters', () => {
    // Banco de México's published example.
    expect(clabeCheckDigit('03218000011835971')).toBe(9);
    expect(isValidClabe('032180000118359719')).toBe(true);
    expect(isValidClabe('032180000118359718')).toBe(false);
    expect(isValidClabe('132180000118359719')).toBe(false);
    expect(isValidClabe('03218000011835971')).toBe(false);
    expect(isValidClabe('03218000011835971A')).toBe(false);
  });
});
