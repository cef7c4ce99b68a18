import { Badge } from '@mantine/core';
import type { TransferState, TransferView } from '../../../shared/ipc/channels/portfolioTypes';

const TRANSFER_LOOK: Record<TransferState, { color: string; label: string }> = {
  // Both read "Pending" first, as the domain's own status does until the transfer ends.
  started: { color: 'blue', label: 'Pending: transfer started' },
  pending: { color: 'blue', label: 'Pending at the registry (transfer)' },
  completed: { color: 'green', label: 'Transfer completed' },
  failed: { color: 'red', label: 'Transfer failed' },
};

export function transferLabel(transfer: TransferView): string {
  const { label } = TRANSFER_LOOK[transfer.state];
  return transfer.reason === null ? label : `${label}: ${transfer.reason}`;
}

/** How a transfer ordered here stands, in words (the registry's reason when it failed). */
export function TransferBadge({
  transfer,
  size = 'sm',
}: {
  transfer: TransferView;
  size?: 'xs' | 'sm' | 'md';
}) {
  const look = TRANSFER_LOOK[transfer.state];
  return (
    <Badge
      color={look.color}
      variant="light"
      size={size}
      tt="none"
      className="dd-status-badge"
      title={transfer.reason ?? undefined}
    >
      {look.label}
    </Badge>
  );
}
