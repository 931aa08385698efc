export { applicationErrors, default as applicationRoutes } from './routes';
export { listSentOffers } from './sent';
export { apply, countApplicationsThisMonth, offerReceivedKey } from './service';
