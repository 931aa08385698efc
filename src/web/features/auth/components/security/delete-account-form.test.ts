import { describe, expect, it } from 'vitest';
import { accountMessages } from '#shared/account-messages';
import { deleteAccountFormSchema, EMPTY_DELETE_ACCOUNT } from './delete-account-form';

// The first message of each field, as the form shows it.
function messagesOf(twoFactorEnabled: boolean, values: unknown): Record<string, string> {
  const result = deleteAccountFormSchema(twoFactorEnabled).safeParse(values);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

describe("the 'Eliminar mi cuenta' form", () => {
  it('asks for the password, and only the password, when two-factor authentication is off', () => {
    expect(messagesOf(false, EMPTY_DELETE_ACCOUNT)).toEqual({ password: accountMessages.passwordRequired });
  });

  it('asks for the password and the code when two-factor authentication is on', () => {
    expect(messagesOf(true, EMPTY_DELETE_ACCOUNT)).toEqual({
      password: accountMessages.passwordRequired,
      code: accountMessages.codeRequired,
    });
    expect(messagesOf(true, { password: 'limpieza-segura-2024', code: '   ' })).toEqual({
      code: accountMessages.codeRequired,
    });
  });

  it('sends the code, trimmed, only when two-factor authentication is on', () => {
    const password = 'limpieza-segura-2024';
    expect(deleteAccountFormSchema(true).parse({ password, code: ' 123456 ' })).toEqual({
      password,
      code: '123456',
    });
    expect(deleteAccountFormSchema(false).parse({ password, code: '123456' })).toEqual({ password });
    expect(deleteAccountFormSchema(false).parse({ password, code: '' })).toEqual({ password });
  });
});
