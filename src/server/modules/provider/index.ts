export { default as providerLogoRoutes } from './logo-routes';
export { default as providerProfileRoutes } from './profile-routes';
export { default as providerRoutes } from './routes';
// What other modules' image uploads share with the provider's (message photos).
export { toWebp } from './provider-image';
export { imageUpload } from './image-upload';
