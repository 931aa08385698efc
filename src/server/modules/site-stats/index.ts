export { default as siteStatsRoutes } from './routes';
export { refreshSiteStats, SITE_STATS_REFRESH } from './service';
