import { describe, expect, it } from 'vitest';
import { regimeOptions, cfdiUseOptions } from './fiscal-options';

const values = (options: { value: string }[]) => options.map((option) => option.value);

describe('the choices of the datos fiscales form', () => {
  it('offers every régimen until the RFC is valid, then only those of its kind of person', () => {
    expect(values(regimeOptions('GODE'))).toHaveLength(19);
    expect(values(regimeOptions('GODE561231GR8'))).toContain('612');
    expect(values(regimeOptions('GODE561231GR8'))).not.toContain('601');
    expect(values(regimeOptions('ABC680524P73'))).toEqual([
      '601',
      '603',
      '610',
      '620',
      '622',
      '623',
      '624',
      '626',
    ]);
  });

  it('offers the usos the régimen allows for the kind of person', () => {
    expect(values(cfdiUseOptions('GODE561231GR8', '612'))).toContain('G03');
    expect(values(cfdiUseOptions('GODE561231GR8', '612'))).not.toContain('CN01');
    expect(values(cfdiUseOptions('ABC680524P73', '601'))).not.toContain('D01');
    expect(values(cfdiUseOptions('GODE561231GR8', '605'))).toContain('CN01');
  });

  it('holds a generic RFC to régimen 616 and uso S01', () => {
    expect(values(regimeOptions('XAXX010101000'))).toEqual(['616']);
    expect(values(cfdiUseOptions('XAXX010101000', '616'))).toEqual(['S01']);
  });
});
