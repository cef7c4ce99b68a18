import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { leftOutText } from '../../../../../shared/bulk/bulkReach';
import type { PortfolioSelection } from '../../../../../shared/ipc/channels/portfolioBulkTypes';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { BulkResult } from '../bulk/BulkResult';
import { domainsText } from '../bulk/bulkActionText';
import { useBulkReach } from '../bulk/useBulkReach';
import { previewCounts } from './CopyPreview';
import { zoneLosses } from './copyText';
import type { CopyFlow } from './useCopyFlow';
import { ZoneLossAlert } from './ZoneLossAlert';

/** What a copy-job dialog (model copy, preset) says at each step of the shared flow. */
export interface CopyFlowWords {
  /** "Copy to 3 domains?" */
  readonly confirmTitle: string;
  /** The first sentence of the confirmation: what replaces what. */
  readonly confirmBody: ReactNode;
  /** The confirm button: "Copy to 3 domains". */
  readonly apply: string;
  /** The second confirmation's button, when zones lose most of their records. */
  readonly removals: string;
  readonly errorTitle: string;
}

/**
 * What every copy-job dialog says under its pick: which of the selection are left out (pending
 * domains and those gone from the account are not previewed), and that each of the others is
 * read before anything is sent.
 */
export function CopyReach({
  selection,
  count,
  whyNot,
}: {
  selection: PortfolioSelection;
  count: number;
  /** What cannot be done to those left out: "nothing can be copied to them". */
  whyNot: string;
}) {
  const reach = useBulkReach(selection);
  const leftOut = reach === null ? null : leftOutText(reach);
  return (
    <>
      {leftOut !== null && (
        <Alert color="yellow" variant="light" title="Left out">
          {leftOut} They are not in the account, so {whyNot}.
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        Each of the {domainsText(reach?.reached ?? count)} is read from the API first and the
        changes are shown; nothing is sent before you confirm.
      </Text>
    </>
  );
}

/**
 * The steps every copy-job dialog shares after its own pick and preview: the confirmation
 * (and the second one for zones losing most of their records), the job's results with a
 * retry that previews the failed domains again, and the buttons that move between steps.
 */
export function CopyFlowSteps({
  flow,
  selection,
  words,
  blocked = false,
  onPreview,
  onClose,
}: {
  flow: CopyFlow;
  selection: PortfolioSelection;
  words: CopyFlowWords;
  /** The preview found a reason not to apply (told beside it). */
  blocked?: boolean;
  onPreview: (target: PortfolioSelection) => Promise<void>;
  onClose: () => void;
}) {
  const { step, setStep, busy, error, applyId, finished } = flow;
  const counts = previewCounts(flow.items);
  const { losses } = zoneLosses(flow.items);
  const confirming = step === 'confirm' || step === 'removals';
  return (
    <>
      {confirming && (
        <Alert color="blue" variant="light" title={words.confirmTitle}>
          {words.confirmBody}{' '}
          {counts.same > 0 && `${domainsText(counts.same)} already the same are skipped. `}A domain
          changed at the registrar since the preview is not overwritten: it is listed as failed.
        </Alert>
      )}
      {step === 'removals' && <ZoneLossAlert losses={losses} />}
      {step === 'result' && applyId !== null && (
        <BulkResult
          jobId={applyId}
          onRetry={(names) => {
            void onPreview({ kind: 'names', accountId: selection.accountId, names });
          }}
        />
      )}
      {error && <ErrorAlert error={error} title={words.errorTitle} />}
      <Group justify="flex-end" gap="xs">
        {confirming && (
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
          <Button size="sm" loading={busy} onClick={() => void onPreview(selection)}>
            Preview changes
          </Button>
        )}
        {step === 'preview' && (
          <Button
            size="sm"
            disabled={!finished || counts.changing === 0 || flow.cancelled || blocked}
            onClick={() => {
              setStep('confirm');
            }}
          >
            Apply to {domainsText(counts.changing)}…
          </Button>
        )}
        {step === 'confirm' && (
          <Button
            size="sm"
            loading={busy}
            onClick={() => {
              if (losses.length > 0) setStep('removals');
              else void flow.apply(false);
            }}
          >
            {words.apply}
          </Button>
        )}
        {step === 'removals' && (
          <Button size="sm" color="red" loading={busy} onClick={() => void flow.apply(true)}>
            {words.removals}
          </Button>
        )}
      </Group>
    </>
  );
}
