import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AppError, Result } from '../../../../../shared/ipc';
import type { JobSummary } from '../../../../../shared/ipc/channels/jobs';
import type { PortfolioSelection } from '../../../../../shared/ipc/channels/portfolioBulkTypes';
import type { CopyPart, CopySource } from '../../../../../shared/ipc/channels/portfolioCopyTypes';
import { jobsStore, useJob } from '../../../state/jobsStore';
import { getBridge } from '../../../bridge';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { JobProgressCard } from '../../../components/JobProgressCard';
import { BulkResult } from '../bulk/BulkResult';
import { domainsText } from '../bulk/bulkActionText';
import { selectionInput } from '../grid/bridgeInput';
import { copyWhat, PART_LABELS } from './copyText';
import { CopyPreview, previewCounts } from './CopyPreview';
import { itemsOfKind } from '../../../../../shared/ipc/channels/jobResults';
import { ModelDomainPicker } from './ModelDomainPicker';

type Step = 'pick' | 'preview' | 'confirm' | 'result';

/**
 * Copies nameservers, contacts or DNS records from a model domain (or a contact profile's
 * contacts) to the selection: a preview of each domain's changes, one confirm, then a job
 * whose failures can be retried (a retry previews those domains again).
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
  const [step, setStep] = useState<Step>('pick');
  const [model, setModel] = useState<string | null>(null);
  const [part, setPart] = useState<CopyPart>(profile ? 'contacts' : 'nameservers');
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const [busy, setBusy] = useState(false);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [applyId, setApplyId] = useState<string | null>(null);
  const preview = useJob(previewId);

  const source: CopySource | null = profile
    ? { kind: 'profile', profileId: profile.id }
    : model === null
      ? null
      : { kind: 'domain', name: model };
  const what = source === null ? '' : copyWhat(part, source, profile?.name);

  /** Starts a job through the bridge and follows it; null (and the error shown) if refused. */
  const startJob = async (call: () => Promise<Result<JobSummary>>): Promise<string | null> => {
    setBusy(true);
    const answer = await call();
    setBusy(false);
    if (!answer.ok) {
      setError(answer.error);
      return null;
    }
    setError(null);
    jobsStore.getState().track(answer.data);
    return answer.data.jobId;
  };

  const startPreview = async (target: PortfolioSelection) => {
    if (source === null) {
      setProblem('Choose the model domain to copy from.');
      return;
    }
    const jobId = await startJob(() =>
      getBridge().portfolioCopyPreview({ selection: selectionInput(target), source, part }),
    );
    if (jobId === null) return;
    setPreviewId(jobId);
    setStep('preview');
  };

  const apply = async () => {
    if (previewId === null) return;
    const jobId = await startJob(() => getBridge().portfolioCopyApply({ previewJobId: previewId }));
    if (jobId === null) return;
    setApplyId(jobId);
    setStep('result');
  };

  const finished = preview !== undefined && preview.summary.state !== 'running';
  const previewItems = itemsOfKind('portfolio.copyPreview', preview);
  const counts = previewCounts(previewItems);
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
            <Text size="sm" c="dimmed">
              Each of the {domainsText(count)} is read from the API first and the changes are shown;
              nothing is sent before you confirm.
            </Text>
          </>
        )}
        {step === 'preview' && previewId !== null && (
          <>
            <JobProgressCard jobId={previewId} unit="domains" />
            {finished && <CopyPreview items={previewItems} />}
          </>
        )}
        {step === 'confirm' && (
          <Alert color="blue" variant="light" title={`Copy to ${domainsText(counts.changing)}?`}>
            Replaces the {PART_LABELS[part].toLowerCase().replace('dns', 'DNS')} of{' '}
            {domainsText(counts.changing)} with {what}, as previewed.{' '}
            {counts.same > 0 && `${domainsText(counts.same)} already the same are skipped. `}A
            domain changed at the registrar since the preview is not overwritten: it is listed as
            failed.
          </Alert>
        )}
        {step === 'result' && applyId !== null && (
          <BulkResult
            jobId={applyId}
            onRetry={(names) => {
              void startPreview({ kind: 'names', accountId: selection.accountId, names });
            }}
          />
        )}
        {error && <ErrorAlert error={error} title="The copy could not start" />}
        <Group justify="flex-end" gap="xs">
          {step === 'confirm' && (
            <Button
              size="sm"
              variant="default"
              onClick={() => {
                setStep('preview');
              }}
            >
              Back
            </Button>
          )}
          <Button size="sm" variant="default" onClick={onClose}>
            {step === 'result' ? 'Close' : 'Cancel'}
          </Button>
          {step === 'pick' && (
            <Button size="sm" loading={busy} onClick={() => void startPreview(selection)}>
              Preview changes
            </Button>
          )}
          {step === 'preview' && (
            <Button
              size="sm"
              disabled={!finished || counts.changing === 0 || preview.summary.state === 'cancelled'}
              onClick={() => {
                setStep('confirm');
              }}
            >
              Apply to {domainsText(counts.changing)}…
            </Button>
          )}
          {step === 'confirm' && (
            <Button size="sm" loading={busy} onClick={() => void apply()}>
              Copy to {domainsText(counts.changing)}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
