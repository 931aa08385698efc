export { default as placesRoutes } from './routes';
