import { describe, expect, it } from 'vitest';
import { fiscalMessages, rfcProblemMessages } from '#shared/fiscal-messages';
import { fiscalDataInput, type FiscalDataInput } from './fiscal';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const company: FiscalDataInput = {
  rfc: 'SAT970701NN3',
  legalName: 'Servicio de Administración Tributaria',
  taxRegime: '603',
  zip: '06300',
  cfdiUse: 'G03',
};

const person: FiscalDataInput = {
  rfc: 'GODE561231GR8',
  legalName: 'Elena Gómez Díaz',
  taxRegime: '626',
  zip: '44100',
  cfdiUse: 'G03',
};

describe('the fiscal data schema', () => {
  it('normalises the RFC and writes the name in capitals, single-spaced on one line', () => {
    expect(
      fiscalDataInput.parse({
        ...person,
        rfc: ' gode-561231-gr8 ',
        legalName: '  Elena  Gómez\nDíaz ',
        zip: ' 44100',
      }),
    ).toEqual({ ...person, rfc: 'GODE561231GR8', legalName: 'ELENA GÓMEZ DÍAZ', zip: '44100' });
    expect(fiscalDataInput.parse(company).legalName).toBe('SERVICIO DE ADMINISTRACIÓN TRIBUTARIA');
  });

  it('explains what is wrong with the RFC', () => {
    const rfc = (value: string) => messages(fiscalDataInput.safeParse({ ...person, rfc: value })).rfc;
    expect(rfc('')).toBe(fiscalMessages.rfcRequired);
    expect(rfc('GODE5612')).toBe(rfcProblemMessages.length);
    expect(rfc('GODE561331GR8')).toBe('La fecha del RFC no es válida.');
    expect(rfc('GODE561231GR9')).toBe(
      'El dígito verificador del RFC no coincide; revísalo en tu Constancia de Situación Fiscal.',
    );
    expect(rfc('G0DE561231GR8')).toBe(rfcProblemMessages.format);
  });

  it('gives every empty field its own message at once', () => {
    expect(
      messages(fiscalDataInput.safeParse({ rfc: '', legalName: ' ', taxRegime: '', zip: '', cfdiUse: '' })),
    ).toEqual({
      rfc: fiscalMessages.rfcRequired,
      legalName: fiscalMessages.legalNameRequired,
      taxRegime: fiscalMessages.taxRegimeRequired,
      zip: fiscalMessages.zipInvalid,
      cfdiUse: fiscalMessages.cfdiUseRequired,
    });
    expect(messages(fiscalDataInput.safeParse({}))).toEqual({
      rfc: fiscalMessages.rfcRequired,
      legalName: fiscalMessages.legalNameRequired,
      taxRegime: fiscalMessages.taxRegimeRequired,
      zip: fiscalMessages.zipInvalid,
      cfdiUse: fiscalMessages.cfdiUseRequired,
    });
  });

  it('wants a five-digit código postal and a name of at most 254 characters', () => {
    for (const zip of ['4410', '441000', 'C.P. 44100', '44 100'])
      expect(messages(fiscalDataInput.safeParse({ ...person, zip })), zip).toEqual({
        zip: fiscalMessages.zipInvalid,
      });
    expect(messages(fiscalDataInput.safeParse({ ...person, legalName: 'A'.repeat(255) }))).toEqual({
      legalName: fiscalMessages.legalNameTooLong,
    });
    expect(fiscalDataInput.safeParse({ ...person, legalName: 'A'.repeat(254) }).success).toBe(true);
  });

  it('refuses a régimen of the other kind of person, on the régimen', () => {
    expect(messages(fiscalDataInput.safeParse({ ...person, taxRegime: '601' }))).toEqual({
      taxRegime: fiscalMessages.taxRegimeNotFor.fisica,
    });
    expect(messages(fiscalDataInput.safeParse({ ...company, taxRegime: '612' }))).toEqual({
      taxRegime: fiscalMessages.taxRegimeNotFor.moral,
    });
  });

  it('refuses a uso the régimen does not allow, on the uso, even while the postal code is wrong', () => {
    expect(messages(fiscalDataInput.safeParse({ ...person, taxRegime: '605', zip: '1' }))).toEqual({
      zip: fiscalMessages.zipInvalid,
      cfdiUse: fiscalMessages.cfdiUseNotAllowed,
    });
    expect(messages(fiscalDataInput.safeParse({ ...company, cfdiUse: 'D01' }))).toEqual({
      cfdiUse: fiscalMessages.cfdiUseNotAllowed,
    });
    expect(fiscalDataInput.safeParse({ ...person, taxRegime: '605', cfdiUse: 'D10' }).success).toBe(true);
  });

  it('takes the generic RFC only with régimen 616 and uso S01', () => {
    const generic = { ...person, rfc: 'xaxx010101000', legalName: 'Público en general' };
    expect(fiscalDataInput.parse({ ...generic, taxRegime: '616', cfdiUse: 'S01' }).rfc).toBe('XAXX010101000');
    expect(messages(fiscalDataInput.safeParse({ ...generic, taxRegime: '616', cfdiUse: 'G03' }))).toEqual({
      cfdiUse: fiscalMessages.genericRfc,
    });
    expect(messages(fiscalDataInput.safeParse(generic))).toEqual({ taxRegime: fiscalMessages.genericRfc });
  });

  it('says nothing of the combination while the RFC itself is wrong', () => {
    expect(
      messages(fiscalDataInput.safeParse({ ...person, rfc: 'GODE561231GR9', taxRegime: '601' })),
    ).toEqual({
      rfc: rfcProblemMessages['check-digit'],
    });
  });
});
