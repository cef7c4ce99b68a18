import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AccountSummary, KeyStatus } from '../../../../shared/accounts/accountTypes';
import { useAccountActions } from '../../state/accountsStore';
import { balanceText, readAtText } from './balanceText';

const keyBadges: Record<KeyStatus, { label: string; color: string }> = {
  stored: { label: 'API key stored', color: 'teal' },
  missing: { label: 'No API key', color: 'red' },
  unavailable: { label: 'Keychain unavailable', color: 'orange' },
};

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
}

/** One account: who it is, where it connects, whether its key is stored and its balance. */
export function AccountCard({
  account,
  active,
  editing,
  onEdit,
  children,
}: {
  account: AccountSummary;
  /** The account the window works on: marked in words and by its border. */
  active: boolean;
  editing: boolean;
  onEdit: () => void;
  /** The edit form, shown inside the card while editing. */
  children?: ReactNode;
}) {
  const refreshing = useAccountActions((state) => state.refreshing[account.id] === true);
  const balanceError = useAccountActions((state) => state.balanceErrors[account.id]);
  const refreshBalance = useAccountActions((state) => state.refreshBalance);
  const key = keyBadges[account.keyStatus];

  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      role="listitem"
      aria-label={active ? `${account.label} (active account)` : account.label}
      aria-current={active ? 'true' : undefined}
      data-testid="account-card"
      style={
        active
          ? {
              borderColor: 'var(--mantine-primary-color-filled)',
              boxShadow: 'inset 4px 0 0 var(--mantine-primary-color-filled)',
            }
          : undefined
      }
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="lg">
        <Stack gap={6} miw={0}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} size="lg" truncate="end" data-testid="account-label">
              {account.label}
            </Text>
            {active && (
              <Badge color="blue" variant="filled" size="sm" data-testid="account-active">
                Active account
              </Badge>
            )}
            {account.isDemo && (
              <Badge color="orange" variant="light" size="sm">
                Demo
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" truncate="end" data-testid="account-email">
            {account.email} · {hostOf(account.baseUrl)}
          </Text>
          <Group gap="xs">
            <Badge
              variant="dot"
              color={key.color}
              size="sm"
              tt="none"
              data-testid="account-key-status"
            >
              {key.label}
            </Badge>
            {!editing && (
              <Button
                size="compact-xs"
                variant="light"
                aria-label={`Edit ${account.label}`}
                onClick={onEdit}
              >
                Edit
              </Button>
            )}
          </Group>
        </Stack>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Credit balance
          </Text>
          <Text size="xl" fw={700} data-testid="account-balance">
            {account.balance ? balanceText(account.balance.amount, account.currency) : '—'}
          </Text>
          {account.balance && (
            <Text size="xs" c="dimmed" data-testid="account-balance-time">
              Read {readAtText(account.balance.at)}
            </Text>
          )}
          <Button
            size="compact-xs"
            variant="subtle"
            px={0}
            loading={refreshing}
            onClick={() => void refreshBalance(account.id)}
            data-testid="account-refresh-balance"
          >
            Refresh balance
          </Button>
          {balanceError && (
            <Text size="xs" c="red" maw={260} ta="right" data-testid="account-balance-error">
              {balanceError.message}
            </Text>
          )}
        </Stack>
      </Group>
      {children}
    </Card>
  );
}
