export { default as recurringRoutes } from './routes';
