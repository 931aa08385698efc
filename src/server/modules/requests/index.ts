export { countNearby, nearbyForProvider, providerArea } from './nearby';
export { requestLengthColumns, requestLengthOf } from './length';
export { notifyProviders, REQUEST_PUBLISHED } from './notify';
export { creationErrors, default as requestRoutes } from './routes';
export {
  assertSameKind,
  contactColumns,
  findByIdempotencyKey,
  insertOnce,
  serviceStatusOf,
  toServiceRequest,
} from './service';
