import { Alert, Button, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { PortfolioSelection } from '../../../../../shared/ipc/channels/portfolioBulkTypes';
import { presetParts } from '../../../../../shared/presets/presetSummary';
import { JobProgressCard } from '../../../components/JobProgressCard';
import { useContactProfiles } from '../../../data/sharedReads';
import { useBridgeRead } from '../../../data/useBridgeRead';
import { navigationStore } from '../../../state/navigationStore';
import { domainsText } from '../bulk/bulkActionText';
import { CopyFlowSteps, CopyReach } from './CopyFlowSteps';
import { CopyPreview, previewCounts } from './CopyPreview';
import { zoneLosses } from './copyText';
import { useCopyFlow } from './useCopyFlow';

/**
 * Applies a preset to the selection through the copy jobs: a preview of each domain's
 * changes (every part the preset sets), one confirm, a second one for zones losing most of
 * their records, then a job whose failures can be retried (a retry previews them again).
 */
export function ApplyPresetDialog({
  selection,
  count,
  presetId: offered,
  onClose,
}: {
  selection: PortfolioSelection;
  count: number;
  /** The preset to start with (one a tag offers). */
  presetId?: string;
  onClose: () => void;
}) {
  const read = useBridgeRead('presets:list', { accountId: selection.accountId });
  const profiles = useContactProfiles();
  const presets = read.status === 'ok' ? read.data : [];
  const [presetId, setPresetId] = useState<string | null>(offered ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const flow = useCopyFlow();
  const { step, previewId, finished } = flow;
  const preset = presets.find((p) => p.id === presetId) ?? null;
  const profileName = (id: string) =>
    profiles.status === 'ok' ? profiles.data.find((p) => p.id === id)?.name : undefined;

  const startPreview = async (target: PortfolioSelection) => {
    if (presetId === null) {
      setProblem('Choose the preset to apply.');
      return;
    }
    await flow.previewPreset(target, presetId);
  };

  const counts = previewCounts(flow.items);
  const { losses } = zoneLosses(flow.items);
  const title = preset ? `Apply the preset ${preset.name}` : 'Apply a preset';
  return (
    <Modal opened onClose={onClose} size="xl" title={title}>
      <Stack gap="sm">
        {step === 'pick' && (
          <>
            {read.status === 'ok' && presets.length === 0 ? (
              <Alert color="blue" variant="light" title="No preset yet">
                <Text size="sm">
                  Presets are made in Settings: nameservers, a DNS template, lock, ID protection and
                  contacts, applied to many domains in one move.
                </Text>
                <Button
                  size="xs"
                  mt="xs"
                  variant="light"
                  onClick={() => {
                    onClose();
                    navigationStore.getState().navigate('settings');
                  }}
                >
                  Open Settings
                </Button>
              </Alert>
            ) : (
              <Select
                label="Preset"
                placeholder="Choose a preset"
                data={presets.map((p) => ({ value: p.id, label: p.name }))}
                value={presetId}
                error={problem}
                data-autofocus
                onChange={(value) => {
                  setPresetId(value);
                  setProblem(null);
                }}
              />
            )}
            {preset && (
              <Stack gap={2} aria-label="What the preset sets">
                {presetParts(preset, profileName).map((part) => (
                  <Text size="sm" key={part}>
                    {part}
                  </Text>
                ))}
                {preset.addons && (
                  <Text size="xs" c="dimmed">
                    Add-ons are ordered with a registration; they are not changed here.
                  </Text>
                )}
              </Stack>
            )}
            <CopyReach
              selection={selection}
              count={count}
              whyNot="the preset cannot be applied to them"
            />
          </>
        )}
        {step === 'preview' && previewId !== null && (
          <>
            <JobProgressCard jobId={previewId} unit="domains" />
            {finished && <CopyPreview items={flow.items} />}
          </>
        )}
        <CopyFlowSteps
          flow={flow}
          selection={selection}
          words={{
            confirmTitle: `Apply to ${domainsText(counts.changing)}?`,
            confirmBody: `Sets what the preset ${preset?.name ?? ''} sets on ${domainsText(counts.changing)}, as previewed; a DNS template replaces all records.`,
            apply: `Apply the preset to ${domainsText(counts.changing)}`,
            removals: `Yes, replace the records of ${domainsText(losses.length)} and apply`,
            errorTitle: 'The preset could not be applied',
          }}
          onPreview={startPreview}
          onClose={onClose}
        />
      </Stack>
    </Modal>
  );
}
