export { default as moderationRoutes } from './routes';
