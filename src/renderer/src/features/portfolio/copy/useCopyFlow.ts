import { useState } from 'react';
import type { AppError, Result } from '../../../../../shared/ipc';
import type { JobItemView, JobSummary } from '../../../../../shared/ipc/channels/jobs';
import { itemsOfKind } from '../../../../../shared/ipc/channels/jobResults';
import type { PortfolioSelection } from '../../../../../shared/ipc/channels/portfolioBulkTypes';
import type {
  CopyPart,
  CopyPreviewItem,
  CopySource,
} from '../../../../../shared/ipc/channels/portfolioCopyTypes';
import { getBridge } from '../../../bridge';
import { jobsStore, useJob } from '../../../state/jobsStore';
import { copySourceInput, selectionInput } from '../grid/bridgeInput';

export type CopyStep = 'pick' | 'preview' | 'confirm' | 'removals' | 'result';

export interface CopyFlow {
  readonly step: CopyStep;
  readonly setStep: (step: CopyStep) => void;
  readonly busy: boolean;
  readonly error: AppError | null;
  readonly previewId: string | null;
  readonly applyId: string | null;
  /** The preview has ended (done, failed or cancelled). */
  readonly finished: boolean;
  readonly cancelled: boolean;
  readonly items: readonly JobItemView<CopyPreviewItem>[];
  readonly preview: (
    target: PortfolioSelection,
    source: CopySource,
    part: CopyPart,
  ) => Promise<void>;
  /** Previews every part a preset sets; applied with `apply` as any copy. */
  readonly previewPreset: (target: PortfolioSelection, presetId: string) => Promise<void>;
  /** Applies the preview; `confirmedZoneRemovals` is the second confirmation, when asked. */
  readonly apply: (confirmedZoneRemovals: boolean) => Promise<void>;
}

/**
 * A copy's steps and jobs: a preview job reading each domain, then an apply job of the
 * domains it found different. "Copy from a model domain" and "Set nameservers…" share it.
 */
export function useCopyFlow(): CopyFlow {
  const [step, setStep] = useState<CopyStep>('pick');
  const [error, setError] = useState<AppError | null>(null);
  const [busy, setBusy] = useState(false);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [applyId, setApplyId] = useState<string | null>(null);
  const job = useJob(previewId);

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

  return {
    step,
    setStep,
    busy,
    error,
    previewId,
    applyId,
    finished: job !== undefined && job.summary.state !== 'running',
    cancelled: job?.summary.state === 'cancelled',
    items: itemsOfKind('portfolio.copyPreview', job),
    preview: async (target, source, part) => {
      const jobId = await startJob(() =>
        getBridge().portfolioCopyPreview({
          selection: selectionInput(target),
          source: copySourceInput(source),
          part,
        }),
      );
      if (jobId === null) return;
      setPreviewId(jobId);
      setStep('preview');
    },
    previewPreset: async (target, presetId) => {
      const jobId = await startJob(() =>
        getBridge().presetsApplyPreview({ selection: selectionInput(target), presetId }),
      );
      if (jobId === null) return;
      setPreviewId(jobId);
      setStep('preview');
    },
    apply: async (confirmedZoneRemovals) => {
      if (previewId === null) return;
      const jobId = await startJob(() =>
        getBridge().portfolioCopyApply({ previewJobId: previewId, confirmedZoneRemovals }),
      );
      if (jobId === null) return;
      setApplyId(jobId);
      setStep('result');
    },
  };
}
