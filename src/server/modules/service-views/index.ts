export { serviceCalendar } from './calendar';
export { default as jobRoutes } from './routes';
export { listMyServices, toServices } from './services';
