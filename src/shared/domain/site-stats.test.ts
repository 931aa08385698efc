import { describe, expect, it } from 'vitest';
import { publicFigures, SITE_STATS_THRESHOLDS, type SiteCounts } from './site-stats';

const counts = (overrides: Partial<SiteCounts>): SiteCounts => ({
  customers: 0,
  completedServices: 0,
  reviews: 0,
  ratingSum: 0,
  highRatings: 0,
  ...overrides,
});

describe('the home page figures', () => {
  it('shows nothing before the first count, nor on a fresh install', () => {
    const none = { customers: null, completedServices: null, averageRating: null, highRatingShare: null };
    expect(publicFigures(null)).toEqual(none);
    expect(publicFigures(counts({}))).toEqual(none);
  });

  it('shows customers and services from a hundred each, not one before', () => {
    const below = publicFigures(counts({ customers: 99, completedServices: 99 }));
    expect(below).toMatchObject({ customers: null, completedServices: null });
    const at = publicFigures(counts({ customers: 100, completedServices: 240 }));
    expect(at).toMatchObject({ customers: 100, completedServices: 240 });
    expect(SITE_STATS_THRESHOLDS).toMatchObject({ customers: 100, completedServices: 100 });
  });

  it('shows the average and the share of 4–5 stars from twenty reviews, rounded down', () => {
    // 19 five-star reviews would read "5.0/5" and "100 %".
    expect(publicFigures(counts({ reviews: 19, ratingSum: 95, highRatings: 19 }))).toMatchObject({
      averageRating: null,
      highRatingShare: null,
    });
    // 95 stars over 20 reviews is 4.75: it reads 4.7, and 19 of 20 at 4–5 stars 95 %.
    expect(publicFigures(counts({ reviews: 20, ratingSum: 95, highRatings: 19 }))).toMatchObject({
      averageRating: 4.7,
      highRatingShare: 95,
    });
    // 2 of 3 is 66.6… %: 66, never 67.
    expect(publicFigures(counts({ reviews: 30, ratingSum: 120, highRatings: 20 }))).toMatchObject({
      averageRating: 4,
      highRatingShare: 66,
    });
  });
});
