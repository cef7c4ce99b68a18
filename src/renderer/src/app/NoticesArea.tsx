import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AppNotice, NoticeOrder } from '../../../shared/ipc/channels/userData';
import { getBridge } from '../bridge';
import { readKey } from '../data/bridgeRead';
import { queryClient } from '../data/queryClient';
import { useBridgeRead } from '../data/useBridgeRead';
import { notifyDone, notifyError } from '../components/notify';
import { currentAccountStore } from '../state/currentAccount';
import { navigationStore } from '../state/navigationStore';

const OPERATION_WORDS = { register: 'registration', transfer: 'transfer', renew: 'renewal' };

function orderLine(order: NoticeOrder): string {
  const years = order.period === 1 ? '1 year' : `${String(order.period)} years`;
  return `${order.unicodeDomain}: ${OPERATION_WORDS[order.operation]}, ${years}`;
}

function OrderList({ orders }: { orders: readonly NoticeOrder[] }) {
  return (
    <List size="sm" spacing={2}>
      {orders.map((order) => (
        <List.Item key={`${order.domain}-${order.operation}`}>{orderLine(order)}</List.Item>
      ))}
    </List>
  );
}

/** The actions a notice offers beside its message; none of them sends an order. */
function NoticeActions({ notice, reload }: { notice: AppNotice; reload: () => void }) {
  const [busy, setBusy] = useState(false);
  if (notice.kind === 'orders_unsent') {
    const putBack = async () => {
      setBusy(true);
      const result = await getBridge().ordersRestoreUnsent({ noticeId: notice.id });
      setBusy(false);
      if (!result.ok) {
        notifyError('The orders could not be put back in the cart', result.error);
        return;
      }
      currentAccountStore.getState().select(result.data.accountId);
      notifyDone('Back in the cart', 'Review the orders and check out when you are ready.');
      navigationStore.getState().navigate('cart');
      reload();
    };
    return (
      <Button size="xs" variant="light" loading={busy} onClick={() => void putBack()}>
        Put them back in the cart
      </Button>
    );
  }
  if (notice.kind === 'orders_unsettled') {
    return (
      <Button
        size="xs"
        variant="light"
        onClick={() => {
          navigationStore.getState().navigate('activity', { params: { view: 'orders' } });
        }}
      >
        Show the orders
      </Button>
    );
  }
  if (notice.kind === 'cache_recovered' && notice.orphanKeys.length > 0) {
    const removeKeys = async () => {
      setBusy(true);
      for (const accountId of notice.orphanKeys) {
        const result = await getBridge().dataRemoveOrphanKey({ accountId });
        if (!result.ok) notifyError('A key could not be removed from the keychain', result.error);
      }
      setBusy(false);
      reload();
    };
    return (
      <Button
        size="xs"
        variant="light"
        color="red"
        loading={busy}
        onClick={() => void removeKeys()}
      >
        Remove{' '}
        {notice.orphanKeys.length === 1
          ? 'the key'
          : `the ${String(notice.orphanKeys.length)} keys`}{' '}
        of lost accounts from the keychain
      </Button>
    );
  }
  return null;
}

/** What main has to tell the user (a damaged cache, interrupted orders…), until dismissed. */
export function NoticesArea() {
  // Read through the window's cache; the `notices` and `profile` scopes make it stale.
  const read = useBridgeRead('app:notices', undefined);
  const notices = read.status === 'ok' ? read.data : [];
  if (notices.length === 0) return null;
  const dismiss = async (notice: AppNotice) => {
    const result = await getBridge().appDismissNotice({ id: notice.id });
    if (result.ok) queryClient.setQueryData(readKey('app:notices', undefined), result.data);
    else notifyError('The notice could not be dismissed', result.error);
  };
  return (
    <Stack gap="xs" mb="sm" aria-label="Notices" component="section">
      {notices.map((notice) => (
        <Alert
          key={notice.id}
          color="yellow"
          variant="light"
          withCloseButton
          closeButtonLabel="Dismiss this notice"
          onClose={() => void dismiss(notice)}
          data-testid="app-notice"
        >
          <Stack gap={6}>
            <Text size="sm">{notice.message}</Text>
            {(notice.kind === 'orders_unsent' || notice.kind === 'orders_unsettled') && (
              <OrderList orders={notice.orders} />
            )}
            <Group gap="xs">
              <NoticeActions notice={notice} reload={read.reload} />
            </Group>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
