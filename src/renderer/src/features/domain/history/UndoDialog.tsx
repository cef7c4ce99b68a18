import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { actionLabel } from '../../../../../shared/activity/activityWords';
import type { ActivityView } from '../../../../../shared/ipc/channels/domainsTypes';
import { formatClock, formatDate } from '../../../components/dates';
import { DiffView } from '../../../components/DiffView';
import { PlainText } from '../SetSaveReview';
import type { UndoPreview } from './restorePreview';

/**
 * Undoing one change on today's set: what it does to the set read now, shown before anything
 * is sent; or, when a later change set the same thing again, which one, with a link to it.
 */
export function UndoDialog({
  entry,
  preview,
  busy,
  onUndo,
  onShowChange,
  onClose,
}: {
  entry: ActivityView;
  preview: UndoPreview | null;
  busy: boolean;
  onUndo: () => void;
  onShowChange: (id: number) => void;
  onClose: () => void;
}) {
  const when = `${formatDate(entry.at)} ${formatClock(entry.at)}`;
  const blocked = preview?.blocked ?? null;
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Undo change #${String(entry.id)} on today's set`}
      size="xl"
      centered
    >
      {preview === null ? (
        <Loader size="sm" aria-label="Reading the live set" />
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            {actionLabel(entry.action)} (#{entry.id}, {when}): what that change added is taken out
            and what it removed is put back, on the set as the registrar holds it now. Changes made
            after it stay.
          </Text>
          {blocked !== null ? (
            <Alert color="orange" variant="light" title="This change cannot be undone as is">
              <Stack gap={4}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {blocked.text}
                </Text>
                {blocked.changeId !== null && (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => {
                      if (blocked.changeId !== null) onShowChange(blocked.changeId);
                    }}
                  >
                    Show change #{blocked.changeId}
                  </Anchor>
                )}
              </Stack>
            </Alert>
          ) : preview.entries.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nothing to undo: the set already reads as it did before that change.
            </Text>
          ) : (
            <DiffView
              entries={preview.entries}
              render={(value) => <PlainText value={value} />}
              label="Restore changes"
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button
              loading={busy}
              disabled={blocked !== null || preview.entries.length === 0}
              onClick={onUndo}
            >
              Undo the change
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
