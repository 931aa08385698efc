export { default as verificationRoutes } from './routes';
