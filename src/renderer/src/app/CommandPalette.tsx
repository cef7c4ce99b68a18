import { Kbd } from '@mantine/core';
import { useMantineColorScheme } from '@mantine/core';
import { Spotlight, useSpotlight } from '@mantine/spotlight';
import type { SpotlightActionData, SpotlightActionGroupData } from '@mantine/spotlight';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { PortfolioRow } from '../../../shared/ipc/channels/portfolioTypes';
import { useBridgeRead } from '../data/useBridgeRead';
import { useDemoStatus } from '../data/accounts';
import { useAccountActions } from '../state/accountsStore';
import { useCurrentAccount } from '../state/currentAccount';
import { statusLabel } from '../components/StatusBadge';
import { NAV_ITEMS, shortcutText } from './navItems';
import { navigationStore, openDomain, useNavigation } from '../state/navigationStore';
import { DOMAIN_COMMANDS, parseDomainCommand } from './domainCommands';
import type { DomainCommand } from './domainCommands';
import { paletteStore } from './palette';

const DOMAIN_RESULTS = 8;

/**
 * Domains of the current account's portfolio matching what is typed (the cache, no API call).
 * `settled` is false while the rows shown are not yet those of the text as typed now (the
 * debounce, then the read): the last answer stays on screen meanwhile.
 */
function useDomainMatches(
  query: string,
  accountId: string | null,
): { readonly rows: readonly PortfolioRow[]; readonly settled: boolean } {
  const typed = query.trim();
  const [text] = useDebouncedValue(typed, 150);
  const rows = useBridgeRead(
    'portfolio:list',
    text.length < 2 || accountId === null ? null : { accountId, text, limit: DOMAIN_RESULTS },
    { keepPrevious: true },
  );
  if (typed.length < 2 || accountId === null) return { rows: [], settled: true };
  const settled = text === typed && rows.status !== 'loading' && !rows.fetching;
  return { rows: rows.status === 'ok' ? rows.data.rows : [], settled };
}

/**
 * Marks the first action of the list as the one Enter runs. The list changes under the
 * selection (the domains matching arrive after the screens), and Mantine's own mark stays on
 * the element it was put on, or is none until an arrow key is pressed.
 */
function selectFirstAction(): void {
  const { listId, selected } = paletteStore.getState();
  const list = listId === '' ? null : document.getElementById(listId);
  const first = list?.querySelector('[data-action]');
  if (!list || !first || (selected === 0 && first.hasAttribute('data-selected'))) return;
  list.querySelector('[data-selected]')?.removeAttribute('data-selected');
  first.setAttribute('data-selected', 'true');
  paletteStore.updateState((state) => ({ ...state, selected: 0 }));
}

/** What Enter does in the search, once the list is the one for what was typed. */
function runFirstAction(): void {
  selectFirstAction();
  const { listId } = paletteStore.getState();
  const list = listId === '' ? null : document.getElementById(listId);
  list?.querySelector<HTMLElement>('[data-selected]')?.click();
}

/** Unmarks the action Enter would run (the list is about to change under it). */
function clearSelectedAction(): void {
  const { listId } = paletteStore.getState();
  const list = listId === '' ? null : document.getElementById(listId);
  list?.querySelector('[data-selected]')?.removeAttribute('data-selected');
}

function commandAction(
  command: DomainCommand,
  name: string,
  shown: string,
  run: (action: () => void) => () => void,
): SpotlightActionData {
  return {
    id: `command-${command.id}-${name}`,
    label: command.label(shown),
    description: command.description,
    keywords: [...command.words],
    onClick: run(() => {
      openDomain(name, command.section, command.focus);
    }),
  };
}

/**
 * Ctrl/Cmd+K: jump to a screen, a domain of the portfolio, or run an action, also on a domain
 * (the one on screen, or one typed: "lock example.com"). The first match is active: Enter runs it.
 */
