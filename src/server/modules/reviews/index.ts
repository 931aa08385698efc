export { default as reviewRoutes } from './routes';
export { findReview, listMyReviews, PUBLISH_REVIEWS, publishReviews, writeReview } from './service';
