export { default as conversationRoutes } from './routes';
