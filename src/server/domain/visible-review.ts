import { sql } from 'drizzle-orm';

/**
 * A review anyone may read, in SQL over `alias` (reviews): published, and not hidden by an operator
 * (Moderación). Every read of reviews by someone other than their author goes through it: ratings, the
 * provider's page, the reviews received, the console's figures.
 */
export const isVisibleReview = (alias = 'r') =>
  sql.raw(`(${alias}.published_at is not null and ${alias}.hidden_at is null)`);
