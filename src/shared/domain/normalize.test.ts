import { describe, expect, it } from 'vitest';
import { normalize } from './normalize';

describe('normalize', () => {
  it('normalizes like a person types', () => {
    expect(normalize('  Ciudad  de MÉXICO, D.F. ')).toBe('ciudad de mexico d f');
    expect(normalize('Peñón')).toBe('penon');
  });

  it('lets GeoNames’ unaccented names meet the written ones', () => {
    expect(normalize('Praxedis G. Guerrero')).toBe(normalize('Práxedis G. Guerrero'));
  });
});
