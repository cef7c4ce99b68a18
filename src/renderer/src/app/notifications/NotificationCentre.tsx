import {
  Alert,
  Anchor,
  Badge,
  Button,
  Drawer,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import { NOTIFICATION_KIND_LABELS } from '../../../../shared/ipc/channels/notifications';
import type {
  NotificationKind,
  NotificationList,
  NotificationView,
} from '../../../../shared/ipc/channels/notifications';
import { getBridge } from '../../bridge';
import { formatAge } from '../../components/dates';
import { notifyDone, notifyError } from '../../components/notify';
import { saveSettings, useSettings } from '../../data/sharedReads';
import type { ReadState } from '../../data/useBridgeRead';
import { navigationStore } from '../../state/navigationStore';
import { openNotification } from './openNotification';

interface ItemProps {
  readonly item: NotificationView;
  readonly onOpen: () => void;
  readonly onTurnOff: (kind: NotificationKind) => void;
}

function NotificationItem({ item, onOpen, onTurnOff }: ItemProps) {
  const { accountId, id } = item;
  const failed = (title: string) => (result: { ok: boolean; error?: { message: string } }) => {
    if (!result.ok && result.error) notifyError(title, result.error);
  };
  return (
    <Paper withBorder p="sm" radius="md" component="li" style={{ listStyle: 'none' }}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor
            component="button"
            type="button"
            fw={item.read ? 400 : 600}
            ta="left"
            onClick={() => {
              openNotification(item);
              onOpen();
            }}
          >
            {item.title}
          </Anchor>
          {!item.read && (
            // A long title wraps; the mark keeps its width.
            <Badge size="xs" color="red" variant="light" style={{ flexShrink: 0 }}>
              New
            </Badge>
          )}
        </Group>
        <Text size="sm">{item.body}</Text>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed">
            {formatAge(item.createdAt)}
          </Text>
          <Group gap={4} wrap="nowrap">
            {!item.read && (
              <Button
                size="compact-xs"
                variant="subtle"
                aria-label={`Mark read: ${item.title}`}
                onClick={() => {
                  void getBridge()
                    .notificationsMarkRead({ accountId, ids: [id] })
                    .then(failed('The notification was not marked read'));
                }}
              >
                Mark read
              </Button>
            )}
            <Button
              size="compact-xs"
              variant="subtle"
              aria-label={`Dismiss: ${item.title}`}
              onClick={() => {
                void getBridge()
                  .notificationsDismiss({ accountId, ids: [id] })
                  .then(failed('The notification was not dismissed'));
              }}
            >
              Dismiss
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              aria-label={`Turn off: ${NOTIFICATION_KIND_LABELS[item.kind]}`}
              onClick={() => {
                onTurnOff(item.kind);
              }}
            >
              Turn off
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

export interface NotificationCentreProps {
  readonly accountId: string;
  readonly accountLabel: string;
  readonly opened: boolean;
  readonly read: ReadState<NotificationList>;
  readonly onClose: () => void;
}

/** The current account's notifications: open one, mark read, dismiss, turn its kind off. */
export function NotificationCentre(props: NotificationCentreProps) {
  const { accountId, read, onClose } = props;
  const settings = useSettings();
  const turnOff = async (kind: NotificationKind): Promise<void> => {
    if (settings.status !== 'ok') return;
    const current = settings.data.notifications;
    const refused = await saveSettings({
      notifications: { ...current, off: [...current.off, kind] },
    });
    if (refused) notifyError('The setting was not saved', refused);
    else notifyDone('Turned off', `${NOTIFICATION_KIND_LABELS[kind]}: no more notifications.`);
  };
  const unread = read.status === 'ok' ? read.data.unread : 0;
  return (
    <Drawer
      opened={props.opened}
      onClose={onClose}
      position="right"
      size="md"
      title={`Notifications · ${props.accountLabel}`}
      closeButtonProps={{ 'aria-label': 'Close the notifications' }}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Button
            size="xs"
            variant="light"
            disabled={unread === 0}
            onClick={() => {
              void getBridge().notificationsMarkRead({ accountId });
            }}
          >
            Mark all read
          </Button>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              navigationStore.getState().navigate('settings');
              onClose();
            }}
          >
            Notification settings
          </Anchor>
        </Group>
        {read.status === 'loading' && <Loader size="sm" aria-label="Loading the notifications" />}
        {read.status === 'error' && (
          <Alert color="red" variant="light" title="The notifications could not be read">
            {read.error.message}
          </Alert>
        )}
        {read.status === 'ok' && read.data.items.length === 0 && (
          <Text size="sm" c="dimmed">
            Nothing to tell about this account yet.
          </Text>
        )}
        {read.status === 'ok' && read.data.items.length > 0 && (
          <Stack gap="xs" component="ul" aria-label="Notifications" p={0} m={0}>
            {read.data.items.map((item) => (
              <NotificationItem
                key={item.id}
                item={item}
                onOpen={onClose}
                onTurnOff={(kind) => void turnOff(kind)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Drawer>
  );
}
