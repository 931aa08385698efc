import { z } from 'zod';
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
  /** Rate-limit bucket; unset means not limited. */
  rateLimit?: string;
}

const empty = z.object({}).strip();

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
    rateLimit: 'sign-up',
  },
  '/sign-in/email': { method: 'POST', body: signInInput, rateLimit: 'sign-in' },
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
    rateLimit: 'password-reset',
  },
  '/reset-password': { method: 'POST', body: resetPasswordInput, rateLimit: 'password-reset' },
  '/change-password': {
    method: 'POST',
    body: z.object({
      currentPassword: passwordConfirmInput.shape.password,
      newPassword: passwordField,
      revokeOtherSessions: z.boolean().optional(),
    }),
    rateLimit: 'change-password',
  },
  '/revoke-other-sessions': { method: 'POST', body: empty },
  '/two-factor/enable': { method: 'POST', body: passwordConfirmInput, rateLimit: 'two-factor' },
  '/two-factor/disable': { method: 'POST', body: passwordConfirmInput, rateLimit: 'two-factor' },
  '/two-factor/generate-backup-codes': {
    method: 'POST',
    body: passwordConfirmInput,
    rateLimit: 'two-factor',
  },
  '/two-factor/verify-totp': { method: 'POST', body: totpCodeInput, rateLimit: 'two-factor' },
  '/two-factor/verify-backup-code': { method: 'POST', body: backupCodeInput, rateLimit: 'two-factor' },
};
