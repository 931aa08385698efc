export { findBookableProvider, listBookableProviders } from './providers';
export { default as bookingRoutes } from './routes';
export { bookAnother, otherProviders } from './alternatives';
export { bookingAnswer } from './answer';
export { createBooking } from './service';
