import { z } from 'zod';
import { emailPreferenceMessages } from '#shared/email-preference-messages';
import { exactAddressInput, exactAddressOut, phoneField } from './address';
import { fullNameField } from './names';

/**
 * Perfil (SPEC §5): full name, phone, and the exact address in parts — the same rules as sign-up's name and the
 * request form's address and phone, which it pre-fills. The e-mail is read-only.
 */
export const profileInput = z.object({
  fullName: fullNameField,
  phone: phoneField,
  address: exactAddressInput,
});
export type ProfileInput = z.infer<typeof profileInput>;
export type ProfileForm = z.input<typeof profileInput>;

export const profileOut = z.object({
  id: z.string(),
  email: z.string(),
  userType: z.enum(['client', 'provider']),
  fullName: z.string().nullable(),
  phone: z.string().nullable(),
  /** Null until saved; one saved before the parts existed has it all in `street`. */
  address: exactAddressOut.nullable(),
  formattedAddress: z.string().nullable(),
  serviceRadius: z.number().int(),
});
export type Profile = z.infer<typeof profileOut>;

/**
 * A customer's e-mail choices (the bell lists them either way): an e-mail for each offer received, and one for
 * messages left unread (issue 31). A save sends one choice or both.
 */
export const clientPreferencesOut = z.object({ notifyOffers: z.boolean(), notifyMessages: z.boolean() });
export type ClientPreferences = z.infer<typeof clientPreferencesOut>;
export const clientPreferencesInput = clientPreferencesOut
  .partial()
  .refine((input) => Object.keys(input).length > 0, emailPreferenceMessages.nothingChosen);
export type ClientPreferencesInput = z.infer<typeof clientPreferencesInput>;
