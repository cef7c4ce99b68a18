import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { PortfolioSelection } from '../../../../../shared/ipc/channels/portfolioBulkTypes';
import { useBridgeRead } from '../../../data/useBridgeRead';
import { ApplyPresetDialog } from './ApplyPresetDialog';

/**
 * After domains got tags: the presets bound to one of those tags are offered for them, one
 * button each. Nothing is applied without the preview and the confirm of "Apply preset…".
 */
export function PresetOffer({
  selection,
  count,
  tags,
  onDismiss,
}: {
  selection: PortfolioSelection;
  count: number;
  tags: readonly string[];
  onDismiss: () => void;
}) {
  const read = useBridgeRead('presets:list', { accountId: selection.accountId });
  const [applying, setApplying] = useState<string | null>(null);
  const added = new Set(tags.map((tag) => tag.toLowerCase()));
  const bound =
    read.status === 'ok'
      ? read.data.filter((preset) => preset.tag !== null && added.has(preset.tag.toLowerCase()))
      : [];
  if (bound.length === 0) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      title="A preset goes with this tag"
      withCloseButton
      closeButtonLabel="Dismiss the preset offer"
      onClose={onDismiss}
    >
      {bound.map((preset) => (
        <Group key={preset.id} gap="sm" justify="space-between" wrap="nowrap">
          <Text size="sm">
            Domains tagged {preset.tag} are offered the preset {preset.name}.
          </Text>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => {
              setApplying(preset.id);
            }}
          >
            Apply {preset.name}…
          </Button>
        </Group>
      ))}
      {applying !== null && (
        <ApplyPresetDialog
          selection={selection}
          count={count}
          presetId={applying}
          onClose={() => {
            setApplying(null);
          }}
        />
      )}
    </Alert>
  );
}
