import { describe, expect, it } from 'vitest';
import { verificationMessages } from '#shared/verification-messages';
import type { Verification } from '#shared/schemas/verification';
import { verificationFormDefaults, verificationFormSchema } from './verification-form';

// The first message of each field, as the form shows it.
function messagesOf(values: unknown): Record<string, string> {
  const result = verificationFormSchema.safeParse(values);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

const REJECTED: Verification = {
  status: 'rejected',
  rejectionReason: 'La identificación está borrosa.',
  rfc: 'GODE561231GR8',
  adultConfirmed: true,
  submittedAt: '2026-05-01T16:00:00.000Z',
  decidedAt: '2026-05-02T16:00:00.000Z',
  documents: [],
};

describe('the send-for-review form', () => {
  it('asks the provider to confirm they are 18 or older before anything is sent', () => {
    expect(messagesOf({ adult: false, rfc: '' })).toEqual({ adult: verificationMessages.adultRequired });
  });

  it('sends no RFC when the field is left empty', () => {
    expect(verificationFormSchema.parse({ adult: true, rfc: '' })).toEqual({ adult: true });
    expect(verificationFormSchema.parse({ adult: true, rfc: '   ' })).toEqual({ adult: true });
  });

  it('sends the RFC in upper case without spaces or dashes', () => {
    expect(verificationFormSchema.parse({ adult: true, rfc: ' gode-561231-gr8 ' })).toEqual({
      adult: true,
      rfc: 'GODE561231GR8',
    });
  });

  it('refuses an RFC with a wrong check digit or an impossible date', () => {
    for (const rfc of ['GODE561231GR9', 'GODE561331GR8', 'ABC'])
      expect(messagesOf({ adult: true, rfc }), rfc).toEqual({ rfc: verificationMessages.rfcInvalid });
  });

  it('starts with the box unticked and the RFC given last time, after a rejection', () => {
    expect(verificationFormDefaults(REJECTED)).toEqual({ adult: false, rfc: 'GODE561231GR8' });
    expect(verificationFormDefaults({ ...REJECTED, rfc: null })).toEqual({ adult: false, rfc: '' });
  });
});
