import { describe, expect, it } from 'vitest';
import {
  CFDI_USE_CODES,
  CFDI_USES,
  cfdiUseLabel,
  isValidUse,
  regimesFor,
  TAX_REGIME_CODES,
  TAX_REGIMES,
  taxRegimeLabel,
  usesFor,
} from './fiscal-catalog';

describe('the SAT régimenes fiscales', () => {
  it('offers a persona física her régimenes, RESICO and plataformas tecnológicas among them', () => {
    // prettier-ignore
    expect(regimesFor('fisica')).toEqual([
      '605', '606', '607', '608', '610', '611', '612', '614', '615', '616', '621', '625', '626',
    ]);
  });

  it('offers a persona moral only company régimenes, and RESICO', () => {
    expect(regimesFor('moral')).toEqual(['601', '603', '610', '620', '622', '623', '624', '626']);
  });

  it('names every régimen as invoices print it', () => {
    expect(taxRegimeLabel('626')).toBe('626 - Régimen Simplificado de Confianza');
    for (const code of TAX_REGIME_CODES)
      expect(TAX_REGIMES[code].description.length, code).toBeGreaterThan(5);
  });
});

describe('the usos del CFDI', () => {
  it('lets a RESICO person or company deduct a cleaning as gastos en general', () => {
    expect(isValidUse('G03', '626', 'fisica')).toBe(true);
    expect(isValidUse('G03', '626', 'moral')).toBe(true);
    expect(isValidUse('G03', '612', 'fisica')).toBe(true);
    expect(isValidUse('G03', '601', 'moral')).toBe(true);
  });

  it('gives a salaried person only personal deductions, no effects, payments and payroll', () => {
    // prettier-ignore
    expect(usesFor('605', 'fisica')).toEqual([
      'D01', 'D02', 'D03', 'D04', 'D05', 'D06', 'D07', 'D08', 'D09', 'D10', 'S01', 'CP01', 'CN01',
    ]);
    expect(isValidUse('G03', '605', 'fisica')).toBe(false);
  });

  it('keeps personal deductions from companies, even under a régimen both may hold', () => {
    expect(usesFor('626', 'moral')).not.toContain('D01');
    expect(isValidUse('D10', '625', 'fisica')).toBe(true);
    expect(isValidUse('D10', '601', 'moral')).toBe(false);
  });

  it('leaves someone sin obligaciones fiscales only S01, CP01 and G02', () => {
    expect(usesFor('616', 'fisica')).toEqual(['G02', 'S01', 'CP01']);
  });

  it('gives nothing for a régimen the kind of person cannot hold, nor for unknown codes', () => {
    expect(usesFor('601', 'fisica')).toEqual([]);
    expect(usesFor('612', 'moral')).toEqual([]);
    expect(isValidUse('S01', '612', 'moral')).toBe(false);
    expect(isValidUse('P01', '612', 'fisica')).toBe(false);
    expect(isValidUse('G03', '609', 'moral')).toBe(false);
  });

  it('lets S01 and CP01 go with every régimen, so every régimen has some uso', () => {
    for (const kind of ['fisica', 'moral'] as const)
      for (const regime of regimesFor(kind)) {
        expect(usesFor(regime, kind), `${regime} ${kind}`).toContain('S01');
        expect(usesFor(regime, kind)).toContain('CP01');
      }
  });

  it('lists only régimenes of the kinds a uso applies to', () => {
    for (const code of CFDI_USE_CODES) {
      const entry = CFDI_USES[code];
      for (const regime of entry.regimes)
        expect(
          (entry.fisica && TAX_REGIMES[regime].fisica) || (entry.moral && TAX_REGIMES[regime].moral),
          `${code} ${regime}`,
        ).toBe(true);
    }
    expect(cfdiUseLabel('G03')).toBe('G03 - Gastos en general');
  });
});
