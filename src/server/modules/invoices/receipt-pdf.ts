import { PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { BRAND } from '#shared/brand';
import { type TaxRegime, taxRegimeLabel } from '#shared/fiscal-catalog';
import { receiptMessages as text } from '#shared/fiscal-messages';
import { formatDateTime, formatMoney } from '#shared/format';

/** A payment, as the receipt states it. The total is the sum of the items, never given apart. */
export type Receipt = {
  folio: string;
  paidAt: Date | string;
  supportEmail: string;
  customer: { name: string; email: string };
  fiscal?: { rfc: string; legalName: string; taxRegime: TaxRegime } | null;
  /** Amounts in centavos. */
  items: readonly { description: string; amount: number }[];
  /** As the product names it: 'Transferencia (SPEI)', 'Tarjeta'… */
  paymentMethod: string;
};

export type ReceiptLine =
  | { kind: 'brand' | 'title' | 'heading' | 'text' | 'footer'; text: string }
  | { kind: 'field'; label: string; value: string }
  | { kind: 'columns' | 'item' | 'total'; text: string; amount: string };

/** What the receipt says, top to bottom; the PDF only lays it out. */
export function receiptLines(receipt: Receipt): ReceiptLine[] {
  const total = receipt.items.reduce((sum, item) => sum + item.amount, 0);
  const { fiscal } = receipt;
  return [
    { kind: 'brand', text: BRAND.name },
    { kind: 'text', text: text.support.replace('{email}', () => receipt.supportEmail) },
    { kind: 'title', text: text.title },
    { kind: 'field', label: text.folio, value: receipt.folio },
    { kind: 'field', label: text.paidAt, value: formatDateTime(receipt.paidAt) },
    { kind: 'field', label: text.customer, value: receipt.customer.name },
    { kind: 'field', label: text.email, value: receipt.customer.email },
    ...(fiscal
      ? ([
          { kind: 'heading', text: text.fiscalData },
          { kind: 'field', label: text.rfc, value: fiscal.rfc },
          { kind: 'field', label: text.legalName, value: fiscal.legalName },
          { kind: 'field', label: text.taxRegime, value: taxRegimeLabel(fiscal.taxRegime) },
        ] satisfies ReceiptLine[])
      : []),
    { kind: 'columns', text: text.concept, amount: text.amount },
    ...receipt.items.map((item): ReceiptLine => ({
      kind: 'item',
      text: item.description,
      amount: formatMoney(item.amount),
    })),
    { kind: 'total', text: text.total, amount: formatMoney(total) },
    { kind: 'field', label: text.paymentMethod, value: receipt.paymentMethod },
    { kind: 'footer', text: text.footer },
  ];
}

// US Letter ('carta'), the size Mexican offices print on; 2 cm margins.
const [WIDTH, HEIGHT] = PageSizes.Letter;
const MARGIN = 56;
const RIGHT = WIDTH - MARGIN;
const LABEL_WIDTH = 110;
const AMOUNT_WIDTH = 120;
const FOOTER_SPACE = 40;
const GREY = rgb(0.35, 0.35, 0.35);
const STYLE = {
  brand: { size: 20, bold: true, before: 0 },
  title: { size: 15, bold: true, before: 20 },
  heading: { size: 11, bold: true, before: 14 },
  text: { size: 10, bold: false, before: 2 },
  field: { size: 10, bold: false, before: 4 },
  columns: { size: 10, bold: true, before: 18 },
  item: { size: 10, bold: false, before: 6 },
  total: { size: 12, bold: true, before: 12 },
  footer: { size: 9, bold: false, before: 0 },
} as const;

const charsets = new WeakMap<PDFFont, Set<number>>();

/** Helvetica speaks WinAnsi only: other characters lose their accent (ő → o) or become '?', never an exception. */
export function toWinAnsi(value: string, font: PDFFont): string {
  let known = charsets.get(font);
  if (!known) charsets.set(font, (known = new Set(font.getCharacterSet())));
  const keep = (char: string) => known.has(char.codePointAt(0)!);
  let out = '';
  for (const char of value) {
    if (keep(char)) out += char;
    else if (/\s/u.test(char)) out += ' ';
    else {
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += bare && [...bare].every(keep) ? bare : '?';
    }
  }
  return out;
}

function wrap(value: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(' ').filter(Boolean)) {
    let rest = word;
    // A word wider than the column (a long e-mail address) is cut where it reaches the edge.
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      if (line) lines.push(line);
      lines.push(rest.slice(0, cut));
      line = '';
      rest = rest.slice(cut);
    }
    const candidate = line ? `${line} ${rest}` : rest;
    if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
    else {
      lines.push(line);
      line = rest;
    }
  }
  return line || lines.length === 0 ? [...lines, line] : lines;
}

