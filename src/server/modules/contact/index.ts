export { default as contactRoutes } from './routes';
