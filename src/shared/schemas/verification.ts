import { z } from 'zod';
import { isValidRfc, normalizeRfc } from '#shared/domain/rfc';
import { verificationMessages } from '#shared/verification-messages';

/** The two documents a provider's identity is checked on. */
export const DOCUMENT_KINDS = ['id', 'address'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

export const VERIFICATION_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const documentOut = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  contentType: z.enum(DOCUMENT_TYPES),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type VerificationDocument = z.infer<typeof documentOut>;

/** The provider's 'Verificación' page: where their request stands, and what they sent. */
export const verificationOut = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  rejectionReason: z.string().nullable(),
  rfc: z.string().nullable(),
  adultConfirmed: z.boolean(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  documents: z.array(documentOut),
});
export type Verification = z.infer<typeof verificationOut>;

export const documentParams = z.object({ kind: z.enum(DOCUMENT_KINDS) });

/** Sent for review: both documents uploaded, 18 or older (SPEC §9), and the RFC if they have one. */
export const submitVerificationInput = z.object({
  adult: z.literal(true, verificationMessages.adultRequired),
  rfc: z
    .string()
    .trim()
    .max(20, verificationMessages.rfcInvalid)
    .optional()
    .transform((value) => (value ? normalizeRfc(value) : undefined))
    .refine((value) => value === undefined || isValidRfc(value), verificationMessages.rfcInvalid),
});
export type SubmitVerificationInput = z.input<typeof submitVerificationInput>;
