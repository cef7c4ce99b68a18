import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import type {
  BulkAction,
  PortfolioSelection,
} from '../../../../../shared/ipc/channels/portfolioBulkTypes';
import { notesProblem } from '../../../../../shared/notes/notesRules';
import type { NotesMode } from '../../../../../shared/notes/notesRules';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useBridgeRead } from '../../../data/useBridgeRead';
import { selectionInput } from '../grid/bridgeInput';
import { domainsText } from './bulkActionText';

/**
 * "Set notes…" on a selection: the text replaces each domain's notes or is added after them,
 * and main counts how many domains that changes before anything is saved.
 */
export function BulkNotesDialog({
  selection,
  count,
  busy,
  onConfirm,
  onClose,
}: {
  selection: PortfolioSelection;
  count: number;
  busy: boolean;
  onConfirm: (action: BulkAction) => void;
  onClose: () => void;
}) {
  const [notes, setNotes] = useState('');
  const [mode, setMode] = useState<NotesMode>('append');
  const problem = notesProblem(notes);
  // Counted for what was typed once typing pauses for a frame, not on every keystroke.
  const asked = { notes: useDeferredValue(notes), mode: useDeferredValue(mode) };
  const preview = useBridgeRead(
    'portfolio:notesPreview',
    problem === null ? { selection: selectionInput(selection), ...asked } : null,
    { keepPrevious: true },
  );
  const counted = preview.status === 'ok' ? preview.data : null;
  const current = counted !== null && asked.notes === notes && asked.mode === mode;
  const changing = counted?.changing ?? 0;
  return (
    <Modal opened onClose={onClose} title={`Set notes: ${domainsText(count)}`} centered size="lg">
      <Stack gap="md">
        <Radio.Group
          label="The notes each domain has now"
          value={mode}
          onChange={(value) => {
            setMode(value === 'replace' ? 'replace' : 'append');
          }}
        >
          <Group gap="lg" mt={4}>
            <Radio value="append" label="Keep them and add this on a new line" />
            <Radio value="replace" label="Replace them with this" />
          </Group>
        </Radio.Group>
        <GrowingTextarea
          label="Notes"
          description="Kept in DomainDesk only, never sent to the registrar."
          minRows={3}
          maxRows={10}
          value={notes}
          error={problem}
          data-autofocus
          onChange={(event) => {
            setNotes(event.currentTarget.value);
          }}
        />
        {preview.status === 'error' && (
          <ErrorAlert error={preview.error} title="What would change could not be counted" />
        )}
        <Alert color="blue" variant="light" aria-live="polite" title="What changes">
          {counted === null ? (
            <Text size="sm">Counting…</Text>
          ) : (
            <Stack gap={2}>
              <Text size="sm">
                {changing === 0
                  ? `No domain of the ${domainsText(counted.selected)} selected would change.`
                  : `The notes of ${domainsText(changing)} of ${counted.selected.toLocaleString('en-US')} selected change${mode === 'replace' && notes === '' ? ' (emptied)' : ''}.`}
                {counted.selected - changing - counted.tooLong > 0 &&
                  ` ${domainsText(counted.selected - changing - counted.tooLong)} already say this.`}
              </Text>
              {counted.tooLong > 0 && (
                <Text size="sm" c="red">
                  {domainsText(counted.tooLong)} would pass the length limit and stay as they are.
                </Text>
              )}
              <Text size="xs" c="dimmed">
                Each change is logged in the domain&apos;s history with the notes before and after.
              </Text>
            </Stack>
          )}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            loading={busy}
            disabled={problem !== null || !current || changing === 0}
            onClick={() => {
              onConfirm({ kind: 'setNotes', notes, mode });
            }}
          >
            {`Set the notes of ${domainsText(changing)}`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
