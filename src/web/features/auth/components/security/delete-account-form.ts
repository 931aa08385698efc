// First: it switches zod to jitless before the schema below is built (the CSP forbids eval).
import '#web/lib/zod-resolver';
import { accountMessages } from '#shared/account-messages';
import { deleteAccountInput, type DeleteAccountInput } from '#shared/schemas/account';
import type { DeleteAccountBody } from '#web/features/auth/api/security-api';

export const EMPTY_DELETE_ACCOUNT: DeleteAccountInput = { password: '', code: '' };
export const DELETE_ACCOUNT_FIELDS = ['password', 'code'] as const;

/**
 * The shared schema, plus what the server checks only once the password is right: with two-factor
 * authentication on, the code is required too. Its output is the API's body (no code when it is off).
 */
export function deleteAccountFormSchema(twoFactorEnabled: boolean) {
  return deleteAccountInput
    .superRefine((input, context) => {
      if (twoFactorEnabled && !input.code) {
        context.addIssue({ code: 'custom', path: ['code'], message: accountMessages.codeRequired });
      }
    })
    .transform(({ password, code }): DeleteAccountBody =>
      twoFactorEnabled && code ? { password, code } : { password },
    );
}
