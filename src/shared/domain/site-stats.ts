// The home page's figures: counted from the database once a day (server/modules/site-stats), each one shown only
// once it means something. Below its threshold a figure is not published at all (null), not even to the browser.

/** What the daily refresh counts. */
export interface SiteCounts {
  /** Distinct customers with at least one completed service. */
  customers: number;
  completedServices: number;
  /** Published reviews customers wrote about providers, not hidden by moderation. */
  reviews: number;
  /** Sum of their stars, and how many of them gave 4 or 5 stars. */
  ratingSum: number;
  highRatings: number;
}

export interface SiteFigures {
  customers: number | null;
  completedServices: number | null;
  /** 1–5 with one decimal, rounded down (4.79 reads 4.7) so it never says more than is true. */
  averageRating: number | null;
  /** Percent of the reviews with 4 or 5 stars, rounded down too. */
  highRatingShare: number | null;
}

/**
 * When a figure starts to mean something: a hundred customers served and a hundred services completed; an
 * average and a share only over twenty reviews (a handful of five-star reviews would read "5.0/5", "100 %").
 */
export const SITE_STATS_THRESHOLDS = { customers: 100, completedServices: 100, reviews: 20 } as const;

export function publicFigures(counts: SiteCounts | null): SiteFigures {
  const enoughReviews = counts !== null && counts.reviews >= SITE_STATS_THRESHOLDS.reviews;
  return {
    customers: counts && counts.customers >= SITE_STATS_THRESHOLDS.customers ? counts.customers : null,
    completedServices:
      counts && counts.completedServices >= SITE_STATS_THRESHOLDS.completedServices
        ? counts.completedServices
        : null,
    averageRating: enoughReviews ? Math.floor((counts.ratingSum * 10) / counts.reviews) / 10 : null,
    highRatingShare: enoughReviews ? Math.floor((counts.highRatings * 100) / counts.reviews) : null,
  };
}

/** '4 or 5 stars': the reviews the share counts, and the only ones shown as testimonials. */
export const HIGH_RATING = 4;
/** How many testimonials the home page shows at most. */
export const TESTIMONIALS_SHOWN = 3;
