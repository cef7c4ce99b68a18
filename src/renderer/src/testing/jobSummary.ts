import type { JobKind, JobSummary } from '../../../shared/ipc/channels/jobs';

/** A job just started, as a bridge call that starts one answers. */
export function runningJob(
  jobId: string,
  total: number,
  label = 'Working',
  kind: JobKind = 'portfolio.lock',
): JobSummary {
  return {
    jobId,
    kind,
    label,
    accountId: 'acc-1',
    state: 'running',
    total,
    done: 0,
    succeeded: 0,
    failed: 0,
    cancelled: 0,
    startedAt: '2026-11-23T10:00:00.000Z',
    finishedAt: null,
  };
}
