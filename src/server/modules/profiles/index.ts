export { providerDisplayName } from './display-name';
export { default as profileRoutes } from './routes';
export { addressColumns, addressOf } from './service';
