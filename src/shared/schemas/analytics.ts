import { z } from 'zod';

/** One period's figures in 'Estadísticas'. */
export const analyticsFiguresOut = z.object({
  profileViews: z.number().int(),
  searchAppearances: z.number().int(),
  wizardAppearances: z.number().int(),
  /** Offers sent in the period, and how many of those the customer accepted. */
  offersSent: z.number().int(),
  offersAccepted: z.number().int(),
  /** offersAccepted / offersSent, 0 to 1; null when no offer was sent. */
  acceptanceRate: z.number().nullable(),
  /** Services the customer confirmed as completed in the period. */
  completedServices: z.number().int(),
  /** Centavos: the charges of Ganancias whose service took place in the period. */
  earnings: z.number().int(),
  /** The customers' reviews published in the period: their average to one decimal (null: none) and count. */
  averageRating: z.number().nullable(),
  ratingCount: z.number().int(),
});
export type AnalyticsFigures = z.infer<typeof analyticsFiguresOut>;

export const providerAnalyticsOut = z.object({
  /** The last twelve calendar months in Mexico City, oldest first, the current one last. */
  months: z.array(analyticsFiguresOut.extend({ month: z.string() })),
  /** The last thirty days up to now, today included: from `from` ('YYYY-MM-DD', Mexico City). */
  recent: analyticsFiguresOut.extend({ from: z.string() }),
});
export type ProviderAnalytics = z.infer<typeof providerAnalyticsOut>;
