import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type {
  PresetOffer as Offer,
  PresetOffers,
} from '../../../../../shared/ipc/channels/presets';
import { domainsText } from '../bulk/bulkActionText';
import { ApplyPresetDialog } from './ApplyPresetDialog';

/**
 * Domains that newly got a tag bound to a preset, however they got it: each preset is offered
 * for those domains, one button each. Nothing is applied without the preview and the confirm
 * of "Apply preset…", which opens with exactly those domains selected.
 */
export function PresetOffer({
  offers,
  onDismiss,
}: {
  offers: PresetOffers;
  onDismiss: () => void;
}) {
  const [applying, setApplying] = useState<Offer | null>(null);
  return (
    <Alert
      color="blue"
      variant="light"
      mb="sm"
      title="A preset goes with this tag"
      withCloseButton
      closeButtonLabel="Dismiss the preset offer"
      onClose={onDismiss}
    >
      {offers.offers.map((offer) => (
        <Group key={offer.presetId} gap="sm" justify="space-between" wrap="nowrap">
          <Text size="sm">
            {domainsText(offer.names.length)} newly tagged {offer.tag}{' '}
            {offer.names.length === 1 ? 'is' : 'are'} offered the preset {offer.presetName}.
          </Text>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => {
              setApplying(offer);
            }}
          >
            Apply {offer.presetName}…
          </Button>
        </Group>
      ))}
      {applying !== null && (
        <ApplyPresetDialog
          selection={{ kind: 'names', accountId: offers.accountId, names: applying.names }}
          count={applying.names.length}
          presetId={applying.presetId}
          onClose={() => {
            setApplying(null);
          }}
        />
      )}
    </Alert>
  );
}
