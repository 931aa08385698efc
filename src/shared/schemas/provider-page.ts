import { z } from 'zod';
import { SERVICE_IDS } from '#shared/catalog';
import { providerCardOut } from './requests';
import { verificationDueOut } from './serving';

/** A published review of the provider, as anyone reads it on their page. */
export const publicReviewOut = z.object({
  id: z.uuid(),
  /** The customer's first name only. */
  authorName: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  reply: z.string().nullable(),
  /** ISO instant the review was published. */
  publishedAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewOut>;

/** A provider's public page (/proveedores/:slug): what any visitor, signed in or not, may read. */
export const publicProviderOut = providerCardOut.extend(verificationDueOut.shape).extend({
  /** The page's own address, '/proveedores/brillo-fino-<id>': the one search engines should keep. */
  path: z.string(),
  /** 'Logotipo', only while the plan in force is Empresarial (shared/domain/logo.ts). */
  logoUrl: z.string().nullable(),
  bio: z.string(),
  yearsExperience: z.number().int(),
  /** The locality of their service area (never a street), or null when they chose a street address. */
  zone: z.string().nullable(),
  radiusKm: z.number(),
  /** The catalogue services they offer, at their prices per hour in centavos, cheapest first. */
  services: z.array(z.object({ serviceId: z.enum(SERVICE_IDS), hourlyPrice: z.number().int() })),
  /** The latest published reviews customers wrote of them, newest first. */
  reviews: z.array(publicReviewOut),
});
export type PublicProvider = z.infer<typeof publicProviderOut>;

// The page's slug ('brillo-fino-<id>'), under the name the photo route beside it (/api/providers/:id/photo)
// gives this segment: the router keeps one name per position.
export const publicProviderParams = z.object({ id: z.string().max(200) });
