import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { OFFLINE_REASONS } from '../../app/connectivityText';
import { useCurrentAccount } from '../../state/currentAccount';
import { useNavigation } from '../../state/navigationStore';
import { AddDomainsDialog } from './add/AddDomainsDialog';
import { AutopilotCard } from './autopilot/AutopilotCard';
import { ExpiryView } from './ExpiryView';
import { GridView } from './GridView';
import { HealthView } from './HealthView';
import { OfflineBanner } from './OfflineBanner';
import { useConnectivity } from '../../data/connectivity';
import { RunwayView } from './reports/RunwayView';
import { SpendView } from './reports/SpendView';

type View = 'grid' | 'expiry' | 'health' | 'runway' | 'spend';
const VIEWS: readonly string[] = ['grid', 'expiry', 'health', 'runway', 'spend'];
const viewOf = (asked: string | undefined): View | null =>
  asked !== undefined && VIEWS.includes(asked) ? (asked as View) : null;

/** Every domain of the current account: the grid, what expires, and what needs attention. */
export function PortfolioScreen() {
  const account = useCurrentAccount();
  // A link elsewhere (a notification) may ask for one view: `{ view: 'expiry' }`.
  const params = useNavigation((state) => state.params);
  const [view, setView] = useState<View>(viewOf(params.view) ?? 'grid');
  const [seenParams, setSeenParams] = useState(params);
  if (seenParams !== params) {
    setSeenParams(params);
    const asked = viewOf(params.view);
    if (asked !== null) setView(asked);
  }
  const [adding, setAdding] = useState(false);
  const connectivity = useConnectivity(account?.id);
  const offline = connectivity !== null && !connectivity.online;
  const reason = offline ? OFFLINE_REASONS[connectivity.reason ?? 'network'] : null;
  if (account === null) {
    return <Text c="dimmed">Choose or connect an account to see its portfolio.</Text>;
  }
  const offlineReason = reason === null ? null : `the API cannot be reached (${reason})`;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Group gap="md">
          <Title order={3}>Portfolio</Title>
          <SegmentedControl
            size="xs"
            aria-label="Portfolio view"
            value={view}
            onChange={(value) => {
              setView(value);
            }}
            data={[
              { value: 'grid', label: 'All domains' },
              { value: 'expiry', label: 'Expiry' },
              { value: 'health', label: 'Health' },
              { value: 'runway', label: 'Runway' },
              { value: 'spend', label: 'Spend' },
            ]}
          />
        </Group>
        <Button
          size="xs"
          onClick={() => {
            setAdding(true);
          }}
        >
          Add domains
        </Button>
      </Group>
      {reason !== null && <OfflineBanner reason={reason} since={connectivity?.checkedAt ?? null} />}
      {view === 'grid' && (
        <GridView
          accountId={account.id}
          offlineReason={offlineReason}
          onAdd={() => {
            setAdding(true);
          }}
        />
      )}
      {view === 'expiry' && (
        <>
          <AutopilotCard key={account.id} accountId={account.id} offlineReason={offlineReason} />
          <ExpiryView account={account} offlineReason={offlineReason} />
        </>
      )}
      {view === 'health' && (
        <HealthView
          accountId={account.id}
          offlineReason={offlineReason}
          onShow={() => {
            setView('grid');
          }}
        />
      )}
      {view === 'runway' && <RunwayView accountId={account.id} />}
      {view === 'spend' && <SpendView accountId={account.id} />}
      {adding && (
        <AddDomainsDialog
          accountId={account.id}
          onClose={() => {
            setAdding(false);
          }}
        />
      )}
    </Stack>
  );
}
