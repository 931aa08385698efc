import { z } from 'zod';

/** A published review shown on the home page because its author allowed it, named by first name and initial. */
export const testimonialOut = z.object({
  id: z.uuid(),
  /** 'Carmen R.': never a full name or an e-mail. */
  name: z.string(),
  /** The catalogue's name of the service reviewed ('Limpieza del Hogar'); null when it had none. */
  service: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
});
export type Testimonial = z.infer<typeof testimonialOut>;

/**
 * GET /api/site-stats: the home page's figures, counted once a day, each null until it passes its threshold
 * (shared/domain/site-stats.ts), and up to three testimonials (none: the section is not shown).
 */
export const siteStatsOut = z.object({
  /** Customers with at least one completed service; null under 100. */
  customers: z.number().int().nullable(),
  /** Completed services; null under 100. */
  completedServices: z.number().int().nullable(),
  /** Average stars customers gave providers, one decimal, rounded down; null under 20 visible reviews. */
  averageRating: z.number().nullable(),
  /** Percent of those reviews with 4 or 5 stars, rounded down; null under 20 visible reviews. */
  highRatingShare: z.number().int().nullable(),
  /** The latest published 4–5-star reviews whose authors allowed LimpiaHogar to show them, newest first. */
  testimonials: z.array(testimonialOut).max(3),
  /** When the figures were counted; null before the first count. */
  countedAt: z.string().nullable(),
});
export type SiteStats = z.infer<typeof siteStatsOut>;
