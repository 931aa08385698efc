export { notifyUser } from './notify';
export { default as notificationRoutes } from './routes';
