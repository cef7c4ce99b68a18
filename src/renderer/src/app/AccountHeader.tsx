import { Badge, Group, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatAge } from '../components/dates';
import { DeferredTooltip } from '../components/DeferredTooltip';
import { formatMoney } from '../components/money';
import { useAccounts } from '../data/accounts';
import { useAccountActions } from '../state/accountsStore';
import { ConnectivityIndicator } from './ConnectivityIndicator';
import { JobsPanel } from './JobsPanel';
import {
  accountOption,
  UnreadElsewhereDot,
  unreadElsewhere,
  useUnreadByAccount,
} from './notifications/accountUnread';
import { currentAccountStore, useCurrentAccount } from '../state/currentAccount';
import { LowBalanceWarning } from './LowBalanceWarning';
import { RunwayHint } from './RunwayHint';

/** Re-renders every half minute so ages ("read 3 min ago") stay true. */
function useMinuteTick(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => {
      setNow(new Date());
    }, 30_000);
    return () => {
      window.clearInterval(timer);
    };
  }, []);
  return now;
}

/** How an account is named in the switcher. */
function accountLabel(item: { label: string; isDemo: boolean }): string {
  return item.isDemo ? `${item.label} (demo)` : item.label;
}

/** The account switcher, the current account's credit balance with its age, and its link. */
export function AccountHeader() {
  const accounts = useAccounts();
  const account = useCurrentAccount();
  const refreshing = useAccountActions((state) => (account ? state.refreshing[account.id] : false));
  const refreshBalance = useAccountActions((state) => state.refreshBalance);
  const now = useMinuteTick();
  const unread = useUnreadByAccount();
  const elsewhere = unreadElsewhere(unread, account?.id ?? null);
  const current = accounts.find((item) => item.id === account?.id);
  const currentLabel = current ? accountLabel(current) : undefined;
  const balance = account?.balance ? formatMoney(account.balance.amount, account.currency) : '—';
  const age =
    refreshing === true
      ? 'reading…'
      : account?.balance
        ? `read ${formatAge(account.balance.at, now)}`
        : 'not read yet';
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <ConnectivityIndicator accountId={account?.id ?? null} />
      <JobsPanel />
      <Select
        aria-label={
          elsewhere === 0 ? 'Account' : `Account (other accounts have unread notifications)`
        }
        size="xs"
        // The switcher gives way first when the header is narrow: badges and balance stay whole,
        // and a name cut short ends in an ellipsis, told in full on hover and as its value.
        style={{ flex: '0 1 220px', minWidth: 120 }}
        styles={{ input: { textOverflow: 'ellipsis' } }}
        title={currentLabel}
        allowDeselect={false}
        data={accounts.map((item) => ({
          value: item.id,
          label: accountLabel(item),
        }))}
        // Other accounts' unread notifications: a dot here, the count on each one's option.
        renderOption={accountOption(unread, account?.id ?? null)}
        {...(elsewhere > 0 && { leftSection: <UnreadElsewhereDot count={elsewhere} /> })}
        value={account?.id ?? null}
        onChange={(value) => {
          if (value !== null) currentAccountStore.getState().select(value);
        }}
        data-testid="account-switcher"
      />
      {account?.isDemo && (
        <Badge color="orange" variant="light" data-testid="app-demo" style={{ flexShrink: 0 }}>
          Demo
        </Badge>
      )}
      {account && <LowBalanceWarning accountId={account.id} />}
      {account && <RunwayHint accountId={account.id} />}
      {account && (
        <DeferredTooltip label="Read the balance again">
          {/* Named with its visible text, so speech input can say what it reads. */}
          <UnstyledButton
            aria-label={`Credit balance ${balance} ${age}`}
            disabled={refreshing === true}
            onClick={() => void refreshBalance(account.id)}
          >
            <Stack gap={0} align="flex-end">
              <Text
                size="sm"
                fw={700}
                data-testid="header-balance"
                style={{ whiteSpace: 'nowrap' }}
              >
                {balance}
              </Text>{' '}
              <Text size="xs" c="dimmed" data-testid="header-balance-age">
                {age}
              </Text>
            </Stack>
          </UnstyledButton>
        </DeferredTooltip>
      )}
    </Group>
  );
}
