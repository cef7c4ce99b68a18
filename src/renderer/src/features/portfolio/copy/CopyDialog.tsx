import { Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { PortfolioSelection } from '../../../../../shared/ipc/channels/portfolioBulkTypes';
import type { CopyPart, CopySource } from '../../../../../shared/ipc/channels/portfolioCopyTypes';
import { JobProgressCard } from '../../../components/JobProgressCard';
import { domainsText } from '../bulk/bulkActionText';
import { copyWhat, PART_LABELS, zoneLosses } from './copyText';
import { CopyFlowSteps, CopyReach } from './CopyFlowSteps';
import { CopyPreview, previewCounts } from './CopyPreview';
import { ModelDomainPicker } from './ModelDomainPicker';
import { useCopyFlow } from './useCopyFlow';
import { EmptyModelAlert } from './ZoneLossAlert';

/**
 * Copies nameservers, contacts or DNS records from a model domain (or a contact profile's
 * contacts) to the selection: a preview of each domain's changes, one confirm, then a job
 * whose failures can be retried (a retry previews those domains again). A DNS copy removing
 * much of a zone asks a second time, naming those zones, as a single-domain save does.
 */
export function CopyDialog({
  selection,
  count,
  profile,
  onClose,
}: {
  selection: PortfolioSelection;
  count: number;
  /** Copy this profile's contacts instead of a model domain's settings. */
  profile?: { readonly id: string; readonly name: string };
  onClose: () => void;
}) {
  const [model, setModel] = useState<string | null>(null);
  const [part, setPart] = useState<CopyPart>(profile ? 'contacts' : 'nameservers');
  const [problem, setProblem] = useState<string | null>(null);
  const flow = useCopyFlow();
  const { step, previewId, finished } = flow;

  const source: CopySource | null = profile
    ? { kind: 'profile', profileId: profile.id }
    : model === null
      ? null
      : { kind: 'domain', name: model };
  const what = source === null ? '' : copyWhat(part, source, profile?.name);

  const startPreview = async (target: PortfolioSelection) => {
    if (source === null) {
      setProblem('Choose the model domain to copy from.');
      return;
    }
    await flow.preview(target, source, part);
  };

  const counts = previewCounts(flow.items);
  const { losses, modelEmpty } = zoneLosses(flow.items);
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={profile ? `Apply the profile ${profile.name}` : 'Copy from a model domain'}
    >
      <Stack gap="sm">
        {step === 'pick' && (
          <>
            {profile ? (
              <Text size="sm">
                Sets every contact role (Registrant, Technical, Billing, Admin) to the profile{' '}
                {profile.name}.
              </Text>
            ) : (
              <>
                <ModelDomainPicker
                  accountId={selection.accountId}
                  value={model}
                  error={problem}
                  onChange={(name) => {
                    setModel(name);
                    setProblem(null);
                  }}
                />
                <div>
                  <Text size="sm" fw={500} mb={4} id="copy-part-label">
                    What to copy
                  </Text>
                  <SegmentedControl
                    size="xs"
                    aria-labelledby="copy-part-label"
                    value={part}
                    onChange={(value) => {
                      setPart(value);
                    }}
                    data={(Object.keys(PART_LABELS) as CopyPart[]).map((key) => ({
                      value: key,
                      label: PART_LABELS[key],
                    }))}
                  />
                </div>
              </>
            )}
            <CopyReach selection={selection} count={count} whyNot="nothing can be copied to them" />
          </>
        )}
        {step === 'preview' && previewId !== null && (
          <>
            <JobProgressCard jobId={previewId} unit="domains" />
            {finished && <CopyPreview items={flow.items} />}
            {finished && modelEmpty && model !== null && (
              <EmptyModelAlert model={model} changing={counts.changing} />
            )}
          </>
        )}
        <CopyFlowSteps
          flow={flow}
          selection={selection}
          words={{
            confirmTitle: `Copy to ${domainsText(counts.changing)}?`,
            confirmBody: `Replaces the ${PART_LABELS[part].toLowerCase().replace('dns', 'DNS')} of ${domainsText(counts.changing)} with ${what}, as previewed.`,
            apply: `Copy to ${domainsText(counts.changing)}`,
            removals: `Yes, remove the records of ${domainsText(losses.length)} and copy`,
            errorTitle: 'The copy could not start',
          }}
          blocked={modelEmpty}
          onPreview={startPreview}
          onClose={onClose}
        />
      </Stack>
    </Modal>
  );
}
