import { z } from 'zod';

/**
 * A text field as typed in a form: trimmed, then refused with `tooShort` when missing or under `min` characters
 * and with `tooLong` (the same sentence unless given) over `max`.
 */
export function textField(min: number, max: number, tooShort: string, tooLong: string = tooShort) {
  return z.string(tooShort).trim().min(min, tooShort).max(max, tooLong);
}
