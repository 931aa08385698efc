import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { receiptMessages } from '#shared/fiscal-messages';
import { type Receipt, receiptLines, renderReceiptPdf, toWinAnsi } from './receipt-pdf';

const receipt: Receipt = {
  folio: 'LH-2026-000123',
  paidAt: '2026-03-05T18:07:00Z',
  supportEmail: 'soporte@limpiahogar.mx',
  customer: { name: 'María José Núñez Peña', email: 'maria.nunez@ejemplo.mx' },
  fiscal: { rfc: 'NUPM850615AB1', legalName: 'MARÍA JOSÉ NÚÑEZ PEÑA', taxRegime: '626' },
  items: [
    { description: 'Plan Profesional — marzo de 2026', amount: 49_900 },
    { description: 'Limpieza profunda', amount: 120_050 },
  ],
  paymentMethod: 'Transferencia (SPEI)',
};

/** WinAnsi byte (two hex digits) to character, read off Helvetica itself: Node's windows-1252 decoder is Latin-1. */
async function winAnsiBytes(): Promise<Map<string, string>> {
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  const bytes = new Map<string, string>();
  for (const code of font.getCharacterSet()) {
    const char = String.fromCodePoint(code);
    bytes.set(font.encodeText(char).toString().slice(1, -1).toUpperCase(), char);
  }
  return bytes;
}

type Shown = { text: string; x: number; y: number };

/** Every string the pages show, where, in drawing order: pdf-lib writes each as WinAnsi hex in a Flate stream. */
async function shownStrings(pdf: Uint8Array): Promise<Shown[]> {
  const bytes = await winAnsiBytes();
  const doc = await PDFDocument.load(pdf);
  const shown: Shown[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const stream of streams) {
      const source = doc.context.lookup(stream);
      if (!(source instanceof PDFRawStream)) throw new Error('A page content stream should be a raw stream');
      const operators = new TextDecoder('latin1').decode(decodePDFRawStream(source).decode());
      for (const [, x, y, hex] of operators.matchAll(/1 0 0 1 ([\d.]+) ([\d.]+) Tm\s*<([0-9A-Fa-f]*)> Tj/g))
        shown.push({
          text: hex!.toUpperCase().replace(/../g, (byte) => bytes.get(byte) ?? '\uFFFD'),
          x: Number(x),
          y: Number(y),
        });
    }
  }
  return shown;
}

async function shownText(pdf: Uint8Array): Promise<string[]> {
  return (await shownStrings(pdf)).map((each) => each.text);
}

