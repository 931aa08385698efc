import { z } from 'zod';
import { profileMessages, validation } from '../messages';

/** Perfil (SPEC §5): full name, phone of at least 10 characters, address. The e-mail is read-only. */
export const profileInput = z.object({
  fullName: z
    .string(validation.fullNameRequired)
    .trim()
    .min(1, validation.fullNameRequired)
    .max(120, profileMessages.fullNameTooLong),
  phone: z
    .string(validation.phoneTooShort)
    .trim()
    .min(10, validation.phoneTooShort)
    .max(30, profileMessages.phoneTooLong),
  address: z
    .string(validation.addressRequired)
    .trim()
    .min(1, validation.addressRequired)
    .max(300, profileMessages.addressTooLong),
});
export type ProfileInput = z.infer<typeof profileInput>;

export const profileOut = z.object({
  id: z.string(),
  email: z.string(),
  userType: z.enum(['client', 'provider']),
  fullName: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  formattedAddress: z.string().nullable(),
  serviceRadius: z.number().int(),
});
export type Profile = z.infer<typeof profileOut>;

/** A customer's e-mail choices: an e-mail for each offer received (the bell lists them either way). */
export const clientPreferencesInput = z.object({ notifyOffers: z.boolean() });
export type ClientPreferences = z.infer<typeof clientPreferencesInput>;
