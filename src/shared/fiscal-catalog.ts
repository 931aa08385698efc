import type { RfcKind } from './domain/rfc-check';

// The two SAT catalogues a CFDI 4.0 receptor is checked against (Anexo 20, catCFDI_V_4): c_RegimenFiscal and
// c_UsoCFDI, limited to the codes in force. Descriptions are the SAT's, without their trailing periods.
// Sources, read side by side since the SAT's own spreadsheet was not at hand: the codes of Facturapi's
// `TaxSystem` and `InvoiceUse` enums (npm facturapi 5.1.0, dist/enums.d.ts), and transcriptions of the SAT
// spreadsheet in public repositories, which agree on every flag and regime list (regimes: celli33/prueba-tecnica
// cfdi40_regimenes_fiscales.ts; uses: a module "based on catalog … CFDI V4.0 2024-04-26" and two others).
// They differ once: 616 among G02's regimes, in the newer ones only; kept, as a cleaning service never needs G02.

// prettier-ignore
export const TAX_REGIME_CODES = [
  '601', '603', '605', '606', '607', '608', '610', '611', '612', '614',
  '615', '616', '620', '621', '622', '623', '624', '625', '626',
] as const;
export type TaxRegime = (typeof TAX_REGIME_CODES)[number];

type Applies = { fisica: boolean; moral: boolean };
const F: Applies = { fisica: true, moral: false };
const M: Applies = { fisica: false, moral: true };
const FM: Applies = { fisica: true, moral: true };

