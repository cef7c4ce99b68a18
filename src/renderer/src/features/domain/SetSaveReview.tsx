import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useSaveShortcut } from '../../components/saveShortcut';
import { DiffView, diffSummary } from '../../components/DiffView';
import type { DiffEntry } from '../../components/DiffView';

/** The review before saving a whole set (nameservers, contacts, e-mail rules); Ctrl/Cmd+S saves. */
export function SetSaveReview<T>({
  title,
  opened,
  entries,
  render,
  busy,
  note,
  onSave,
  onCancel,
}: {
  title: string;
  opened: boolean;
  entries: readonly DiffEntry<T>[];
  render: (value: T) => ReactNode;
  busy: boolean;
  note?: string;
  onSave: () => void;
  onCancel: () => void;
}) {
  useSaveShortcut({
    scope: () => null,
    dialog: true,
    enabled: opened,
    changed: entries.length > 0,
    blocked: busy,
    onSave,
  });
  return (
    <Modal opened={opened} onClose={onCancel} title={title} size="lg" centered>
      <Stack gap="sm">
        {note && (
          <Alert color="orange" variant="light" role="note">
            <Text size="sm">{note}</Text>
          </Alert>
        )}
        <DiffView entries={entries} render={render} label="Changes to save" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button loading={busy} disabled={entries.length === 0} onClick={onSave}>
            Save: {diffSummary(entries)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function PlainText({ value }: { value: string }) {
  return (
    <Text size="sm" ff="monospace">
      {value}
    </Text>
  );
}

/**
 * Discard the edits, or open the review before saving them (Ctrl/Cmd+S too, from anywhere in
 * the editor's section; what it had to say instead is shown beside the buttons).
 */
export function SaveButtons({
  changed,
  blocked,
  onDiscard,
  onReview,
}: {
  /** There are edits to discard or save. */
  changed: boolean;
  /** Problems must be fixed before a review. */
  blocked: boolean;
  onDiscard: () => void;
  onReview: () => void;
}) {
  const buttons = useRef<HTMLDivElement>(null);
  const note = useSaveShortcut({
    scope: () => buttons.current?.closest<HTMLElement>('[role="tabpanel"]') ?? buttons.current,
    changed,
    blocked,
    onSave: onReview,
  });
  return (
    <Group gap="xs" justify="flex-end" ref={buttons}>
      <Text size="xs" c="dimmed" role="status">
        {note}
      </Text>
      <Button size="xs" variant="default" disabled={!changed} onClick={onDiscard}>
        Discard changes
      </Button>
      <Button size="xs" disabled={!changed || blocked} onClick={onReview}>
        Review and save…
      </Button>
    </Group>
  );
}
