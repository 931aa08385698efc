export { ANALYTICS_PRUNE, pruneAnalytics, scheduleAnalyticsPrune } from './prune';
export { countProfileView } from './record';
export { EventRecorder } from './recorder';
export { default as analyticsRoutes } from './routes';
