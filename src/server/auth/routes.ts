import { z } from 'zod';
import { authMessages } from '../../shared/messages';
import {
  backupCodeInput,
  normalizeUserType,
  passwordConfirmInput,
  passwordField,
  resetPasswordInput,
  resetRequestInput,
  signInInput,
  signUpInput,
  totpCodeInput,
} from '../../shared/schemas/auth';

export interface AuthRoute {
  method: 'GET' | 'POST';
  /** Validated with the same schema the form uses, before better-auth sees it. */
  body?: z.ZodType;
  toAuthBody?: (input: never) => unknown;
  /** Unset means not limited. */
  limit?: AuthLimit;
  /** The body of a successful answer, in place of better-auth's (which may be English, or say too much). */
  successBody?: () => unknown;
}

export interface AuthLimit {
  rule: 'signIn' | 'twoFactor' | 'changePassword' | 'resetPassword' | 'signUp' | 'resetMail';
  /**
   * Whose attempts are counted: the address in the body, or the signed-in (or half-signed-in, during
   * two-factor) person; the IP is always counted as well.
   */
  account: 'email' | 'session';
  /** Only failed attempts count: a successful sign-in gives its hit back. */
  failuresOnly?: boolean;
}

const empty = z.object({}).strip();
const twoFactorLimit: AuthLimit = { rule: 'twoFactor', account: 'session', failuresOnly: true };

// Only these better-auth endpoints are exposed; everything else under /api/auth answers 404.
export const authRoutes: Record<string, AuthRoute> = {
  '/sign-up/email': {
    method: 'POST',
    body: signUpInput,
    toAuthBody: (input: z.infer<typeof signUpInput>) => ({
      email: input.email,
      password: input.password,
      name: '',
      userType: normalizeUserType(input.userType),
    }),
    limit: { rule: 'signUp', account: 'email' },
  },
  '/sign-in/email': {
    method: 'POST',
    body: signInInput,
    limit: { rule: 'signIn', account: 'email', failuresOnly: true },
  },
  '/sign-out': { method: 'POST', body: empty },
  '/get-session': { method: 'GET' },
  '/list-sessions': { method: 'GET' },
  '/request-password-reset': {
    method: 'POST',
    body: resetRequestInput,
    toAuthBody: (input: z.infer<typeof resetRequestInput>) => ({
      email: input.email,
      redirectTo: '/reset-password',
    }),
    limit: { rule: 'resetMail', account: 'email' },
    successBody: () => ({ status: true, message: authMessages.resetRequestAnswer }),
  },
  '/reset-password': {
    method: 'POST',
    body: resetPasswordInput,
    limit: { rule: 'resetPassword', account: 'session', failuresOnly: true },
  },
  '/change-password': {
    method: 'POST',
    body: z.object({
      currentPassword: passwordConfirmInput.shape.password,
      newPassword: passwordField,
      // Other devices are signed out unless the person says otherwise (the form's box is ticked by default).
      revokeOtherSessions: z.boolean().default(true),
    }),
    limit: { rule: 'changePassword', account: 'session', failuresOnly: true },
  },
  '/revoke-other-sessions': { method: 'POST', body: empty },
  '/two-factor/enable': { method: 'POST', body: passwordConfirmInput, limit: twoFactorLimit },
  '/two-factor/disable': { method: 'POST', body: passwordConfirmInput, limit: twoFactorLimit },
  '/two-factor/generate-backup-codes': {
    method: 'POST',
    body: passwordConfirmInput,
    limit: twoFactorLimit,
  },
  '/two-factor/verify-totp': { method: 'POST', body: totpCodeInput, limit: twoFactorLimit },
  '/two-factor/verify-backup-code': { method: 'POST', body: backupCodeInput, limit: twoFactorLimit },
};
