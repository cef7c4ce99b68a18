import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type {
  BulkAction,
  PortfolioSelection,
} from '../../../../shared/ipc/channels/portfolioBulkTypes';
import type { PortfolioFilter } from '../../../../shared/ipc/channels/portfolioTypes';
import { jobsStore } from '../../app/jobsStore';
import { getBridge } from '../../bridge';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { BulkResult } from './bulk/BulkResult';
import { changeText, domainsText } from './bulk/bulkActionText';
import { actionInput, filterInput, selectionInput } from './grid/bridgeInput';
import { portfolioGrid } from './grid/gridStore';

interface Check {
  readonly label: string;
  readonly filter: PortfolioFilter;
  readonly fix?: { readonly label: string; readonly action: BulkAction };
}

const STALE_DAYS = 30;
const CHECKS: readonly Check[] = [
  {
    label: 'Registrar lock off',
    filter: { statuses: ['active'], locked: false },
    fix: { label: 'Lock them', action: { kind: 'lock' } },
  },
  {
    label: 'ID protection off',
    filter: { statuses: ['active'], idProtection: false },
    fix: { label: 'Turn it on', action: { kind: 'idProtectionOn' } },
  },
  {
    label: 'Nameservers differ from the ones most domains use',
    filter: { nameserversDiffer: true },
  },
  {
    label: `Not synced for ${STALE_DAYS} days`,
    filter: { notSyncedForDays: STALE_DAYS },
    fix: { label: 'Sync them', action: { kind: 'sync' } },
  },
  {
    label: 'Last call failed',
    filter: { hasError: true },
    fix: { label: 'Sync them', action: { kind: 'sync' } },
  },
];

/** What needs attention, each a grid filter with a one-click fix where the API allows one. */
export function HealthView({
  accountId,
  offlineReason,
  onShow,
}: {
  accountId: string;
  offlineReason: string | null;
  onShow: () => void;
}) {
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [fixing, setFixing] = useState<Check | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void Promise.all(
      CHECKS.map(async (check) => {
        const answer = await getBridge().portfolioList({
          ...filterInput(check.filter),
          accountId,
          limit: 1,
        });
        return [check.label, answer.ok ? answer.data.total : 0] as const;
      }),
    ).then((found) => {
      if (live) setCounts(Object.fromEntries(found));
    });
    return () => {
      live = false;
    };
  }, [accountId, jobId]);

  const fix = async (check: Check) => {
    if (!check.fix) return;
    const selection: PortfolioSelection = { kind: 'filter', accountId, filter: check.filter };
    const answer = await getBridge().portfolioBulk({
      selection: selectionInput(selection),
      action: actionInput(check.fix.action),
    });
    setFixing(null);
    if (answer.ok) {
      jobsStore.getState().track(answer.data);
      setJobId(answer.data.jobId);
    }
  };

  return (
    <Stack gap="sm">
      <Card withBorder padding="sm">
        <Table fz="sm" verticalSpacing={4} aria-label="Portfolio health">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Check</Table.Th>
              <Table.Th ta="right">Domains</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {CHECKS.map((check) => {
              const count = counts[check.label];
              return (
                <Table.Tr key={check.label}>
                  <Table.Td>{check.label}</Table.Td>
                  <Table.Td ta="right" c={count ? 'orange.8' : undefined} fw={count ? 600 : 400}>
                    {count === undefined ? '…' : count.toLocaleString('en-US')}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end">
                      <Button
                        size="compact-xs"
                        variant="default"
                        aria-label={`Show in the grid: ${check.label}`}
                        onClick={() => {
                          portfolioGrid.getState().clearFilter();
                          portfolioGrid.getState().setFilter(check.filter);
                          onShow();
                        }}
                      >
                        Show in the grid
                      </Button>
                      {check.fix && (
                        <Button
                          size="compact-xs"
                          variant="light"
                          aria-label={`${check.fix.label}: ${check.label}`}
                          disabled={!count || offlineReason !== null}
                          title={offlineReason ?? undefined}
                          onClick={() => {
                            setFixing(check);
                          }}
                        >
                          {check.fix.label}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Card>
      {jobId !== null && <BulkResult jobId={jobId} onRetry={() => undefined} />}
      {fixing?.fix && (
        <ConfirmDialog
          opened
          title={`${fixing.fix.label}: ${domainsText(counts[fixing.label] ?? 0)}`}
          confirmLabel={`${fixing.fix.label} (${domainsText(counts[fixing.label] ?? 0)})`}
          onConfirm={() => void fix(fixing)}
          onCancel={() => {
            setFixing(null);
          }}
        >
          <Text size="sm">{changeText(fixing.fix.action, counts[fixing.label] ?? 0)}</Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
