import { apiFetch } from '#web/lib/api';

const credentialCheck = { unauthorized: 'recheck' } as const;

export type TwoFactorSetup = { totpURI: string; backupCodes: string[] };

export function changePassword(input: {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
}): Promise<unknown> {
  return apiFetch('/api/auth/change-password', { body: input, ...credentialCheck });
}

export function enableTwoFactor(password: string): Promise<TwoFactorSetup> {
  return apiFetch<TwoFactorSetup>('/api/auth/two-factor/enable', { body: { password }, ...credentialCheck });
}

export function disableTwoFactor(password: string): Promise<unknown> {
  return apiFetch('/api/auth/two-factor/disable', { body: { password }, ...credentialCheck });
}

export function generateBackupCodes(password: string): Promise<{ backupCodes: string[] }> {
  return apiFetch<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', {
    body: { password },
    ...credentialCheck,
  });
}

export function revokeOtherSessions(): Promise<unknown> {
  return apiFetch('/api/auth/revoke-other-sessions', { body: {} });
}

/** The password, and the authenticator's code when two-factor authentication is on. */
export type DeleteAccountBody = { password: string; code?: string };

// A wrong password or code is a 400 on the field it names, so a 401 here does mean the session ended.
export function deleteAccount(input: DeleteAccountBody): Promise<{ deleted: true }> {
  return apiFetch<{ deleted: true }>('/api/account/delete', { body: input });
}
