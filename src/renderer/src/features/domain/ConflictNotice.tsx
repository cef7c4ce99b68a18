import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DiffView } from '../../components/DiffView';
import type { DiffEntry } from '../../components/DiffView';

/**
 * A save refused because the set changed underneath: what the user started from against
 * what the API holds now. The user's edits are kept; "Review my edits against the current
 * set" makes the live set the new starting point, so the next review shows the real change.
 */
export function ConflictNotice<T>({
  message,
  entries,
  render,
  onRebase,
}: {
  message: string;
  /** From the set the user started with (before) to the one the API holds now (after). */
  entries: readonly DiffEntry<T>[];
  render: (value: T) => ReactNode;
  onRebase: () => void;
}) {
  return (
    <Alert
      color="orange"
      variant="light"
      title="Not saved: changed since you loaded it"
      role="alert"
    >
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        <Text size="sm" fw={600}>
          What changed underneath (your starting point → what the API holds now):
        </Text>
        <DiffView entries={entries} render={render} label="Changes made elsewhere" />
        <Group>
          <Button size="xs" onClick={onRebase}>
            Review my edits against the current set
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
