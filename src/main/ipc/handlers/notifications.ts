import type { notificationsChannels } from '../../../shared/ipc/channels/notifications';
import type { Services } from '../../createServices';
import type { HandlersFor } from '../dispatcher';

export function notificationsHandlers(
  services: Services,
): HandlersFor<typeof notificationsChannels> {
  return {
    'notifications:list': ({ accountId }) => services.notifications.list(accountId),
    'notifications:unread': () => services.notifications.unread(),
    'notifications:markRead': ({ accountId, ids }) =>
      services.notifications.markRead(accountId, ids),
    'notifications:dismiss': ({ accountId, ids }) => services.notifications.dismiss(accountId, ids),
  };
}
