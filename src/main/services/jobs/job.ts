import type { JobState, JobSummary } from '../../../shared/ipc/channels/jobs';
import type { ItemFeed } from './itemFeed';
import type { JobItems } from './jobItems';

/** A job as the runner keeps it. */
export interface Job {
  readonly id: string;
  readonly kind: string;
  readonly label: string;
  readonly accountId: string | null;
  readonly items: JobItems;
  readonly feed: ItemFeed<unknown>;
  /** Index of the feed's first item (the settled items come before). */
  readonly offset: number;
  /** Items settled since the last progress event: the first `unsentCount` of `unsent`. */
  unsent: Int32Array;
  unsentCount: number;
  flushTimer: ReturnType<typeof setTimeout> | undefined;
  lastFlushAt: number;
  /** Items from this index on have not been taken by a worker yet. */
  nextIndex: number;
  readonly controller: AbortController;
  /** Set with the controller's abort, and cheaper to read per item. */
  cancelled: boolean;
  readonly startedAt: string;
  finishedAt: string | null;
  readonly done: Promise<JobSummary>;
}

export function summarise(job: Job): JobSummary {
  const { total, succeeded, failed, cancelled, done } = job.items;
  let state: JobState = 'running';
  if (job.finishedAt !== null) {
    if (job.controller.signal.aborted) state = 'cancelled';
    else if (total > 0 && succeeded === 0 && failed > 0) state = 'failed';
    else state = 'done';
  }
  return {
    jobId: job.id,
    kind: job.kind,
    label: job.label,
    accountId: job.accountId,
    state,
    total,
    done,
    succeeded,
    failed,
    cancelled,
    startedAt: job.startedAt,
    finishedAt: job.finishedAt,
  };
}

/**
 * Matches the total to the items read once the source has ended or read past its count;
 * a source that failed keeps the count, the items it could not give failing with its error.
 */
export function fitTotal(job: Job): void {
  const read = job.offset + job.feed.items.length;
  // A cancelled job keeps the total the user started: what was not read was cancelled too.
  const keepCount = job.controller.signal.aborted || !job.feed.complete;
  if (keepCount ? read > job.items.total : read !== job.items.total) {
    job.items.resize(read);
  }
}
