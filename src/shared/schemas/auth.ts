import { z } from 'zod';
import { validation } from '#shared/auth-messages';
import { fullNameField } from './names';
import { MAX_RETURN_PATH_LENGTH, RETURN_PATH } from '#shared/site-map';

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

/**
 * How an e-mail field reads in the OpenAPI document: `format: email` alone allows `0@com`, which the server's
 * check (zod's, below) refuses; `pattern` is that check, so what the document allows the server accepts.
 */
export const emailFieldMeta = {
  format: 'email',
  pattern: z.regexes.email.source,
  description:
    'Trimmed and lower-cased, then checked against `pattern`: a domain with a dot and a top-level domain of two letters or more (`ana@ejemplo.mx`, not `0@com`).',
};

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, validation.invalidEmail)
  .pipe(z.email(validation.invalidEmail))
  .meta(emailFieldMeta);

export const passwordField = z
  .string(validation.passwordTooShort)
  .min(MIN_PASSWORD_LENGTH, validation.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, validation.passwordTooLong);

// The spec names the customer role both `customer` (sign-up payload) and `client` (profile); both mean Cliente.
export const userTypeField = z
  .enum(['client', 'customer', 'provider'], validation.userTypeRequired)
  .meta({ description: '`customer` is accepted and stored as `client`.' });

export function normalizeUserType(value: z.infer<typeof userTypeField>): 'client' | 'provider' {
  return value === 'provider' ? 'provider' : 'client';
}

// Checked here before it goes into an e-mailed link (isReturnPath in site-map.ts says what passes).
export const returnPathField = z
  .string()
  .max(MAX_RETURN_PATH_LENGTH, validation.returnPath)
  .regex(RETURN_PATH, validation.returnPath)
  .meta({
    description:
      'Where the e-mailed verification link lands once it has signed the person in: a path of this site ' +
      "such as '/reservar' (segments of letters, digits, '-' and '_'); without it, their panel.",
  });

// callbackURL: only for an account not confirmed yet, whose refused sign-in e-mails a new link.
export const signInInput = z.object({
  email: emailField,
  password: passwordField,
  callbackURL: returnPathField.optional(),
});
export type SignInInput = z.infer<typeof signInInput>;

export const signUpInput = z.object({
  fullName: fullNameField,
  email: emailField,
  password: passwordField,
  userType: userTypeField,
  callbackURL: returnPathField.optional(),
});
export type SignUpInput = z.infer<typeof signUpInput>;

function withConfirmation<T extends z.ZodRawShape>(shape: T, passwordKey: 'password' | 'newPassword') {
  return z
    .object({ ...shape, confirmPassword: z.string() })
    .refine((value: Record<string, unknown>) => value[passwordKey] === value.confirmPassword, {
      message: validation.passwordsDontMatch,
      path: ['confirmPassword'],
      // Check the pair even while other fields are invalid, so every message shows at once.
      when: (payload) =>
        typeof (payload.value as Record<string, unknown> | undefined)?.confirmPassword === 'string',
    });
}

// confirmPassword is a form field only; it is never sent.
export const signUpForm = withConfirmation(
  {
    fullName: fullNameField,
    email: emailField,
    password: passwordField,
    userType: z.string().pipe(userTypeField),
  },
  'password',
);
export type SignUpForm = z.input<typeof signUpForm>;

/** A form that asks only for an address: a password-reset request, a new verification link. */
export const emailOnlyInput = z.object({ email: emailField });
export type EmailOnlyInput = z.infer<typeof emailOnlyInput>;

export const resetRequestInput = emailOnlyInput;
export type ResetRequestInput = EmailOnlyInput;

export const resendVerificationInput = z.object({
  email: emailField,
  callbackURL: returnPathField.optional(),
});
export type ResendVerificationInput = z.infer<typeof resendVerificationInput>;

export const newPasswordForm = withConfirmation({ newPassword: passwordField }, 'newPassword');
export type NewPasswordForm = z.input<typeof newPasswordForm>;

export const resetPasswordInput = z.object({ token: z.string().min(1).max(512), newPassword: passwordField });

export const changePasswordForm = withConfirmation(
  {
    currentPassword: z.string().min(1, validation.currentPasswordRequired).max(MAX_PASSWORD_LENGTH),
    newPassword: passwordField,
  },
  'newPassword',
);
export type ChangePasswordForm = z.input<typeof changePasswordForm>;

export const passwordConfirmInput = z.object({
  password: z.string().min(1, validation.currentPasswordRequired).max(MAX_PASSWORD_LENGTH),
});

export const totpCodeInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, validation.totpCode),
  trustDevice: z.boolean().optional(),
});

export const backupCodeInput = z.object({
  code: z.string().trim().min(6, validation.backupCode).max(64, validation.backupCode),
});
