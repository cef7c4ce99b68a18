import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AppError } from '../../../shared/ipc';
import { MAX_NOTES_LENGTH, notesProblem } from '../../../shared/notes/notesRules';
import { getBridge } from '../bridge';
import { ErrorAlert } from './ErrorAlert';
import { GrowingTextarea } from './GrowingTextarea';

export interface NotesTarget {
  readonly accountId: string;
  /** ASCII name. */
  readonly name: string;
  readonly unicodeName: string;
  readonly notes: string;
}

/**
 * A domain's notes, edited and saved in DomainDesk (they never reach the registrar). Each
 * save is logged with what the notes said before. The limit and the NUL rule are the
 * bridge's, said here as they are typed.
 */
export function NotesEditor({
  domain,
  autoFocus = false,
  onSaved,
  onCancel,
}: {
  domain: NotesTarget;
  autoFocus?: boolean;
  onSaved?: () => void;
  onCancel?: () => void;
}) {
  const [text, setText] = useState(domain.notes);
  const [base, setBase] = useState(domain.notes);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const [saved, setSaved] = useState(false);
  // Saved elsewhere (the grid, a bulk edit) while nothing was typed here: show what is saved.
  if (domain.notes !== base) {
    setBase(domain.notes);
    if (text === base) setText(domain.notes);
  }
  const problem = notesProblem(text);
  const changed = text !== domain.notes;

  const save = async () => {
    if (problem !== null || !changed) return;
    setBusy(true);
    const answer = await getBridge().portfolioSetNotes({
      accountId: domain.accountId,
      name: domain.name,
      notes: text,
    });
    setBusy(false);
    setError(answer.ok ? null : answer.error);
    setSaved(answer.ok);
    if (answer.ok) onSaved?.();
  };

  return (
    <Stack gap="xs">
      <GrowingTextarea
        label={`Notes on ${domain.unicodeName}`}
        description={`Kept in DomainDesk only, never sent to the registrar. ${text.length.toLocaleString('en-US')} of ${MAX_NOTES_LENGTH.toLocaleString('en-US')} characters.`}
        minRows={3}
        maxRows={12}
        value={text}
        error={problem}
        data-autofocus={autoFocus || undefined}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setSaved(false);
        }}
        onKeyDown={(event) => {
          // Ctrl/Cmd+Enter saves, as in the other editors' text areas.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void save();
          }
        }}
      />
      {error && <ErrorAlert error={error} title="The notes were not saved" />}
      <Group gap="xs" justify="flex-end">
        {saved && !changed && (
          <Text size="xs" c="dimmed" role="status" mr="auto">
            Notes saved
          </Text>
        )}
        {onCancel && (
          <Button size="xs" variant="default" onClick={onCancel} disabled={busy}>
            {saved && !changed ? 'Close' : 'Cancel'}
          </Button>
        )}
        <Button
          size="xs"
          loading={busy}
          disabled={problem !== null || !changed}
          onClick={() => void save()}
        >
          Save notes
        </Button>
      </Group>
    </Stack>
  );
}
