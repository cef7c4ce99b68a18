import { ActionIcon, Indicator } from '@mantine/core';
import { useState } from 'react';
import { DeferredTooltip } from '../../components/DeferredTooltip';
import { useBridgeRead } from '../../data/useBridgeRead';
import { useCurrentAccount } from '../../state/currentAccount';
import { NotificationCentre } from './NotificationCentre';

function BellIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The header's bell: the current account's unread count; it opens the notification centre. */
export function NotificationBell() {
  const account = useCurrentAccount();
  const [open, setOpen] = useState(false);
  const read = useBridgeRead('notifications:list', account ? { accountId: account.id } : null);
  if (account === null) return null;
  const unread = read.status === 'ok' ? read.data.unread : 0;
  const label = unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
  return (
    <>
      <DeferredTooltip label={label}>
        <Indicator
          label={unread > 99 ? '99+' : unread}
          size={16}
          disabled={unread === 0}
          color="red"
        >
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={label}
            aria-haspopup="dialog"
            onClick={() => {
              setOpen(true);
            }}
          >
            <BellIcon />
          </ActionIcon>
        </Indicator>
      </DeferredTooltip>
      <NotificationCentre
        accountId={account.id}
        accountLabel={account.label}
        opened={open}
        read={read}
        onClose={() => {
          setOpen(false);
        }}
      />
    </>
  );
}
