import type { NotificationView } from '../../../../shared/ipc/channels/notifications';
import { getBridge } from '../../bridge';
import { currentAccountStore } from '../../state/currentAccount';
import { navigationStore, openDomain } from '../../state/navigationStore';
import { hasResultsScreen, showJobResults } from '../showJobResults';

/** Shows what a notification is about (in its own account) and marks it read. */
export function openNotification(notification: NotificationView): void {
  const { accountId, target } = notification;
  if (currentAccountStore.getState().accountId !== accountId) {
    currentAccountStore.getState().select(accountId);
  }
  const { navigate } = navigationStore.getState();
  switch (target.kind) {
    case 'domain':
      openDomain(target.domain);
      break;
    case 'expiry':
      navigate('portfolio', { params: { view: 'expiry' } });
      break;
    case 'runway':
      navigate('portfolio', { params: { view: 'runway' } });
      break;
    case 'job': {
      const job = { jobId: target.jobId, kind: target.jobKind, accountId };
      if (hasResultsScreen(job)) showJobResults(job);
      else navigate('portfolio');
      break;
    }
  }
  if (!notification.read) {
    void getBridge().notificationsMarkRead({ accountId, ids: [notification.id] });
  }
}
