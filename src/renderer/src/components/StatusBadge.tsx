import { Badge } from '@mantine/core';
import type { PortfolioStatus } from '../../../shared/ipc/channels/portfolioTypes';
import './statusBadge.css';

/** One colour per state across the app, always with a word (never colour alone). */
const STATUS_LOOK: Record<PortfolioStatus | 'expiring', { color: string; label: string }> = {
  active: { color: 'green', label: 'Active' },
  pending: { color: 'blue', label: 'Pending' },
  transferring: { color: 'blue', label: 'Transfer in progress' },
  expiring: { color: 'orange', label: 'Expiring' },
  expired: { color: 'red', label: 'Expired' },
  released: { color: 'gray', label: 'Released' },
  deleted: { color: 'gray', label: 'Deleted' },
  not_in_account: { color: 'gray', label: 'Not in this account' },
  unknown: { color: 'gray', label: 'Unknown' },
};

export function statusLabel(status: PortfolioStatus | 'expiring'): string {
  return STATUS_LOOK[status].label;
}

export function statusColor(status: PortfolioStatus | 'expiring'): string {
  return STATUS_LOOK[status].color;
}

export function StatusBadge({
  status,
  size = 'sm',
}: {
  status: PortfolioStatus | 'expiring';
  size?: 'xs' | 'sm' | 'md';
}) {
  const look = STATUS_LOOK[status];
  return (
    <Badge color={look.color} variant="light" size={size} tt="none" className="dd-status-badge">
      {look.label}
    </Badge>
  );
}
