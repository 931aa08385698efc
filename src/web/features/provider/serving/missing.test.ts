import { describe, expect, it } from 'vitest';
import { missingLine } from './missing';

describe('missingLine', () => {
  it('names the documents still to upload, then the sending, then the review', () => {
    expect(missingLine({ status: 'none', missingDocuments: ['id', 'address'] })).toBe(
      'Te falta subir: tu identificación oficial (INE o pasaporte) y tu comprobante de domicilio.',
    );
    expect(missingLine({ status: 'none', missingDocuments: ['address'] })).toBe(
      'Te falta subir: tu comprobante de domicilio.',
    );
    expect(missingLine({ status: 'none', missingDocuments: [] })).toBe(
      'Te falta enviar tus documentos para revisión.',
    );
    expect(missingLine({ status: 'pending', missingDocuments: [] })).toMatch(
      /^Tus documentos están en revisión/,
    );
  });

  it('sends a rejected provider back to the reason, and says nothing once approved', () => {
    expect(missingLine({ status: 'rejected', missingDocuments: [] })).toMatch(/^Rechazamos tu verificación/);
    expect(missingLine({ status: 'approved', missingDocuments: [] })).toBeNull();
  });
});
