import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { NotificationRaised } from '../../../../shared/ipc/channels/notifications';
import { accountsInCache } from '../../data/accounts';
import { currentAccount } from '../../state/currentAccount';
import { openNotification } from './openNotification';

const popupId = (id: number): string => `notification-${String(id)}`;

/**
 * A new notification as a short pop-up in the window, with a link to what it is about. Not
 * when the system shows it (the desktop app: one pop-up, not two), nor for a finished job,
 * whose end the window already tells with its results a click away.
 */
export function showNotificationPopup({ notification, showInSystem }: NotificationRaised): void {
  if (showInSystem || notification.kind === 'job') return;
  const { accountId, title, body } = notification;
  const id = popupId(notification.id);
  const account = accountsInCache().find((item) => item.id === accountId);
  const elsewhere = account !== undefined && currentAccount()?.id !== accountId;
  notifications.show({
    id,
    color: notification.kind === 'lowBalance' || notification.kind === 'left' ? 'orange' : 'blue',
    title: elsewhere ? `${title} · ${account.label}` : title,
    // Two lines at most: a digest's whole list is a click away, and a tall pop-up would cover
    // the window's own buttons.
    message: (
      <Stack gap={2} align="flex-start">
        <Text size="sm" lineClamp={2}>
          {body}
        </Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-label={`Show: ${title}`}
          onClick={() => {
            notifications.hide(id);
            openNotification(notification);
          }}
        >
          Show
        </Anchor>
      </Stack>
    ),
    autoClose: 8_000,
  });
}
