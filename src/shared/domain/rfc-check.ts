import { isValidRfc, normalizeRfc, rfcCheckDigit } from './rfc';

// What rfc.ts answers with a yes or no, said precisely: the kind of taxpayer, or what is wrong with the text.
// The rules stay in rfc.ts; here they are only asked again with one part mended at a time.

/** Persona física (13 characters) or persona moral (12). */
export type RfcKind = 'fisica' | 'moral';
export const RFC_KINDS = ['fisica', 'moral'] as const satisfies readonly RfcKind[];

export type RfcProblem = 'length' | 'format' | 'date' | 'check-digit';

/** The SAT's generic RFCs: público en general and extranjeros. Both are 13 characters, read as personas físicas. */
export const GENERIC_RFCS = ['XAXX010101000', 'XEXX010101000'] as const;

export function isGenericRfc(input: string): boolean {
  return (GENERIC_RFCS as readonly string[]).includes(normalizeRfc(input));
}

/** The taxpayer a valid RFC belongs to, by its length; null when the RFC is not valid. */
export function rfcKind(input: string): RfcKind | null {
  const rfc = normalizeRfc(input);
  if (!isValidRfc(rfc)) return null;
  return rfc.length === 13 ? 'fisica' : 'moral';
}

/** Why an RFC is refused, checked in the order a person reads it (length, letters, date, check digit); null when valid. */
export function rfcProblem(input: string): RfcProblem | null {
  const rfc = normalizeRfc(input);
  if (isValidRfc(rfc)) return null;
  if (rfc.length !== 12 && rfc.length !== 13) return 'length';
  const body = rfc.slice(0, -1);
  const withCheckDigit = (text: string) => text + rfcCheckDigit(text);
  if (isValidRfc(withCheckDigit(body))) return 'check-digit';
  // With 1 January 2001 in place of its date, an RFC that passes was wrong only in its date.
  const dateAt = rfc.length - 9;
  const anyDate = body.slice(0, dateAt) + '010101' + body.slice(dateAt + 6);
  return isValidRfc(withCheckDigit(anyDate)) ? 'date' : 'format';
}
