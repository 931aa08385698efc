import { labelOf, PAYMENT_METHODS } from '#shared/catalog';
import { wallClockIso } from '#shared/domain/local-time';
import { moneyMessages, chargeStateLabel } from '#shared/money-messages';
import type { Charge } from '#shared/schemas/money';

// A spreadsheet reads a cell that starts with one of these as a formula: a customer's text (a service's title,
// a name) must stay text (OWASP's CSV injection advice: a leading apostrophe).
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** '2026-11-25 10:00': the service's date and time where it takes place, as spreadsheets sort it. */
const localDateTime = (iso: string, timeZone: string) =>
  wallClockIso(iso, timeZone).slice(0, 16).replace('T', ' ');

/**
 * Ganancias as CSV (RFC 4180: commas, CRLF, quotes doubled), with a byte-order mark so that Excel reads the
 * accents as UTF-8. Amounts in pesos with two decimals and a point, as spreadsheets add them up.
 */
export function earningsCsv(charges: readonly Charge[]): string {
  const lines = [
    moneyMessages.csvColumns.map(cell).join(','),
    ...charges.map((charge) =>
      [
        localDateTime(charge.date, charge.timeZone),
        charge.title,
        charge.otherName,
        moneyMessages.kind[charge.kind],
        labelOf(PAYMENT_METHODS, charge.paymentMethod),
        (charge.amount / 100).toFixed(2),
        chargeStateLabel(charge, 'provider'),
      ]
        .map(cell)
        .join(','),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
