import { apiMessages } from '#shared/common-messages';
import { authMessages, validation } from '#shared/auth-messages';
import { operatorMessages } from '#shared/operator-messages';
import { envelopeForStatus, errorBody, type ErrorBody } from '#server/plugins/errors';

type Translation = [code: string, message: string];

const twoFactorInvalid: Translation = ['TWO_FACTOR_INVALID', authMessages.twoFactorFailed];
const twoFactorLocked: Translation = ['TWO_FACTOR_LOCKED', apiMessages.twoFactorLocked];
const crossSite: Translation = ['FORBIDDEN', apiMessages.invalidOrigin];

// better-auth answers in English with its own codes; the product answers in Spanish with one envelope.
const translations: Record<string, Translation> = {
  INVALID_EMAIL_OR_PASSWORD: ['INVALID_CREDENTIALS', authMessages.loginFailed],
  EMAIL_NOT_VERIFIED: ['EMAIL_NOT_VERIFIED', authMessages.loginEmailNotVerified],
  FAILED_TO_CREATE_USER: ['SIGN_UP_FAILED', authMessages.signUpFailed],
  INVALID_TOKEN: ['INVALID_TOKEN', authMessages.resetLinkInvalid],
  INVALID_PASSWORD: ['INVALID_PASSWORD', authMessages.wrongPassword],
  PASSWORD_TOO_SHORT: ['VALIDATION', validation.passwordTooShort],
  PASSWORD_TOO_LONG: ['VALIDATION', validation.passwordTooLong],
  INVALID_EMAIL: ['VALIDATION', validation.invalidEmail],
  INVALID_CODE: twoFactorInvalid,
  INVALID_BACKUP_CODE: twoFactorInvalid,
  INVALID_TWO_FACTOR_COOKIE: twoFactorInvalid,
  OTP_HAS_EXPIRED: twoFactorInvalid,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: twoFactorLocked,
  ACCOUNT_TEMPORARILY_LOCKED: twoFactorLocked,
  SESSION_EXPIRED: ['UNAUTHORIZED', authMessages.sessionExpired],
  INVALID_ORIGIN: crossSite,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: crossSite,
  ACCOUNT_SUSPENDED: ['ACCOUNT_SUSPENDED', operatorMessages.suspendedSignIn],
};

export function translateAuthError(status: number, body: unknown): ErrorBody {
  const code = typeof body === 'object' && body && 'code' in body ? String(body.code) : undefined;
  const translation = code ? translations[code] : undefined;
  return translation ? errorBody(...translation) : envelopeForStatus(status);
}