/** A one-page receipt for a normal payment; pages are added only when the items do not fit. */
export async function renderReceiptPdf(receipt: Receipt): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(`${text.title} ${receipt.folio}`);
  doc.setAuthor(BRAND.name);
  doc.setLanguage('es-MX');
  const pages: PDFPage[] = [];
  let page = doc.addPage(PageSizes.Letter);
  pages.push(page);
  let y = HEIGHT - MARGIN;
  let footer = '';

  for (const line of receiptLines(receipt)) {
    const style = STYLE[line.kind];
    const font = style.bold ? bold : regular;
    const leading = style.size * 1.3;
    const put = (value: string, x: number, at = y, withFont = font) =>
      page.drawText(value, { x, y: at, size: style.size, font: withFont });
    const rule = (at: number, thickness: number, color = GREY) =>
      page.drawLine({ start: { x: MARGIN, y: at }, end: { x: RIGHT, y: at }, thickness, color });
    if (line.kind === 'footer') {
      footer = toWinAnsi(line.text, regular);
      continue;
    }
    const [first, textWidth, x] =
      line.kind === 'field'
        ? [line.value, RIGHT - MARGIN - LABEL_WIDTH, MARGIN + LABEL_WIDTH]
        : line.kind === 'item' || line.kind === 'columns' || line.kind === 'total'
          ? [line.text, RIGHT - MARGIN - AMOUNT_WIDTH, MARGIN]
          : [line.text, RIGHT - MARGIN, MARGIN];
    const rows = wrap(toWinAnsi(first, font), font, style.size, textWidth);
    const height = style.before + leading * rows.length;
    if (y - height < MARGIN + FOOTER_SPACE) {
      page = doc.addPage(PageSizes.Letter);
      pages.push(page);
      y = HEIGHT - MARGIN;
    }
    y -= style.before + style.size;
    if (line.kind === 'total') rule(y + leading, 0.8, rgb(0, 0, 0));
    if (line.kind === 'field') put(toWinAnsi(line.label, bold), MARGIN, y, bold);
    rows.forEach((row, index) => put(row, x, y - index * leading));
    if ('amount' in line) {
      const amount = toWinAnsi(line.amount, font);
      put(amount, RIGHT - font.widthOfTextAtSize(amount, style.size));
    }
    y -= leading * (rows.length - 1) + (leading - style.size);
    if (line.kind === 'columns' || line.kind === 'title') rule(y - 2, 0.5);
  }

  pages.forEach((each, index) => {
    each.drawText(footer, { x: MARGIN, y: MARGIN, size: STYLE.footer.size, font: regular, color: GREY });
    if (pages.length === 1) return;
    const label = text.page.replace('{page}', String(index + 1)).replace('{pages}', String(pages.length));
    const width = regular.widthOfTextAtSize(label, STYLE.footer.size);
    each.drawText(label, {
      x: RIGHT - width,
      y: MARGIN,
      size: STYLE.footer.size,
      font: regular,
      color: GREY,
    });
  });
  return doc.save();
}
