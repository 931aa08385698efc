export { default as apiV1Routes } from './routes';