export function CommandPalette() {
  const [query, setQuery] = useState('');
  const { opened, selected } = useSpotlight(paletteStore);
  // An action that moves to another screen places the focus there itself: the palette must not
  // give it back to the control it was opened from.
  const [moved, setMoved] = useState(false);
  const go = (action: () => void) => () => {
    setMoved(true);
    action();
  };
  const onDomain = useNavigation((state) => (state.screen === 'domain' ? state.domain : null));
  const typed = parseDomainCommand(query);
  const account = useCurrentAccount();
  const demo = useDemoStatus();
  const exitDemo = useAccountActions((state) => state.exitDemo);
  const refreshBalance = useAccountActions((state) => state.refreshBalance);
  const { toggleColorScheme } = useMantineColorScheme();
  const matches = useDomainMatches(typed?.domain ?? query, account?.id ?? null);
  const domains = matches.rows;
  // Enter pressed while the domains matching are still read: the first match of the list for
  // what was typed runs once it is there, not the first of the list a step behind.
  const enterWaiting = useRef(false);
  // Until an arrow key picks another, the first match is the one Enter runs.
  useEffect(() => {
    if (!opened || selected > 0) return;
    if (enterWaiting.current && matches.settled) {
      enterWaiting.current = false;
      runFirstAction();
      return;
    }
    const frame = requestAnimationFrame(selectFirstAction);
    return () => {
      cancelAnimationFrame(frame);
    };
  });
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || paletteStore.getState().selected > 0) return;
    if (matches.settled) {
      selectFirstAction();
      return;
    }
    enterWaiting.current = true;
    // Mantine runs the marked action right after this handler: none is marked for now.
    clearSelectedAction();
  };
  const onQueryChange = (next: string) => {
    enterWaiting.current = false;
    setQuery(next);
  };

  const screens: SpotlightActionData[] = NAV_ITEMS.map((item) => ({
    id: `screen-${item.screen}`,
    label: `Go to ${item.label}`,
    description: item.description,
    rightSection: <Kbd size="xs">{shortcutText(item.key)}</Kbd>,
    onClick: go(() => {
      navigationStore.getState().navigate(item.screen);
    }),
  }));
  const actions: SpotlightActionData[] = [
    {
      id: 'action-connect',
      label: 'Connect another account',
      description: 'Add a reseller account with its API key',
      onClick: go(() => {
        navigationStore.getState().navigate('accounts', { params: { connect: 'new' } });
      }),
    },
    ...(account
      ? [
          {
            id: 'action-edit-account',
            label: 'Edit this account',
            description: `Settings and key of ${account.label}`,
            onClick: go(() => {
              navigationStore.getState().navigate('accounts', { params: { edit: 'current' } });
            }),
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
    onClick: go(() => {
      openDomain(row.name, undefined, 'heading');
    }),
  }));
  // "lock exa": the command on each domain matching what follows the verb. They match what is
  // typed as a whole (the filter looks for the query in label, description or keywords).
  const typedActions: SpotlightActionData[] =
    typed === null
      ? []
      : domains.map((row) => ({
          ...commandAction(typed.command, row.name, row.unicodeName, go),
          keywords: [query.trim().toLowerCase()],
        }));
  const screenActions: SpotlightActionData[] =
    onDomain === null
      ? []
      : DOMAIN_COMMANDS.map((command) => commandAction(command, onDomain, onDomain, go)).filter(
          // "renew example.com" typed on example.com's page: listed once, with what was typed.
          (action) => !typedActions.some((other) => other.id === action.id),
        );
  const groups: SpotlightActionGroupData[] = [
    ...(typedActions.length > 0 ? [{ group: 'Domain actions', actions: typedActions }] : []),
    ...(screenActions.length > 0 ? [{ group: 'This domain', actions: screenActions }] : []),
    ...(domainActions.length > 0 ? [{ group: 'Domains', actions: domainActions }] : []),
    { group: 'Screens', actions: screens },
    { group: 'Actions', actions },
  ];

  return (
    <Spotlight
      store={paletteStore}
      title="Command palette"
      actions={groups}
      query={query}
      onQueryChange={onQueryChange}
      // Ctrl/Cmd+K belongs to the shell (useShellShortcuts), so it works before this loads.
      shortcut={null}
      returnFocus={!moved}
      onSpotlightOpen={() => {
        setMoved(false);
        enterWaiting.current = false;
        // Opened again while closing, the query of the last action would still be there.
        setQuery('');
      }}
      nothingFound="Nothing matches: try a screen name, part of a domain, or “dns example.com”."
      highlightQuery
      scrollable
      maxHeight={420}
      searchProps={{
        placeholder: 'A screen, a domain, or an action like “lock example.com”…',
        'aria-label': 'Command',
        onKeyDown: onSearchKey,
      }}
    />
  );
}
