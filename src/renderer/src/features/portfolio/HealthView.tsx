import { Button, Card, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import type {
  BulkAction,
  PortfolioSelection,
} from '../../../../shared/ipc/channels/portfolioBulkTypes';
import type { PortfolioFilter } from '../../../../shared/ipc/channels/portfolioTypes';
import { jobsStore } from '../../app/jobsStore';
import { getBridge } from '../../bridge';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useContactProfiles, useSettings } from '../../data/sharedReads';
import { BulkResult } from './bulk/BulkResult';
import { CopyDialog } from './copy/CopyDialog';
import { changeText, domainsText } from './bulk/bulkActionText';
import { actionInput, filterInput, selectionInput } from './grid/bridgeInput';
import { portfolioGrid } from './grid/gridStore';

interface Check {
  readonly label: string;
  readonly filter: PortfolioFilter;
  /** A bulk action, or (without one) the profile's contacts applied through a copy. */
  readonly fix?: { readonly label: string; readonly action?: BulkAction };
}

interface Profile {
  readonly id: string;
  readonly name: string;
}

/** The checks that depend on the settings' default nameservers and the chosen profile. */
function settingChecks(defaults: readonly string[], profile: Profile | null): Check[] {
  const checks: Check[] = [
    {
      label:
        defaults.length < 2
          ? "Nameservers differ from the account's defaults (none set in Settings)"
          : `Nameservers differ from the account's defaults (${defaults.join(', ')})`,
      filter: { nameserversNotDefault: true },
      ...(defaults.length >= 2 && {
        fix: {
          label: 'Set the defaults',
          action: { kind: 'setNameservers', nameservers: defaults },
        },
      }),
    },
  ];
  if (profile === null) return checks;
  return [
    ...checks,
    {
      label: `Contacts differ from the profile ${profile.name}`,
      filter: { contactsDifferFromProfile: profile.id },
      fix: { label: 'Apply the profile' },
    },
    {
      label: 'No contacts read yet (cannot be compared)',
      filter: { contactsCached: false },
      fix: { label: 'Read their contacts', action: { kind: 'readContacts' } },
    },
  ];
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
  const [profileId, setProfileId] = useState<string | null>(null);
  // Counted again after a fix made in the copy dialog.
  const [round, setRound] = useState(0);
  const settings = useSettings();
  const profiles = useContactProfiles();
  const profileList = profiles.status === 'ok' ? profiles.data : [];
  const profile = profileList.find((p) => p.id === profileId) ?? null;
  const defaults = settings.status === 'ok' ? settings.data.defaultNameservers : [];
  const defaultsKey = defaults.join(',');
  const checks = useMemo(
    () => [...CHECKS, ...settingChecks(defaultsKey === '' ? [] : defaultsKey.split(','), profile)],
    [defaultsKey, profile],
  );

  useEffect(() => {
    let live = true;
    void Promise.all(
      checks.map(async (check) => {
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
  }, [accountId, jobId, checks, round]);

  const fix = async (check: Check) => {
    if (!check.fix?.action) return;
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
            {checks.map((check) => {
              const count = counts[check.label];
              return (
                <Table.Tr key={check.label}>
                  <Table.Td>{check.label}</Table.Td>
                  <Table.Td ta="right" fw={count ? 700 : 400}>
                    {count === undefined ? '…' : count.toLocaleString('en-US')}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
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
      {fixing?.fix && !fixing.fix.action && profile !== null && (
        <CopyDialog
          selection={{ kind: 'filter', accountId, filter: fixing.filter }}
          count={counts[fixing.label] ?? 0}
          profile={profile}
          onClose={() => {
            setFixing(null);
            setRound((n) => n + 1);
          }}
        />
      )}
      {fixing?.fix?.action && (
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
