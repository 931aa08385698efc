import type { SignInInput, SignUpInput } from '#shared/schemas/auth';
import { apiFetch } from '#web/lib/api';

export type SignInResult = { twoFactorRedirect: true } | { twoFactorRedirect?: false; user?: unknown };

// A 401 from these calls means "wrong password or code", never "your session ended".
const credentialCheck = { unauthorized: 'recheck' } as const;

export function signIn(input: SignInInput): Promise<SignInResult> {
  return apiFetch<SignInResult>('/api/auth/sign-in/email', { body: input, ...credentialCheck });
}

// Nobody is signed in by sign-up: the answer is the same for every address, and the e-mail says what follows.
export function signUp(input: SignUpInput): Promise<unknown> {
  return apiFetch('/api/auth/sign-up/email', { body: input, ...credentialCheck });
}

/** `callbackURL`: the page the new link returns to (the booking a guest left), else the person's panel. */
export function resendVerificationEmail(email: string, callbackURL?: string): Promise<unknown> {
  return apiFetch('/api/auth/send-verification-email', {
    body: { email, callbackURL },
    unauthorized: 'ignore',
  });
}

export function signOut(): Promise<unknown> {
  return apiFetch('/api/auth/sign-out', { body: {}, unauthorized: 'ignore' });
}

export function verifyTotp(code: string): Promise<unknown> {
  return apiFetch('/api/auth/two-factor/verify-totp', { body: { code }, ...credentialCheck });
}

export function verifyBackupCode(code: string): Promise<unknown> {
  return apiFetch('/api/auth/two-factor/verify-backup-code', { body: { code }, ...credentialCheck });
}

export function requestPasswordReset(email: string): Promise<unknown> {
  return apiFetch('/api/auth/request-password-reset', {
    body: { email, redirectTo: '/reset-password' },
    ...credentialCheck,
  });
}

export function resetPassword(input: { newPassword: string; token: string }): Promise<unknown> {
  return apiFetch('/api/auth/reset-password', { body: input, ...credentialCheck });
}
