export { default as conversationReportRoutes } from './routes';
