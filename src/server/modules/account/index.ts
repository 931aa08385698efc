export { listArcoRequests } from './delete';
export { default as accountRoutes } from './routes';
