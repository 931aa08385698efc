import { z } from 'zod';
import { addressMessages as m } from '#shared/address-messages';
import { nationalDigits, PHONE_CHARACTERS } from '#shared/address';
import { profileMessages } from '#shared/account-messages';
import { validation } from '#shared/auth-messages';
import { textField } from './text-field';

/**
 * A Mexican phone, as Perfil has always asked for it (at least 10 digits, SPEC §5) and now exactly: ten digits
 * once spaces, dashes, dots, parentheses and a leading +52 are set aside.
 */
export const phoneField = z
  .string(validation.phoneTooShort)
  .trim()
  .max(30, profileMessages.phoneTooLong)
  .superRefine((value, context) => {
    const digits = nationalDigits(value);
    const readable = value === '' || PHONE_CHARACTERS.test(value);
    if (readable && digits.length === 10) return;
    const tooShort = readable && digits.length < 10;
    context.addIssue({ code: 'custom', message: tooShort ? validation.phoneTooShort : m.phoneInvalid });
  })
  .meta({
    description: 'Ten digits of a Mexican number; spaces, dashes, dots, parentheses and +52 allowed.',
  });

/**
 * Where the service happens, exactly: street and number, interior, colonia, references. One schema for the
 * request form, the booking wizard, accepting an offer and Perfil. Empty optional parts are stored as null.
 */
export const exactAddressInput = z.object({
  street: z
    .string(m.streetRequired)
    .trim()
    .min(1, m.streetRequired)
    .refine((street) => street.length === 0 || street.length >= 3, m.streetTooShort)
    .max(120, m.streetTooLong),
  interior: z.string(m.interiorTooLong).trim().max(20, m.interiorTooLong).optional(),
  colonia: textField(1, 80, m.coloniaRequired, m.coloniaTooLong),
  references: z.string(m.referencesTooLong).trim().max(200, m.referencesTooLong).optional(),
});
export type ExactAddressInput = z.infer<typeof exactAddressInput>;
export type ExactAddressForm = z.input<typeof exactAddressInput>;

/** What a request, a booking or accepting an offer carries for the chosen provider: the address and a phone. */
export const serviceContactInput = z.object({ address: exactAddressInput, phone: phoneField });
export type ServiceContactInput = z.infer<typeof serviceContactInput>;

/** An address as stored. An address written before the parts existed is all in `street` (colonia null). */
export const exactAddressOut = z.object({
  street: z.string(),
  interior: z.string().nullable(),
  colonia: z.string().nullable(),
  references: z.string().nullable(),
});
export type ExactAddress = z.infer<typeof exactAddressOut>;

export const serviceContactOut = z.object({ address: exactAddressOut, phone: z.string().nullable() });
export type ServiceContact = z.infer<typeof serviceContactOut>;

export const EMPTY_ADDRESS: ExactAddressForm = { street: '', interior: '', colonia: '', references: '' };
