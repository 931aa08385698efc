import { z } from 'zod';
import { authMessages } from '#shared/auth-messages';
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
} from '#shared/schemas/auth';
import { isReturnPath, VERIFY_EMAIL_PATH } from '#shared/site-map';
import { mergeAnswers, rateLimited, type ErrorAnswers } from '#server/openapi/answers';
import { authResponses as answer } from './response-schemas';

export interface AuthRoute {
  method: 'GET' | 'POST';
  /** Validated with the same schema the form uses, before better-auth sees it. */
  body?: z.ZodType;
  toAuthBody?: (input: never) => unknown;
  /** Unset means not limited. */
  limit?: AuthLimit;
  /** For a GET: the query string better-auth gets, rebuilt from the one that came in. */
  toAuthQuery?: (query: URLSearchParams) => Record<string, string>;
  /** For the document only: the query parameters toAuthQuery reads (nothing refuses them with 400). */
  query?: z.ZodObject;
  /** Sent instead of better-auth's answer, without its headers, whenever it succeeds: the same for every address. */
  successBody?: unknown;
  /** Forwarded without the session cookie, so better-auth answers a signed-in person as it answers anyone. */
  ignoreSession?: boolean;
  /** A link opened in the browser: every failure redirects to this page with `?error=CODE`. */
  errorPage?: string;
  // For the OpenAPI document, where each entry is an operation (plugins/auth.ts registers one route per entry).
  summary?: string;
  /** The body of a 200 (of the 302 for a link opened in the browser). */
  response?: z.ZodType;
  /** better-auth wants a session (401 without one), may use one, or takes the two-factor cookie instead. */
  session?: 'required' | 'optional' | 'two-factor';
  /** better-auth's refusals as the product answers them (error-map.ts); the rest follow from the entry. */
  errors?: ErrorAnswers;
  /** A cookie whose session a suspension ended gets 401 ACCOUNT_SUSPENDED instead of the signed-out answer. */
  tellsSuspension?: boolean;
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
const checkEmail = z.strictObject({ status: z.literal('check-email') });

const empty = z.object({}).strip();
const SUSPENDED_SESSION = 'the cookie’s session was ended by a suspension of the account (it is cleared too)';
const twoFactorLimit: AuthLimit = { rule: 'twoFactor', account: 'session', failuresOnly: true };
const wrongPassword: ErrorAnswers = { 400: { INVALID_PASSWORD: 'the password is not this account’s' } };
const twoFactorCode: ErrorAnswers = {
  400: {
    TWO_FACTOR_LOCKED: 'too many wrong codes for this sign-in: sign in again',
    BAD_REQUEST: 'the account has no two-factor authentication to verify',
  },
  401: {
    TWO_FACTOR_INVALID: 'the code is wrong or spent, or there is neither a session nor a two-factor cookie',
  },
};

// Only these better-auth endpoints are exposed; everything else under /api/auth answers 404.
export const authRoutes: Record<string, AuthRoute> = {
  '/sign-up/email': {
    method: 'POST',
    summary:
      'Create an account: the address gets a verification link, or an "account exists" e-mail; the answer is the same',
    response: checkEmail,
    errors: { 422: { SIGN_UP_FAILED: 'the account could not be created' } },
    body: signUpInput,
    toAuthBody: (input: z.infer<typeof signUpInput>) => ({
      email: input.email,
      password: input.password,
      // better-auth's own name; the users_create_profile trigger copies it into the profile's full_name.
      name: input.fullName,
      userType: normalizeUserType(input.userType),
      // Checked by the schema: the e-mailed link returns there (auth.ts), else to the person's panel.
      ...(input.callbackURL && { callbackURL: input.callbackURL }),
    }),
    limit: { rule: 'signUp', account: 'email' },
    successBody: CHECK_EMAIL,
  },
  '/verify-email': {
    method: 'GET',
    summary:
      'Open a verification link: confirms the address, signs in and redirects to its callback, a page of this site (or to /verificar-correo?error=…)',
    response: z
      .null()
      .describe(
        'Always a redirect, so a person who opens a broken link lands on a page: on success to the link’s callback (the session cookie set), else to /verificar-correo?error=INVALID_TOKEN or ?error=TOKEN_EXPIRED. A client that follows it gets that page, HTML.',
      ),
    query: z.object({
      token: z
        .string()
        .optional()
        .meta({ description: 'The link’s token; missing or wrong redirects to the error page.' }),
      callbackURL: z
        .string()
        .optional()
        .meta({ description: 'A path of this site to land on after confirming; anything else lands on /.' }),
    }),
    // The link's callback is where the person lands: a plain path on this site, or the home page.
    toAuthQuery: (query) => {
      const callbackURL = query.get('callbackURL');
      return { token: query.get('token') ?? '', callbackURL: isReturnPath(callbackURL) ? callbackURL : '/' };
    },
    errorPage: VERIFY_EMAIL_PATH,
  },
  '/send-verification-email': {
    method: 'POST',
    summary: 'Send a new verification link (the same answer for any address)',
    response: checkEmail,
    body: resendVerificationInput,
    limit: { rule: 'verificationMail', account: 'email' },
    successBody: CHECK_EMAIL,
    ignoreSession: true,
  },
  '/sign-in/email': {
    method: 'POST',
    summary: 'Sign in with e-mail and password',
    response: answer.signIn,
    errors: {
      401: { INVALID_CREDENTIALS: 'the e-mail or the password is wrong' },
      403: { EMAIL_NOT_VERIFIED: 'the address is not confirmed yet: a new link was sent' },
    },
    body: signInInput,
    limit: { rule: 'signIn', account: 'email', failuresOnly: true },
  },
  '/sign-out': { method: 'POST', body: empty, summary: 'End this session', response: answer.signOut },
  '/get-session': {
    method: 'GET',
    summary: 'The signed-in account and its session, or null',
    session: 'optional',
    response: answer.session,
    tellsSuspension: true,
    errors: { 401: { ACCOUNT_SUSPENDED: SUSPENDED_SESSION } },
  },
  '/list-sessions': {
    method: 'GET',
    summary: 'The account’s open sessions',
    session: 'required',
    response: answer.sessions,
    errors: { 403: { FORBIDDEN: 'the session is more than a day old: sign in again to see the others' } },
  },
  '/request-password-reset': {
    method: 'POST',
    summary: 'E-mail a password-reset link (the same answer whether or not the address has an account)',
    response: answer.resetRequested,
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
    summary: 'Set a new password with the token of a reset link',
    response: answer.status,
    errors: { 400: { INVALID_TOKEN: 'the link expired or was already used' } },
    body: resetPasswordInput,
    limit: { rule: 'resetPassword', account: 'session', failuresOnly: true },
  },
  '/change-password': {
    method: 'POST',
    summary: 'Change the password (other sessions end unless revokeOtherSessions is false)',
    session: 'required',
    response: answer.signedIn,
    errors: wrongPassword,
    body: z.object({
      currentPassword: passwordConfirmInput.shape.password,
      newPassword: passwordField,
      // Other devices are signed out unless the person says otherwise (the form's box is ticked by default).
      revokeOtherSessions: z.boolean().default(true),
    }),
    limit: { rule: 'changePassword', account: 'session', failuresOnly: true },
  },
  '/revoke-other-sessions': {
    method: 'POST',
    body: empty,
    summary: 'End every other session of the account',
    session: 'required',
    response: answer.status,
  },
  '/two-factor/enable': {
    method: 'POST',
    body: passwordConfirmInput,
    limit: twoFactorLimit,
    summary: 'Start two-factor enrolment: a TOTP URI and backup codes (confirmed by verify-totp)',
    session: 'required',
    response: answer.twoFactorEnabled,
    errors: mergeAnswers(wrongPassword, { 400: { BAD_REQUEST: 'two-factor authentication is already on' } }),
  },
  '/two-factor/disable': {
    method: 'POST',
    body: passwordConfirmInput,
    limit: twoFactorLimit,
    summary: 'Turn two-factor authentication off',
    session: 'required',
    response: answer.status,
    errors: wrongPassword,
  },
  '/two-factor/generate-backup-codes': {
    method: 'POST',
    body: passwordConfirmInput,
    limit: twoFactorLimit,
    summary: 'Replace the backup codes',
    session: 'required',
    response: answer.backupCodes,
    errors: mergeAnswers(wrongPassword, { 400: { BAD_REQUEST: 'two-factor authentication is off' } }),
  },
  '/two-factor/verify-totp': {
    method: 'POST',
    body: totpCodeInput,
    limit: twoFactorLimit,
    summary: 'Finish a two-factor sign-in, or confirm enrolment, with a TOTP code',
    session: 'two-factor',
    response: answer.signedIn,
    errors: twoFactorCode,
  },
  '/two-factor/verify-backup-code': {
    method: 'POST',
    body: backupCodeInput,
    limit: twoFactorLimit,
    summary: 'Finish a two-factor sign-in with a backup code',
    session: 'two-factor',
    response: answer.signedIn,
    errors: mergeAnswers(twoFactorCode, {
      409: { BAD_REQUEST: 'another request spent the same code at the same moment' },
    }),
  },
};

/** Bodies better-auth reads are small; this bounds them before anything parses them. */
export const AUTH_BODY_LIMIT = 64 * 1024;

/** What makes an entry an operation of the OpenAPI document: its schemas and the answers it adds. */
export function documentedAuthRoute(route: AuthRoute) {
  const who = route.limit?.account === 'email' ? 'for this e-mail address' : 'for this session';
  return {
    schema: {
      ...(route.summary ? { summary: route.summary } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.response ? { response: { [route.errorPage ? 302 : 200]: route.response } } : {}),
    },
    config: {
      session: route.session,
      errorPage: route.errorPage,
      errors: mergeAnswers(route.limit && rateLimited(`${who} or from this IP address`), route.errors),
    },
  };
}
