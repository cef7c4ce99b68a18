import { Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AppError } from '../../../../../shared/ipc';
import { getBridge } from '../../../bridge';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { formatDateWithAge } from '../../../components/dates';
import { formatMoney } from '../../../components/money';
import { useBridgeRead } from '../../../data/useBridgeRead';
import { AutopilotDialog } from './AutopilotDialog';
import { AutopilotRunDetails } from './AutopilotRunDetails';
import { runText, settingsText } from './autopilotText';

/**
 * The account's renewal autopilot, beside the renewals it acts on: on or off, what it may
 * spend and has spent this month, its last run; stopping it is one click.
 */
export function AutopilotCard({
  accountId,
  offlineReason,
}: {
  accountId: string;
  offlineReason: string | null;
}) {
  const read = useBridgeRead('autopilot:get', { accountId });
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState<'stop' | 'run' | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const [showRun, setShowRun] = useState(false);

  const act = async (what: 'stop' | 'run'): Promise<void> => {
    setBusy(what);
    setError(null);
    const bridge = getBridge();
    const answer =
      what === 'stop'
        ? await bridge.autopilotStop({ accountId })
        : await bridge.autopilotRunNow({ accountId });
    setBusy(null);
    if (!answer.ok) setError(answer.error);
    else if (what === 'run') setShowRun(true);
  };

  if (read.status === 'loading') return <Loader size="sm" aria-label="Reading the autopilot" />;
  if (read.status === 'error') {
    return <ErrorAlert error={read.error} title="The renewal autopilot could not be read" />;
  }
  const view = read.data;
  const { settings, currency, lastRun } = view;
  return (
    <Card withBorder padding="sm" component="section" aria-label="Renewal autopilot">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={600}>Renewal autopilot</Text>
            <Badge color={settings.enabled ? 'green' : 'gray'} variant="light">
              {settings.enabled ? (view.running ? 'On · running' : 'On') : 'Off'}
            </Badge>
          </Group>
          <Text size="sm">
            {settings.enabled
              ? settingsText(settings, currency)
              : 'Off: nothing is renewed without you. Turn it on to renew due domains within a monthly cap.'}
          </Text>
          {settings.enabled && (
            <Text size="sm">
              Spent this month: {formatMoney(view.spentThisMonth, currency)} of{' '}
              {formatMoney(settings.monthlyCap, currency)}.
            </Text>
          )}
          {lastRun && (
            <Text size="sm" c="dimmed">
              Last run {formatDateWithAge(lastRun.endedAt)}: {runText(lastRun, currency)}{' '}
              <Button
                variant="subtle"
                size="compact-xs"
                aria-expanded={showRun}
                onClick={() => {
                  setShowRun(!showRun);
                }}
              >
                {showRun ? 'Hide details' : 'Details'}
              </Button>
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {settings.enabled && (
            <Button color="red" loading={busy === 'stop'} onClick={() => void act('stop')}>
              Stop the autopilot
            </Button>
          )}
          {settings.enabled && (
            <Button
              variant="default"
              loading={busy === 'run' || view.running}
              disabled={offlineReason !== null}
              title={offlineReason ?? undefined}
              onClick={() => void act('run')}
            >
              Run now
            </Button>
          )}
          <Button
            variant={settings.enabled ? 'default' : 'filled'}
            onClick={() => {
              setEditing(true);
            }}
          >
            {settings.enabled ? 'Change…' : 'Set up…'}
          </Button>
        </Group>
      </Group>
      {error && <ErrorAlert error={error} title="The autopilot did not do that" />}
      {showRun && lastRun && <AutopilotRunDetails run={lastRun} currency={currency} />}
      {editing && (
        <AutopilotDialog
          accountId={accountId}
          view={view}
          onClose={() => {
            setEditing(false);
          }}
        />
      )}
    </Card>
  );
}
