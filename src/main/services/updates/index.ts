export { createUpdateService } from './updateService';
export type { UpdateService } from './updateService';
export { DEFAULT_UPDATE_FEED, UPDATE_FEED_ENV } from './feedAddress';
