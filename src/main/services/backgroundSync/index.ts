export {
  BACKGROUND_MAX_WAIT_MS,
  BACKGROUND_PAUSE_MS,
  createBackgroundSync,
} from './backgroundSync';
export type { BackgroundSync, BackgroundSyncOptions } from './backgroundSync';
