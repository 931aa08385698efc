export { liveRoutes, type LiveOptions } from './routes';
export { notifyLive, parseLiveEvent, LIVE_CHANNEL, type LiveEvent } from './notify';
