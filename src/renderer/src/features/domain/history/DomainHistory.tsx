import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { actionLabel, resultLabel } from '../../../../../shared/activity/activityWords';
import type { AppError } from '../../../../../shared/ipc';
import type { ActivityView } from '../../../../../shared/ipc/channels/domainsTypes';
import { getBridge } from '../../../bridge';
import { formatAge, formatDate, formatClock } from '../../../components/dates';
import { DiffView } from '../../../components/DiffView';
import type { DiffEntry } from '../../../components/DiffView';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { resultColor } from '../../../components/resultColors';
import { useBridgeRead } from '../../../data/useBridgeRead';
import type { DomainRef } from '../domainRef';
import { PlainText } from '../SetSaveReview';
import { contactChangeLines } from './contactChanges';
import { describeState, restorePreview } from './restorePreview';

function State({ action, value }: { action: string; value: unknown }) {
  const lines = describeState(action, value);
  return (
    <Code block fz="xs" style={{ maxHeight: 120, overflow: 'auto', whiteSpace: 'pre-wrap' }}>
      {lines.join('\n')}
    </Code>
  );
}

/** Before and after; a contacts change lists each changed field as old → new instead. */
function Changes({ entry }: { entry: ActivityView }) {
  const contactLines = entry.action.startsWith('contacts.')
    ? contactChangeLines(entry.before, entry.after)
    : null;
  if (contactLines !== null) {
    return (
      <Table.Td colSpan={2}>
        <Code
          block
          fz="xs"
          aria-label="Changed fields"
          style={{ maxHeight: 160, overflow: 'auto', whiteSpace: 'pre-wrap' }}
        >
          {contactLines.length > 0 ? contactLines.join('\n') : 'No field changed'}
        </Code>
      </Table.Td>
    );
  }
  return (
    <>
      <Table.Td>
        <State action={entry.action} value={entry.before} />
      </Table.Td>
      <Table.Td>
        <State action={entry.action} value={entry.after} />
      </Table.Td>
    </>
  );
}

interface Restoring {
  readonly entry: ActivityView;
  readonly entries: DiffEntry<string>[] | null;
}

/** Every change to the domain with before and after; earlier sets can be put back. */
export function DomainHistory({ domainRef }: { domainRef: DomainRef }) {
  const query = useBridgeRead('domains:activity', { ...domainRef, limit: 200 });
  const [restoring, setRestoring] = useState<Restoring | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const [restored, setRestored] = useState<number | null>(null);

  const open = async (entry: ActivityView) => {
    setRestoring({ entry, entries: null });
    setError(null);
    const preview = await restorePreview(getBridge(), domainRef, entry);
    if (!preview.ok) {
      setRestoring(null);
      setError(preview.error);
      return;
    }
    setRestoring({ entry, entries: preview.data });
  };
  const restore = async (entry: ActivityView) => {
    setBusy(true);
    const result = await getBridge().domainsRestore({ activityId: entry.id });
    setBusy(false);
    setRestoring(null);
    setError(result.ok ? null : result.error);
    if (result.ok) {
      setRestored(entry.id);
      query.reload();
    }
  };

  if (query.status === 'loading') return <Loader size="sm" aria-label="Reading the history" />;
  if (query.status === 'error') return <ErrorAlert error={query.error} onRetry={query.reload} />;
  return (
    <Stack gap="sm">
      {restored !== null && (
        <Alert color="green" variant="light" title="Restored" role="status">
          The state from before change #{restored} is live again (logged as a new change).
        </Alert>
      )}
      {error && (
        <ErrorAlert
          error={error}
          title={
            error.kind === 'conflict'
              ? 'Not restored: the set changed since that change'
              : 'Not restored'
          }
        />
      )}
      {query.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No changes yet. Every change made from DomainDesk is listed here with what it replaced.
        </Text>
      ) : (
        <Table aria-label="Domain history" verticalSpacing={4} fz="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={130}>When</Table.Th>
              <Table.Th w={150}>Change</Table.Th>
              <Table.Th>Before</Table.Th>
              <Table.Th>After</Table.Th>
              <Table.Th w={110} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>
                  <Text size="sm">
                    {formatDate(entry.at)} {formatClock(entry.at)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatAge(entry.at)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {actionLabel(entry.action)}{' '}
                    <Text span size="xs" c="dimmed">
                      #{entry.id}
                    </Text>
                  </Text>
                  <Badge size="xs" variant="light" tt="none" color={resultColor(entry.result)}>
                    {resultLabel(entry.result)}
                  </Badge>
                  {entry.resultDetail && (
                    <Text size="xs" c="dimmed">
                      {entry.resultDetail}
                    </Text>
                  )}
                </Table.Td>
                <Changes entry={entry} />
                <Table.Td>
                  {entry.restorable && (
                    <Button size="compact-xs" variant="light" onClick={() => void open(entry)}>
                      Restore before…
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal
        opened={restoring !== null}
        onClose={() => {
          setRestoring(null);
        }}
        title={restoring ? `Restore the state before change #${restoring.entry.id}` : ''}
        size="xl"
        centered
      >
        {!restoring?.entries ? (
          <Loader size="sm" aria-label="Reading the live set" />
        ) : (
          <Stack gap="sm">
            <Text size="sm">
              Against what the registrar holds now, restoring does this. It is saved like any edit:
              refused if the set changed since change #{restoring.entry.id}.
            </Text>
            <DiffView
              entries={restoring.entries}
              render={(value) => <PlainText value={value} />}
              label="Restore changes"
            />
            <Group justify="flex-end">
              <Button
                variant="default"
                disabled={busy}
                onClick={() => {
                  setRestoring(null);
                }}
              >
                Cancel
              </Button>
              <Button
                loading={busy}
                disabled={restoring.entries.length === 0}
                onClick={() => void restore(restoring.entry)}
              >
                Restore
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
