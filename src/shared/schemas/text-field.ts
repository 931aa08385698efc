import { z } from 'zod';

/**
 * A text field as typed in a form: trimmed, then refused with `tooShort` when missing or under `min` characters
 * and with `tooLong` (the same sentence unless given) over `max`.
 */
export function textField(min: number, max: number, tooShort: string, tooLong: string = tooShort) {
  return z.string(tooShort).trim().min(min, tooShort).max(max, tooLong);
}

/** The sentences a reason is refused with: missing, under five characters, over 500. */
export interface ReasonMessages {
  reasonRequired: string;
  reasonTooShort: string;
  reasonTooLong: string;
}

/** Why someone acts (a report, an operator's decision), as typed: trimmed, then 5 to 500 characters. */
export function reasonField(messages: ReasonMessages) {
  return z
    .string(messages.reasonRequired)
    .trim()
    .min(1, messages.reasonRequired)
    .min(5, messages.reasonTooShort)
    .max(500, messages.reasonTooLong);
}
