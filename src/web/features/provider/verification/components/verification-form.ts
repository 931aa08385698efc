// First: it switches zod to jitless before the shared schema is used (the CSP forbids eval).
import '#web/lib/zod-resolver';
import type { z } from 'zod';
import { submitVerificationInput, type Verification } from '#shared/schemas/verification';

/** What the form's inputs hold: the checkbox starts unticked, the RFC is text (empty: not given). */
export type VerificationFormValues = { adult: boolean; rfc: string };
/** What the API receives: `adult: true` and the RFC normalised, or no RFC. */
export type VerificationRequest = z.output<typeof submitVerificationInput>;

export const VERIFICATION_FIELDS = ['adult', 'rfc'] as const;

/** The shared schema checks the form as the server will: an unticked box or a wrong RFC stay in the browser. */
export const verificationFormSchema = submitVerificationInput;

// A rejected request is sent again with the RFC given the first time; the age is confirmed anew each time.
export function verificationFormDefaults(verification: Verification): VerificationFormValues {
  return { adult: false, rfc: verification.rfc ?? '' };
}
