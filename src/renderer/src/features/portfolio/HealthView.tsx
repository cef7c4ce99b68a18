import { Button, Card, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AppError } from '../../../../shared/ipc';
import type {
  BulkAction,
  PortfolioSelection,
} from '../../../../shared/ipc/channels/portfolioBulkTypes';
import { healthFilter } from '../../../../shared/ipc/channels/portfolioHealthTypes';
import type {
  HealthCount,
  PortfolioHealth,
} from '../../../../shared/ipc/channels/portfolioHealthTypes';
import { jobsStore, useJob } from '../../state/jobsStore';
import { getBridge } from '../../bridge';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useContactProfiles } from '../../data/sharedReads';
import { useBridgeRead } from '../../data/useBridgeRead';
import { BulkResult } from './bulk/BulkResult';
import { CopyDialog } from './copy/CopyDialog';
import { changeText, domainsText } from './bulk/bulkActionText';
import { actionInput, selectionInput } from './grid/bridgeInput';
import { portfolioGrid } from './grid/gridStore';
import { checkFix, checkLabel, countText } from './healthChecks';
import type { HealthFix } from './healthChecks';

interface Fixing {
  readonly check: HealthCount;
  readonly fix: HealthFix;
}

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
  const [fixing, setFixing] = useState<Fixing | null>(null);
  const [run, setRun] = useState<{ jobId: string; action: BulkAction } | null>(null);
  const [runError, setRunError] = useState<AppError | null>(null);
  const [profileId, setProfileId] = useState<string | null>(null);
  const profiles = useContactProfiles();
  const profileList = profiles.status === 'ok' ? profiles.data : [];
  const health = useBridgeRead('portfolio:health', {
    accountId,
    ...(profileId !== null && { profileId }),
  });
  const { reload } = health;
  // Counted again once a fix has run.
  const jobState = useJob(run?.jobId)?.summary.state;
  useEffect(() => {
    if (jobState !== undefined && jobState !== 'running') reload();
  }, [jobState, reload]);

  const startFix = async (action: BulkAction, selection: PortfolioSelection) => {
    const answer = await getBridge().portfolioBulk({
      selection: selectionInput(selection),
      action: actionInput(action),
    });
    setFixing(null);
    if (!answer.ok) {
      setRunError(answer.error);
      return;
    }
    setRunError(null);
    jobsStore.getState().track(answer.data);
    setRun({ jobId: answer.data.jobId, action });
  };
  const filterOf = (check: HealthCount) => healthFilter(check.id, profileId);

  return (
    <Stack gap="sm">
      <Select
        size="xs"
        w={320}
        label="Compare contacts with the profile"
        placeholder={profileList.length === 0 ? 'No contact profile saved yet' : 'Choose a profile'}
        data={profileList.map((p) => ({ value: p.id, label: p.name }))}
        value={profileId}
        onChange={setProfileId}
        clearable
      />
      {health.status === 'error' && (
        <ErrorAlert
          title="The health checks could not be counted"
          error={health.error}
          onRetry={reload}
        />
      )}
      {health.status === 'loading' && (
        <Text size="sm" c="dimmed">
          Counting…
        </Text>
      )}
      {health.status === 'ok' && (
        <HealthTable
          health={health.data}
          offlineReason={offlineReason}
          onShow={(check) => {
            portfolioGrid.getState().clearFilter();
            portfolioGrid.getState().setFilter(filterOf(check));
            onShow();
          }}
          onFix={setFixing}
        />
      )}
      {runError !== null && <ErrorAlert title="The fix did not start" error={runError} />}
      {run !== null && (
        <BulkResult
          jobId={run.jobId}
          onRetry={(names) => void startFix(run.action, { kind: 'names', accountId, names })}
        />
      )}
      {fixing !== null && !fixing.fix.action && health.status === 'ok' && health.data.profile && (
        <CopyDialog
          selection={{ kind: 'filter', accountId, filter: filterOf(fixing.check) }}
          count={fixing.check.count}
          profile={health.data.profile}
          onClose={() => {
            setFixing(null);
            reload();
          }}
        />
      )}
      {fixing?.fix.action && (
        <ConfirmDialog
          opened
          title={`${fixing.fix.label}: ${domainsText(fixing.check.count)}`}
          confirmLabel={`${fixing.fix.label} (${domainsText(fixing.check.count)})`}
          onConfirm={() => {
            const { action } = fixing.fix;
            if (action !== undefined) {
              void startFix(action, { kind: 'filter', accountId, filter: filterOf(fixing.check) });
            }
          }}
          onCancel={() => {
            setFixing(null);
          }}
        >
          <Text size="sm">{changeText(fixing.fix.action, fixing.check.count)}</Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}

function HealthTable({
  health,
  offlineReason,
  onShow,
  onFix,
}: {
  health: PortfolioHealth;
  offlineReason: string | null;
  onShow: (check: HealthCount) => void;
  onFix: (fixing: Fixing) => void;
}) {
  return (
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
          {health.checks.map((check) => {
            const label = checkLabel(check.id, health);
            const fix = checkFix(check.id, health);
            return (
              <Table.Tr key={check.id}>
                <Table.Td>{label}</Table.Td>
                <Table.Td ta="right" fw={check.count > 0 ? 700 : 400}>
                  {countText(check.count, check.of, check.base)}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      size="compact-xs"
                      variant="default"
                      aria-label={`Show in the grid: ${label}`}
                      onClick={() => {
                        onShow(check);
                      }}
                    >
                      Show in the grid
                    </Button>
                    {fix && (
                      <Button
                        size="compact-xs"
                        variant="light"
                        aria-label={`${fix.label}: ${label}`}
                        disabled={check.count === 0 || offlineReason !== null}
                        title={offlineReason ?? undefined}
                        onClick={() => {
                          onFix({ check, fix });
                        }}
                      >
                        {fix.label}
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
  );
}
