export { default as favouriteRoutes } from './routes';
