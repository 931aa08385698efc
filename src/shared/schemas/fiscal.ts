import { z } from 'zod';
import { normalizeRfc } from '#shared/domain/rfc';
import { isGenericRfc, rfcKind, rfcProblem } from '#shared/domain/rfc-check';
import {
  CFDI_USE_CODES,
  isCfdiUse,
  isTaxRegime,
  isValidUse,
  TAX_REGIME_CODES,
  TAX_REGIMES,
} from '#shared/fiscal-catalog';
import { fiscalMessages, rfcProblemMessages } from '#shared/fiscal-messages';
import { toSingleLine } from './contact';

/**
 * Datos fiscales for a CFDI 4.0 receptor, as the Constancia de Situación Fiscal shows them: the PAC refuses to
 * stamp when the RFC, name, postal code and régimen do not match the SAT's records, or the uso does not fit the
 * régimen and kind of person (persona física: 13-character RFC; moral: 12).
 */
export const fiscalDataInput = z
  .object({
    rfc: z
      .string(fiscalMessages.rfcRequired)
      .overwrite(normalizeRfc)
      .superRefine((rfc, context) => {
        const problem = rfcProblem(rfc);
        if (problem) context.addIssue(rfc ? rfcProblemMessages[problem] : fiscalMessages.rfcRequired);
      })
      .meta({ description: 'Upper-cased, without spaces or dashes; check digit verified.' }),
    legalName: z
      .string(fiscalMessages.legalNameRequired)
      .overwrite((value) => toSingleLine(value).replace(/\s+/g, ' ').trim().toUpperCase())
      .min(1, fiscalMessages.legalNameRequired)
      .max(254, fiscalMessages.legalNameTooLong)
      .meta({
        description:
          "Nombre or razón social in capitals, single-spaced. Since CFDI 4.0 a company's is written without its capital regime ('S.A. DE C.V.'): the SAT's records hold the name without it. Not stripped here: the person types it as the Constancia shows.",
      }),
    taxRegime: z.enum(TAX_REGIME_CODES, fiscalMessages.taxRegimeRequired),
    zip: z
      .string(fiscalMessages.zipInvalid)
      .trim()
      .regex(/^\d{5}$/, fiscalMessages.zipInvalid)
      .meta({ description: 'Código postal del domicilio fiscal (DomicilioFiscalReceptor), 5 digits.' }),
    cfdiUse: z.enum(CFDI_USE_CODES, fiscalMessages.cfdiUseRequired),
  })
  .superRefine(
    (value, context) => {
      const kind = rfcKind(value.rfc);
      if (!kind || !isTaxRegime(value.taxRegime)) return;
      const issue = (message: string, field: 'taxRegime' | 'cfdiUse') =>
        context.addIssue({ code: 'custom', message, path: [field] });
      // Anexo 20's filling guide: a generic RFC takes régimen 616 and uso S01, and no other.
      if (isGenericRfc(value.rfc)) {
        if (value.taxRegime !== '616') issue(fiscalMessages.genericRfc, 'taxRegime');
        else if (isCfdiUse(value.cfdiUse) && value.cfdiUse !== 'S01')
          issue(fiscalMessages.genericRfc, 'cfdiUse');
      } else if (!TAX_REGIMES[value.taxRegime][kind])
        issue(fiscalMessages.taxRegimeNotFor[kind], 'taxRegime');
      else if (isCfdiUse(value.cfdiUse) && !isValidUse(value.cfdiUse, value.taxRegime, kind))
        issue(fiscalMessages.cfdiUseNotAllowed, 'cfdiUse');
    },
    // Check the combination even while another field (the name, the postal code) is still wrong.
    { when: (payload) => typeof (payload.value as { rfc?: unknown } | undefined)?.rfc === 'string' },
  );

export type FiscalDataInput = z.input<typeof fiscalDataInput>;
export type FiscalData = z.infer<typeof fiscalDataInput>;

/** The saved datos fiscales, as `GET /api/fiscal-profile` answers them; `null` when none are saved. */
export const fiscalProfileOut = z.object({
  rfc: z.string(),
  legalName: z.string(),
  taxRegime: z.enum(TAX_REGIME_CODES),
  zip: z.string(),
  cfdiUse: z.enum(CFDI_USE_CODES),
  updatedAt: z.string().meta({ description: 'ISO 8601, when they were last saved.' }),
});
export const fiscalProfileAnswer = z.object({ fiscalProfile: fiscalProfileOut.nullable() });

export type FiscalProfile = z.infer<typeof fiscalProfileOut>;
