import { z } from 'zod';
import { accountMessages } from '#shared/account-messages';

/** 'Eliminar mi cuenta': the password, and the authenticator's code when two-factor authentication is on. */
export const deleteAccountInput = z.object({
  password: z.string(accountMessages.passwordRequired).min(1, accountMessages.passwordRequired).max(200),
  code: z
    .string()
    .trim()
    .max(20)
    .optional()
    .transform((value) => value || undefined),
});
export type DeleteAccountInput = z.input<typeof deleteAccountInput>;
