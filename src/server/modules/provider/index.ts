export { default as providerLogoRoutes } from './logo-routes';
export { default as providerProfileRoutes } from './profile-routes';
export { default as providerRoutes } from './routes';
