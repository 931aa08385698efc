import { z } from 'zod';
import { DOCUMENT_KINDS, VERIFICATION_STATUSES } from './verification';

/**
 * Whether the provider may send offers and be booked (shared/domain/serving.ts), and what their verification
 * still lacks: the Resumen's banner and the Solicitudes page read it.
 */
export const servingOut = z.object({
  state: z.enum(['verified', 'grace', 'required']),
  /** The end of the grace period of a provider who was on the marketplace before the rule; else null. */
  graceUntil: z.string().nullable(),
  status: z.enum(VERIFICATION_STATUSES),
  /** Documents not uploaded yet. */
  missingDocuments: z.array(z.enum(DOCUMENT_KINDS)),
});
export type Serving = z.infer<typeof servingOut>;

/**
 * On the wizard's cards and the public page: a provider listed without an approved verification, because they were on
 * the marketplace before it became required and their grace period is not over. The web reads it as 'Verificación
 * pendiente'.
 */
export const verificationDueOut = z.object({
  /** ISO instant: the end of the provider's grace period while their verification is not approved; else null. */
  verificationDueBy: z.string().nullable(),
});
