import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import type { AppError } from '../../../../../shared/ipc';
import type { PortfolioRow } from '../../../../../shared/ipc/channels/portfolioTypes';
import { navigationStore } from '../../../state/navigationStore';
import { getBridge } from '../../../bridge';
import { ErrorAlert } from '../../../components/ErrorAlert';

const PERIODS = ['1', '2', '3', '5', '10'].map((value) => ({
  value,
  label: `${value} year${value === '1' ? '' : 's'}`,
}));

/** Sync (or transfer sync) with the registrar, and renew by way of the cart. */
export function OverviewActions({ row, onSynced }: { row: PortfolioRow; onSynced: () => void }) {
  const [busy, setBusy] = useState<'sync' | 'renew' | null>(null);
  const [period, setPeriod] = useState('1');
  const [error, setError] = useState<AppError | null>(null);
  const transfer = row.origin === 'transferred' || row.status === 'transferring';
  const canRenew = row.status === 'active' || row.status === 'expired';

  const sync = async () => {
    setBusy('sync');
    const result = await getBridge().portfolioSync({ accountId: row.accountId, name: row.name });
    setBusy(null);
    setError(result.ok ? null : result.error);
    if (result.ok) onSynced();
  };
  const renew = async () => {
    setBusy('renew');
    const result = await getBridge().ordersCartPut({
      accountId: row.accountId,
      item: { domain: row.name, operation: 'renew', period: Number(period) },
    });
    setBusy(null);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    navigationStore.getState().navigate('cart');
  };

  return (
    <>
      <Group gap="xs">
        <Button size="xs" variant="default" loading={busy === 'sync'} onClick={() => void sync()}>
          {transfer ? 'Transfer sync' : 'Sync with registrar'}
        </Button>
        <Select
          size="xs"
          w={110}
          aria-label="Renewal period"
          data={PERIODS}
          value={period}
          allowDeselect={false}
          onChange={(value) => {
            if (value !== null) setPeriod(value);
          }}
          disabled={!canRenew}
        />
        <Button
          size="xs"
          data-focus-target="renew"
          loading={busy === 'renew'}
          disabled={!canRenew}
          onClick={() => void renew()}
        >
          Renew (add to cart)
        </Button>
      </Group>
      {error && <ErrorAlert error={error} title="That did not work" />}
    </>
  );
}
