import { z } from 'zod';
import {
  backupCodeInput,
  normalizeUserType,
  passwordConfirmInput,
  passwordField,
  resetPasswordInput,
  resendVerificationInput,
  resetRequestInput,
  signInInput,
  signUpInput,
  totpCodeInput,
} from '../../shared/schemas/auth';
import { VERIFY_EMAIL_PATH } from '../../shared/site-map';

export interface AuthRoute {
  method: 'GET' | 'POST';
  /** Validated with the same schema the form uses, before better-auth sees it. */
  body?: z.ZodType;
  toAuthBody?: (input: never) => unknown;
  /** For a GET: the query string better-auth gets, rebuilt from the one that came in. */
  toAuthQuery?: (query: URLSearchParams) => Record<string, string>;
  /** Rate-limit bucket; unset means not limited. */
  rateLimit?: string;
  /** Sent instead of better-auth's answer, without its headers, whenever it succeeds: the same for every address. */
  successBody?: unknown;
  /** Forwarded without the session cookie, so better-auth answers a signed-in person as it answers anyone. */
  ignoreSession?: boolean;
  /** A link opened in the browser: every failure redirects to this page with `?error=CODE`. */
  errorPage?: string;
}

// What sign-up and a resend say, whether the address is new, taken, verified or unknown: look in your inbox.
export const CHECK_EMAIL = { status: 'check-email' } as const;

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
    successBody: CHECK_EMAIL,
  },
  '/verify-email': {
    method: 'GET',
    // The link's callback is where the person lands: a plain path on this site, or the home page.
    toAuthQuery: (query) => {
      const callbackURL = query.get('callbackURL') ?? '/';
      return {
        token: query.get('token') ?? '',
        callbackURL: /^(?:\/[\w-]+)*\/?$/.test(callbackURL) ? callbackURL : '/',
      };
    },
    errorPage: VERIFY_EMAIL_PATH,
  },
  '/send-verification-email': {
    method: 'POST',
    body: resendVerificationInput,
    rateLimit: 'verification-email',
    successBody: CHECK_EMAIL,
    ignoreSession: true,
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
