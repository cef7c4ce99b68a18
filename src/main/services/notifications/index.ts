export { createNotificationsService } from './notificationsService';
export type { NotificationsService } from './notificationsService';
