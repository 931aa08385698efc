import { z } from 'zod';
import { authMessages } from '../../shared/messages';
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
  /** Unset means not limited. */
  limit?: AuthLimit;
  /** Sent instead of better-auth's answer, without its headers, whenever it succeeds: the same for every address. */
  successBody?: unknown;
  /** Forwarded without the session cookie, so better-auth answers a signed-in person as it answers anyone. */
  ignoreSession?: boolean;
  /** A link opened in the browser: every failure redirects to this page with `?error=CODE`. */
  errorPage?: string;
}

export interface AuthLimit {
  rule:
    'signIn' | 'twoFactor' | 'changePassword' | 'resetPassword' | 'signUp' | 'resetMail' | 'verificationMail';
  /**
   * Whose attempts are counted: the address in the body, or the signed-in (or half-signed-in, during
   * two-factor) person; the IP is always counted as well.
   */
  account: 'email' | 'session';
  /** Only failed attempts count: a successful sign-in gives its hit back. */
  failuresOnly?: boolean;
}

// What sign-up and a resend say, whether the address is new, taken, verified or unknown: look in your inbox.
export const CHECK_EMAIL = { status: 'check-email' } as const;

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
    limit: { rule: 'verificationMail', account: 'email' },
    successBody: CHECK_EMAIL,
    ignoreSession: true,
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
    successBody: { status: true, message: authMessages.resetRequestAnswer },
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