export const TAX_REGIMES: Record<TaxRegime, Applies & { description: string }> = {
  '601': { ...M, description: 'General de Ley Personas Morales' },
  '603': { ...M, description: 'Personas Morales con Fines no Lucrativos' },
  '605': { ...F, description: 'Sueldos y Salarios e Ingresos Asimilados a Salarios' },
  '606': { ...F, description: 'Arrendamiento' },
  '607': { ...F, description: 'Régimen de Enajenación o Adquisición de Bienes' },
  '608': { ...F, description: 'Demás ingresos' },
  '610': { ...FM, description: 'Residentes en el Extranjero sin Establecimiento Permanente en México' },
  '611': { ...F, description: 'Ingresos por Dividendos (socios y accionistas)' },
  '612': { ...F, description: 'Personas Físicas con Actividades Empresariales y Profesionales' },
  '614': { ...F, description: 'Ingresos por intereses' },
  '615': { ...F, description: 'Régimen de los ingresos por obtención de premios' },
  '616': { ...F, description: 'Sin obligaciones fiscales' },
  '620': { ...M, description: 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos' },
  '621': { ...F, description: 'Incorporación Fiscal' },
  '622': { ...M, description: 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras' },
  '623': { ...M, description: 'Opcional para Grupos de Sociedades' },
  '624': { ...M, description: 'Coordinados' },
  '625': {
    ...F,
    description: 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
  },
  '626': { ...FM, description: 'Régimen Simplificado de Confianza' },
};

// prettier-ignore
export const CFDI_USE_CODES = [
  'G01', 'G02', 'G03', 'I01', 'I02', 'I03', 'I04', 'I05', 'I06', 'I07', 'I08', 'D01', 'D02', 'D03',
  'D04', 'D05', 'D06', 'D07', 'D08', 'D09', 'D10', 'S01', 'CP01', 'CN01',
] as const;
export type CfdiUse = (typeof CFDI_USE_CODES)[number];

// The catalogue's 'Régimen Fiscal Receptor' column: the few lists every use shares.
// prettier-ignore
const BUSINESS: readonly TaxRegime[] = [
  '601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626',
];
const RETURNS: readonly TaxRegime[] = [...BUSINESS, '616'];
const PERSONAL: readonly TaxRegime[] = ['605', '606', '607', '608', '611', '612', '614', '615', '625'];
const ANY: readonly TaxRegime[] = TAX_REGIME_CODES;

type UseEntry = Applies & { description: string; regimes: readonly TaxRegime[] };
const entry = (applies: Applies, regimes: readonly TaxRegime[], description: string): UseEntry => ({
  ...applies,
  regimes,
  description,
});

export const CFDI_USES: Record<CfdiUse, UseEntry> = {
  G01: entry(FM, BUSINESS, 'Adquisición de mercancías'),
  G02: entry(FM, RETURNS, 'Devoluciones, descuentos o bonificaciones'),
  G03: entry(FM, BUSINESS, 'Gastos en general'),
  I01: entry(FM, BUSINESS, 'Construcciones'),
  I02: entry(FM, BUSINESS, 'Mobiliario y equipo de oficina por inversiones'),
  I03: entry(FM, BUSINESS, 'Equipo de transporte'),
  I04: entry(FM, BUSINESS, 'Equipo de computo y accesorios'),
  I05: entry(FM, BUSINESS, 'Dados, troqueles, moldes, matrices y herramental'),
  I06: entry(FM, BUSINESS, 'Comunicaciones telefónicas'),
  I07: entry(FM, BUSINESS, 'Comunicaciones satelitales'),
  I08: entry(FM, BUSINESS, 'Otra maquinaria y equipo'),
  D01: entry(F, PERSONAL, 'Honorarios médicos, dentales y gastos hospitalarios'),
  D02: entry(F, PERSONAL, 'Gastos médicos por incapacidad o discapacidad'),
  D03: entry(F, PERSONAL, 'Gastos funerales'),
  D04: entry(F, PERSONAL, 'Donativos'),
  D05: entry(
    F,
    PERSONAL,
    'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)',
  ),
  D06: entry(F, PERSONAL, 'Aportaciones voluntarias al SAR'),
  D07: entry(F, PERSONAL, 'Primas por seguros de gastos médicos'),
  D08: entry(F, PERSONAL, 'Gastos de transportación escolar obligatoria'),
  D09: entry(
    F,
    PERSONAL,
    'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones',
  ),
  D10: entry(F, PERSONAL, 'Pagos por servicios educativos (colegiaturas)'),
  S01: entry(FM, ANY, 'Sin efectos fiscales'),
  CP01: entry(FM, ANY, 'Pagos'),
  CN01: entry(F, ['605'], 'Nómina'),
};

export function isTaxRegime(value: unknown): value is TaxRegime {
  return typeof value === 'string' && Object.hasOwn(TAX_REGIMES, value);
}

export function isCfdiUse(value: unknown): value is CfdiUse {
  return typeof value === 'string' && Object.hasOwn(CFDI_USES, value);
}

/** The régimenes a persona física or moral may hold, in catalogue order. */
export function regimesFor(kind: RfcKind): TaxRegime[] {
  return TAX_REGIME_CODES.filter((code) => TAX_REGIMES[code][kind]);
}

/** The usos del CFDI the SAT accepts for that régimen and kind of person; none when the régimen is not theirs. */
export function usesFor(regime: TaxRegime, kind: RfcKind): CfdiUse[] {
  if (!TAX_REGIMES[regime][kind]) return [];
  return CFDI_USE_CODES.filter((code) => CFDI_USES[code][kind] && CFDI_USES[code].regimes.includes(regime));
}

/** Whether a PAC would stamp this uso for this régimen and kind of person (unknown codes: no). */
export function isValidUse(use: string, regime: string, kind: RfcKind): boolean {
  return isCfdiUse(use) && isTaxRegime(regime) && usesFor(regime, kind).includes(use);
}

/** '612 - Personas Físicas con Actividades Empresariales y Profesionales', as invoices print it. */
export function taxRegimeLabel(regime: TaxRegime): string {
  return `${regime} - ${TAX_REGIMES[regime].description}`;
}

export function cfdiUseLabel(use: CfdiUse): string {
  return `${use} - ${CFDI_USES[use].description}`;
}
