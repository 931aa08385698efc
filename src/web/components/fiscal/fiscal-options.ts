import { isGenericRfc, rfcKind } from '#shared/domain/rfc-check';
import {
  CFDI_USE_CODES,
  cfdiUseLabel,
  isTaxRegime,
  regimesFor,
  TAX_REGIME_CODES,
  taxRegimeLabel,
  usesFor,
  type CfdiUse,
  type TaxRegime,
} from '#shared/fiscal-catalog';

type Option = { value: string; label: string };

/** The régimenes the RFC's kind of person may hold; all of them while the RFC is not valid yet. */
export function regimeOptions(rfc: string): Option[] {
  const kind = rfcKind(rfc);
  // Anexo 20: a generic RFC takes régimen 616 and uso S01 only (the schema says the same).
  const codes: readonly TaxRegime[] = isGenericRfc(rfc)
    ? ['616']
    : kind
      ? regimesFor(kind)
      : TAX_REGIME_CODES;
  return codes.map((code) => ({ value: code, label: taxRegimeLabel(code) }));
}

/** The usos del CFDI the régimen allows for the RFC's kind (either kind while the RFC is not valid yet). */
export function cfdiUseOptions(rfc: string, regime: string): Option[] {
  const kind = rfcKind(rfc);
  let codes: readonly CfdiUse[] = CFDI_USE_CODES;
  if (isGenericRfc(rfc)) codes = ['S01'];
  else if (isTaxRegime(regime)) {
    const allowed = new Set(
      kind ? usesFor(regime, kind) : [...usesFor(regime, 'fisica'), ...usesFor(regime, 'moral')],
    );
    codes = CFDI_USE_CODES.filter((code) => allowed.has(code));
  }
  return codes.map((code) => ({ value: code, label: cfdiUseLabel(code) }));
}