describe('the receipt', () => {
  it('states the business, the payment, the customer, the fiscal data, the items and their total', () => {
    const lines = receiptLines(receipt);
    expect(lines.slice(0, 4)).toEqual([
      { kind: 'brand', text: 'LimpiaHogar' },
      { kind: 'text', text: 'Soporte: soporte@limpiahogar.mx' },
      { kind: 'title', text: 'Recibo (sin validez fiscal)' },
      { kind: 'field', label: 'Folio', value: 'LH-2026-000123' },
    ]);
    // Paid at 18:07 UTC: 12:07 in Mexico City.
    expect(lines[4]).toMatchObject({ kind: 'field', label: 'Fecha de pago' });
    expect(lines[4]).toHaveProperty(
      'value',
      expect.stringMatching(/^5 de marzo de 2026(,| a las) 12:07\s?p\.\s?m\.$/),
    );
    expect(lines.slice(5)).toEqual([
      { kind: 'field', label: 'Cliente', value: 'María José Núñez Peña' },
      { kind: 'field', label: 'Correo', value: 'maria.nunez@ejemplo.mx' },
      { kind: 'heading', text: 'Datos fiscales' },
      { kind: 'field', label: 'RFC', value: 'NUPM850615AB1' },
      { kind: 'field', label: 'Razón social', value: 'MARÍA JOSÉ NÚÑEZ PEÑA' },
      { kind: 'field', label: 'Régimen fiscal', value: '626 - Régimen Simplificado de Confianza' },
      { kind: 'columns', text: 'Concepto', amount: 'Importe (MXN)' },
      { kind: 'item', text: 'Plan Profesional — marzo de 2026', amount: '$499' },
      { kind: 'item', text: 'Limpieza profunda', amount: '$1,200.50' },
      { kind: 'total', text: 'Total', amount: '$1,699.50' },
      { kind: 'field', label: 'Forma de pago', value: 'Transferencia (SPEI)' },
      { kind: 'footer', text: 'Este recibo no es un comprobante fiscal digital (CFDI).' },
    ]);
  });

  it('leaves the fiscal block out when the customer gave no fiscal data', () => {
    const lines = receiptLines({ ...receipt, fiscal: null });
    expect(lines.map((line) => ('label' in line ? line.label : line.text))).not.toContain('Datos fiscales');
    expect(lines.find((line) => line.kind === 'field' && line.label === 'RFC')).toBeUndefined();
  });

  it('is a valid one-page PDF that shows every line, accents and ñ included', async () => {
    const pdf = await renderReceiptPdf(receipt);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Recibo (sin validez fiscal) LH-2026-000123');
    const shown = await shownText(pdf);
    for (const expected of [
      'LimpiaHogar',
      'Recibo (sin validez fiscal)',
      'María José Núñez Peña',
      'maria.nunez@ejemplo.mx',
      'MARÍA JOSÉ NÚÑEZ PEÑA',
      '626 - Régimen Simplificado de Confianza',
      'Plan Profesional — marzo de 2026',
      '$1,200.50',
      '$1,699.50',
      'Transferencia (SPEI)',
      receiptMessages.footer,
    ])
      expect(shown, expected).toContain(expected);
  });

  it('wraps a long description under its own column, its amount right-aligned on the first line', async () => {
    const description =
      `Limpieza profunda de cocina, baños y recámaras ${'con lavado de alfombras '.repeat(6)}`.trim();
    const pdf = await renderReceiptPdf({ ...receipt, items: [{ description, amount: 250_000 }] });
    const shown = await shownStrings(pdf);
    const header = shown.findIndex((each) => each.text === 'Importe (MXN)');
    const amountAt = shown.findIndex((each) => each.text === '$2,500');
    const rows = shown.slice(header + 1, amountAt);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.map((row) => row.text).join(' ')).toBe(description);
    expect(new Set(rows.map((row) => row.x))).toEqual(new Set([56]));
    expect(rows.map((row) => row.y)).toEqual([...rows.map((row) => row.y)].sort((a, b) => b - a));
    const amount = shown[amountAt]!;
    expect(amount.y).toBe(rows[0]!.y);
    // Right-aligned on the right margin (Letter is 612 pt wide, margins 56 pt), as is the column's header.
    const fonts = await PDFDocument.create();
    const regular = await fonts.embedFont(StandardFonts.Helvetica);
    const bold = await fonts.embedFont(StandardFonts.HelveticaBold);
    expect(amount.x + regular.widthOfTextAtSize(amount.text, 10)).toBeCloseTo(556, 3);
    expect(shown[header]!.x + bold.widthOfTextAtSize('Importe (MXN)', 10)).toBeCloseTo(556, 3);
  });

  it('spreads many items over numbered pages instead of cutting them off', async () => {
    const items = Array.from({ length: 60 }, (_, index) => ({
      description: `Servicio ${index + 1}`,
      amount: 10_000,
    }));
    const pdf = await renderReceiptPdf({ ...receipt, items });
    const doc = await PDFDocument.load(pdf);
    const pages = doc.getPageCount();
    expect(pages).toBeGreaterThan(1);
    const shown = await shownText(pdf);
    expect(shown).toContain('Servicio 60');
    expect(shown).toContain('$6,000');
    expect(shown).toContain(`Página ${pages} de ${pages}`);
    expect(shown.filter((value) => value === receiptMessages.footer)).toHaveLength(pages);
  });

  it('replaces what Helvetica cannot write instead of failing', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    expect(toWinAnsi('¿Año? ¡Sí! Pingüino, 5 €', font)).toBe('¿Año? ¡Sí! Pingüino, 5 €');
    expect(toWinAnsi('Łódź → Ōsaka 😀\u202fok\ttab', font)).toBe('?ódz ? Osaka ? ok tab');
    const pdf = await renderReceiptPdf({
      ...receipt,
      customer: { name: 'Zoë Łukasz 🧽', email: 'zoe@ejemplo.mx' },
    });
    expect(await shownText(pdf)).toContain('Zoë ?ukasz ?');
  });
});
