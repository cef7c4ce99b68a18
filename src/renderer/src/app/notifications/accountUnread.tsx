import { Badge, Group, VisuallyHidden } from '@mantine/core';
import type { ComboboxItem, ComboboxLikeRenderOptionInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useBridgeRead } from '../../data/useBridgeRead';

/** Each account's unread notifications (those with any), kept fresh by `cache:changed`. */
export function useUnreadByAccount(): ReadonlyMap<string, number> {
  const read = useBridgeRead('notifications:unread', undefined);
  const counts = read.status === 'ok' ? read.data : [];
  return new Map(counts.map((item) => [item.accountId, item.unread]));
}

const unreadText = (count: number): string =>
  count === 1 ? '1 unread notification' : `${count.toLocaleString('en-US')} unread notifications`;

/**
 * The switcher's option of an account: another account with unread notifications carries
 * its count, in its accessible name too ("Second account (2 unread notifications)"); the shown
 * account's count is the bell's.
 */
export function accountOption(unread: ReadonlyMap<string, number>, shownId: string | null) {
  return function AccountOption({
    option,
  }: ComboboxLikeRenderOptionInput<ComboboxItem>): ReactNode {
    const count = option.value === shownId ? 0 : (unread.get(option.value) ?? 0);
    if (count === 0) return option.label;
    return (
      <Group justify="space-between" wrap="nowrap" gap="xs" w="100%">
        <span>{option.label}</span>
        <Badge size="xs" color="red" variant="filled" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </Badge>
        <VisuallyHidden>({unreadText(count)})</VisuallyHidden>
      </Group>
    );
  };
}

/** How many of the other accounts' notifications are unread, for the closed switcher's mark. */
export function unreadElsewhere(unread: ReadonlyMap<string, number>, shownId: string | null) {
  let total = 0;
  for (const [accountId, count] of unread) if (accountId !== shownId) total += count;
  return total;
}

/** The closed switcher's mark: a dot when another account has unread notifications. */
export function UnreadElsewhereDot({ count }: { count: number }) {
  return (
    <span
      title={`Other accounts: ${unreadText(count)}`}
      style={{
        width: 8,
        height: 8,
        borderRadius: '50%',
        background: 'var(--mantine-color-red-filled)',
        display: 'inline-block',
      }}
    />
  );
}
