import { AppShell, Badge, Group, NavLink, Select, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatAge } from '../components/dates';
import { formatMoney } from '../components/money';
import { AccountsHome } from '../features/accounts';
import { useAccounts } from '../features/accounts/accountsStore';
import { ActivityScreen } from '../features/activity';
import { CartScreen } from '../features/cart';
import { DomainScreen } from '../features/domain';
import { PortfolioScreen } from '../features/portfolio';
import { PricingScreen } from '../features/pricing';
import { SearchScreen } from '../features/search';
import { SettingsScreen } from '../features/settings';
import { currentAccountStore, useCurrentAccount } from './currentAccount';
import { navigationStore, useNavigation } from './navigationStore';
import type { Screen } from './navigationStore';

const NAV: readonly { screen: Screen; label: string }[] = [
  { screen: 'search', label: 'Search' },
  { screen: 'portfolio', label: 'Portfolio' },
  { screen: 'pricing', label: 'Pricing' },
  { screen: 'cart', label: 'Cart' },
  { screen: 'activity', label: 'Activity' },
  { screen: 'accounts', label: 'Accounts' },
  { screen: 'settings', label: 'Settings' },
];

const SCREEN_VIEWS: Record<Screen, () => ReactNode> = {
  search: () => <SearchScreen />,
  portfolio: () => <PortfolioScreen />,
  pricing: () => <PricingScreen />,
  cart: () => <CartScreen />,
  activity: () => <ActivityScreen />,
  accounts: () => <AccountsHome />,
  settings: () => <SettingsScreen />,
  domain: () => <DomainScreen />,
};

function AccountHeader() {
  const accounts = useAccounts((state) => state.accounts);
  const account = useCurrentAccount();
  return (
    <Group gap="md" wrap="nowrap">
      <Select
        aria-label="Account"
        size="xs"
        w={220}
        allowDeselect={false}
        data={accounts.map((item) => ({ value: item.id, label: item.label }))}
        value={account?.id ?? null}
        onChange={(value) => {
          if (value !== null) currentAccountStore.getState().select(value);
        }}
      />
      {account?.isDemo && (
        <Badge color="orange" variant="light">
          Demo
        </Badge>
      )}
      {account && (
        <Stack gap={0} align="flex-end">
          <Text size="sm" fw={700} aria-label="Credit balance">
            {account.balance ? formatMoney(account.balance.amount, account.currency) : '—'}
          </Text>
          {account.balance && (
            <Text size="xs" c="dimmed">
              read {formatAge(account.balance.at)}
            </Text>
          )}
        </Stack>
      )}
    </Group>
  );
}

/** The app shell: navigation on the left, the account and its balance on top, one screen. */
export function AppLayout() {
  const screen = useNavigation((state) => state.screen);
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 200, breakpoint: 0 }} padding="md">
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Title order={4}>DomainDesk</Title>
          <AccountHeader />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main navigation">
        {NAV.map((item) => (
          <NavLink
            key={item.screen}
            component="button"
            label={item.label}
            active={screen === item.screen}
            aria-current={screen === item.screen ? 'page' : undefined}
            onClick={() => {
              navigationStore.getState().navigate(item.screen);
            }}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>{SCREEN_VIEWS[screen]()}</AppShell.Main>
    </AppShell>
  );
}
