export { default as apiKeyRoutes } from './routes';
export { hashApiKey } from './service';
