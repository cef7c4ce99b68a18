import { Kbd } from '@mantine/core';
import { useMantineColorScheme } from '@mantine/core';
import { Spotlight } from '@mantine/spotlight';
import type { SpotlightActionData, SpotlightActionGroupData } from '@mantine/spotlight';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { PortfolioRow } from '../../../shared/ipc/channels/portfolioTypes';
import { useBridgeRead } from '../data/useBridgeRead';
import { useAccounts } from '../state/accountsStore';
import { useCurrentAccount } from '../state/currentAccount';
import { statusLabel } from '../components/StatusBadge';
import { NAV_ITEMS, shortcutText } from './navItems';
import { navigationStore, openDomain } from '../state/navigationStore';

const DOMAIN_RESULTS = 8;

/** Domains of the current account's portfolio matching what is typed (the cache, no API call). */
function useDomainMatches(query: string, accountId: string | null): readonly PortfolioRow[] {
  const [text] = useDebouncedValue(query.trim(), 150);
  const rows = useBridgeRead(
    'portfolio:list',
    text.length < 2 || accountId === null ? null : { accountId, text, limit: DOMAIN_RESULTS },
    { keepPrevious: true },
  );
  return query.trim().length < 2 || rows.status !== 'ok' ? [] : rows.data.rows;
}

/** Ctrl/Cmd+K: jump to a screen, a domain of the portfolio, or run an action. */
export function CommandPalette() {
  const [query, setQuery] = useState('');
  const account = useCurrentAccount();
  const demo = useAccounts((state) => state.demo);
  const exitDemo = useAccounts((state) => state.exitDemo);
  const refreshBalance = useAccounts((state) => state.refreshBalance);
  const { toggleColorScheme } = useMantineColorScheme();
  const domains = useDomainMatches(query, account?.id ?? null);

  const screens: SpotlightActionData[] = NAV_ITEMS.map((item) => ({
    id: `screen-${item.screen}`,
    label: `Go to ${item.label}`,
    description: item.description,
    rightSection: <Kbd size="xs">{shortcutText(item.key)}</Kbd>,
    onClick: () => {
      navigationStore.getState().navigate(item.screen);
    },
  }));
  const actions: SpotlightActionData[] = [
    {
      id: 'action-connect',
      label: 'Connect another account',
      description: 'Add a reseller account with its API key',
      onClick: () => {
        navigationStore.getState().navigate('accounts', { params: { connect: 'new' } });
      },
    },
    ...(account
      ? [
          {
            id: 'action-edit-account',
            label: 'Edit this account',
            description: `Settings and key of ${account.label}`,
            onClick: () => {
              navigationStore.getState().navigate('accounts', { params: { edit: 'current' } });
            },
          },
          {
            id: 'action-balance',
            label: 'Read the credit balance again',
            description: account.label,
            onClick: () => void refreshBalance(account.id),
          },
        ]
      : []),
    {
      id: 'action-theme',
      label: 'Switch light / dark theme',
      onClick: toggleColorScheme,
    },
    ...(account?.isDemo
      ? [
          {
            id: 'action-leave-demo',
            label: 'Leave the demo',
            description: demo?.canExit ? 'Back to your own accounts' : 'Use your own account',
            onClick: () => {
              if (demo?.canExit) void exitDemo();
              else navigationStore.getState().navigate('accounts');
            },
          },
        ]
      : []),
  ];
  const domainActions: SpotlightActionData[] = domains.map((row) => ({
    id: `domain-${row.accountId}-${row.name}`,
    label: row.unicodeName,
    description: `Open the domain page · ${statusLabel(row.status)}`,
    keywords: [row.name],
    onClick: () => {
      openDomain(row.name);
    },
  }));
  const groups: SpotlightActionGroupData[] = [
    ...(domainActions.length > 0 ? [{ group: 'Domains', actions: domainActions }] : []),
    { group: 'Screens', actions: screens },
    { group: 'Actions', actions },
  ];

  return (
    <Spotlight
      title="Command palette"
      actions={groups}
      query={query}
      onQueryChange={setQuery}
      // Ctrl/Cmd+K belongs to the shell (useShellShortcuts), so it works before this loads.
      shortcut={null}
      nothingFound="Nothing matches: try a screen name or part of a domain."
      highlightQuery
      scrollable
      maxHeight={420}
      searchProps={{
        placeholder: 'Go to a screen, a domain or an action…',
        'aria-label': 'Command',
      }}
    />
  );
}
