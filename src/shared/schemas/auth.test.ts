import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validation } from '#shared/auth-messages';
import {
  emailField,
  emailFieldMeta,
  newPasswordForm,
  normalizeUserType,
  resetRequestInput,
  signInInput,
  signUpForm,
  signUpInput,
} from './auth';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('auth schemas', () => {
  /** The messages of the sign-up form as Ana fills it in, but for `changes`. */
  const signUpMessages = (changes: Record<string, string>) =>
    messages(
      signUpForm.safeParse({
        fullName: 'Ana López',
        email: 'ana@ejemplo.mx',
        password: 'secreta1',
        confirmPassword: 'secreta1',
        userType: 'client',
        ...changes,
      }),
    );

  it('gives the SPEC messages for a bad e-mail and a short password', () => {
    expect(messages(signInInput.safeParse({ email: 'ana@', password: '12345' }))).toEqual({
      email: validation.invalidEmail,
      password: validation.passwordTooShort,
    });
  });

  it('accepts a six-character password and normalises the e-mail', () => {
    expect(signInInput.parse({ email: '  Ana@Ejemplo.MX ', password: '123456' })).toEqual({
      email: 'ana@ejemplo.mx',
      password: '123456',
    });
  });

  it('puts the mismatch message on the confirmation field', () => {
    expect(signUpMessages({ confirmPassword: 'secreta2' })).toEqual({
      confirmPassword: validation.passwordsDontMatch,
    });
  });

  it('shows the mismatch together with the other field errors', () => {
    expect(signUpMessages({ fullName: '', email: 'ana', confirmPassword: 'otra', userType: '' })).toEqual({
      fullName: validation.fullNameRequired,
      email: validation.invalidEmail,
      confirmPassword: validation.passwordsDontMatch,
      userType: validation.userTypeRequired,
    });
  });

  it('asks to choose a user type when none is chosen', () => {
    expect(signUpMessages({ userType: '' })).toEqual({ userType: validation.userTypeRequired });
  });

  it('treats customer and client as the same role', () => {
    expect(
      normalizeUserType(
        signUpInput.parse({ fullName: 'Ana', email: 'a@b.mx', password: '123456', userType: 'customer' })
          .userType,
      ),
    ).toBe('client');
    expect(normalizeUserType('provider')).toBe('provider');
  });

  it('validates the reset forms with the same rules', () => {
    expect(messages(resetRequestInput.safeParse({ email: 'no' }))).toEqual({
      email: validation.invalidEmail,
    });
    expect(messages(newPasswordForm.safeParse({ newPassword: '123', confirmPassword: '123' }))).toEqual({
      newPassword: validation.passwordTooShort,
    });
  });
});

describe('the e-mail pattern the OpenAPI document gives', () => {
  const pattern = new RegExp(emailFieldMeta.pattern);

  it('refuses what the server refuses though `format: email` allows it', () => {
    for (const email of ['0@com', 'ana@localhost', 'ana@ejemplo.m', 'ana@-ejemplo.mx', '.ana@ejemplo.mx']) {
      expect(pattern.test(email), email).toBe(false);
      expect(emailField.safeParse(email).success, email).toBe(false);
    }
  });

  it('allows only addresses the server accepts', () => {
    fc.assert(
      fc.property(fc.stringMatching(pattern), (email) => {
        fc.pre(email.length <= 254);
        expect(emailField.safeParse(email).success).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
