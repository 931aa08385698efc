// The RFC (Registro Federal de Contribuyentes), as the SAT writes it: 4 letters for a person (3 for a company),
// the date of birth or incorporation (YYMMDD), and a 3-character homoclave whose last one is a check digit.

const RFC_PATTERN = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2})([A\d])$/;
const CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/** Upper case, without spaces or dashes: the form the SAT prints and the check reads. */
export function normalizeRfc(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

/** The check digit of the first 11 (company) or 12 (person) characters, by the SAT's modulo-11 rule. */
export function rfcCheckDigit(body: string): string {
  const padded = body.padStart(12, ' ');
  let sum = 0;
  for (let index = 0; index < 12; index += 1) sum += CHECK_ALPHABET.indexOf(padded[index]!) * (13 - index);
  const digit = 11 - (sum % 11);
  return digit === 11 ? '0' : digit === 10 ? 'A' : String(digit);
}

function validDate(yy: string, mm: string, dd: string): boolean {
  const month = Number(mm);
  const day = Number(dd);
  if (month < 1 || month > 12 || day < 1) return false;
  // Any century: 29 February is valid in a year divisible by 4 (2000 was a leap year too).
  const daysIn = [31, Number(yy) % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= daysIn;
}

// The SAT's generic RFCs (público en general, extranjeros) do not follow the check-digit rule.
const GENERIC_RFCS = new Set(['XAXX010101000', 'XEXX010101000']);

/** A well-formed RFC with a real date and the right check digit (normalised first), or a generic one. */
export function isValidRfc(input: string): boolean {
  const rfc = normalizeRfc(input);
  if (GENERIC_RFCS.has(rfc)) return true;
  const match = RFC_PATTERN.exec(rfc);
  if (!match) return false;
  const [, , yy, mm, dd] = match;
  if (!validDate(yy!, mm!, dd!)) return false;
  return rfcCheckDigit(rfc.slice(0, -1)) === rfc.slice(-1);
}
