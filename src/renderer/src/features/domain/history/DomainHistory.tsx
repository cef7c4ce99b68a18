import {
  Alert,
  Badge,
  Button,
  Code,
  Loader,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { actionLabel, resultLabel } from '../../../../../shared/activity/activityWords';
import type { AppError } from '../../../../../shared/ipc';
import type { ActivityView } from '../../../../../shared/ipc/channels/domainsTypes';
import { getBridge } from '../../../bridge';
import { formatAge, formatDate, formatClock } from '../../../components/dates';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { resultColor } from '../../../components/resultColors';
import { useBridgeRead } from '../../../data/useBridgeRead';
import type { DomainRef } from '../domainRef';
import { contactChangeLines } from './contactChanges';
import { describeState, restorePreview } from './restorePreview';
import type { UndoPreview } from './restorePreview';
import { UndoDialog } from './UndoDialog';
import { PAGE_STICKY_HEADER } from '../../../components/stickyHeader';

function State({ action, value }: { action: string; value: unknown }) {
  const lines = describeState(action, value);
  return (
    <Code
      block
      fz="xs"
      style={{ maxHeight: 120, overflow: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
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
          style={{
            maxHeight: 160,
            overflow: 'auto',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
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
  readonly preview: UndoPreview | null;
}

/** Brings a change's row into view and gives it focus (a link from the undo dialog). */
function showChange(id: number): void {
  const row = document.getElementById(`history-change-${String(id)}`);
  row?.scrollIntoView({ block: 'center' });
  row?.focus();
}

/** Every change to the domain with before and after; a change can be undone on today's set. */
export function DomainHistory({ domainRef }: { domainRef: DomainRef }) {
  const query = useBridgeRead('domains:activity', { ...domainRef, limit: 200 });
  const [restoring, setRestoring] = useState<Restoring | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const [restored, setRestored] = useState<number | null>(null);
  const history = query.status === 'ok' ? query.data : [];

  const open = async (entry: ActivityView) => {
    setRestoring({ entry, preview: null });
    setError(null);
    const preview = await restorePreview(getBridge(), domainRef, entry, history);
    if (!preview.ok) {
      setRestoring(null);
      setError(preview.error);
      return;
    }
    setRestoring({ entry, preview: preview.data });
  };
  const restore = async ({ entry, preview }: Restoring) => {
    if (preview === null) return;
    setBusy(true);
    const result = await getBridge().domainsRestore({
      activityId: entry.id,
      shown: preview.shown,
    });
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
        <Alert color="green" variant="light" title="Undone" role="status">
          Change #{restored} is undone on the live set; later changes stayed (logged as a new
          change).
        </Alert>
      )}
      {error && (
        <ErrorAlert
          error={error}
          title={
            error.kind === 'conflict'
              ? 'Not undone: the set changed since the preview was read. Open the undo again to see it on the set as it is now.'
              : 'Not undone'
          }
        />
      )}
      {query.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No changes yet. Every change made from DomainDesk is listed here with what it replaced.
        </Text>
      ) : (
        <Table
          {...PAGE_STICKY_HEADER}
          aria-label="Domain history"
          verticalSpacing={4}
          fz="sm"
          striped
          layout="fixed"
          style={{ overflowWrap: 'anywhere' }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={150}>When</Table.Th>
              <Table.Th w={170}>Change</Table.Th>
              <Table.Th>Before</Table.Th>
              <Table.Th>After</Table.Th>
              <Table.Th w={180}>
                <VisuallyHidden>Undo</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.map((entry) => (
              <Table.Tr key={entry.id} id={`history-change-${String(entry.id)}`} tabIndex={-1}>
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
                      Undo this change…
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {restoring !== null && (
        <UndoDialog
          entry={restoring.entry}
          preview={restoring.preview}
          busy={busy}
          onUndo={() => void restore(restoring)}
          onShowChange={(id) => {
            setRestoring(null);
            // After the dialog has closed and given focus back, so the row keeps it.
            setTimeout(() => {
              showChange(id);
            }, 0);
          }}
          onClose={() => {
            setRestoring(null);
          }}
        />
      )}
    </Stack>
  );
}
