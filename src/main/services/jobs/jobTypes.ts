import type { JobDetail, JobItemError, JobSummary } from '../../../shared/ipc/channels/jobs';

/** The same object for every item of a job. */
export interface JobContext {
  /** Aborted when the job is cancelled; pass it to every client call of the item. */
  readonly signal: AbortSignal;
}

export interface JobItemInput<I> {
  readonly key: string;
  readonly input: I;
}

/**
 * Items read while the job runs, a chunk at a time as workers need them, so a job over a
 * large selection starts at once. `count` (one COUNT over the selection) is the job's total
 * until the source ends; a source that yields fewer or more items corrects it.
 */
export interface JobItemSource<I> {
  readonly count: number;
  readonly chunks: AsyncIterable<readonly JobItemInput<I>[]>;
}

/** An item already decided before the job starts, such as an entry that failed validation. */
export interface SettledItem<R> {
  readonly key: string;
  readonly state: 'succeeded' | 'failed';
  readonly result?: R;
  readonly error?: JobItemError;
}

export interface ItemVerdict {
  readonly state: 'succeeded' | 'failed';
  readonly error?: JobItemError;
}

export interface JobDefinition<I, R> {
  readonly kind: string;
  readonly label: string;
  readonly accountId?: string | null;
  /** Given at once, or read as the job runs (see `JobItemSource`). */
  readonly items: readonly JobItemInput<I>[] | JobItemSource<I>;
  /** Listed before `items`, in this order. */
  readonly settled?: readonly SettledItem<R>[];
  /** Items run at once (default 4). */
  readonly concurrency?: number;
  /** Resolves with the item's result (plain JSON) or throws its error. */
  readonly run: (input: I, context: JobContext) => Promise<R>;
  /** For results that can themselves report a failure (an order that was refused). */
  readonly judge?: (result: R) => ItemVerdict;
}

export interface JobRunner {
  /** Starts the job in the background and returns its first summary. */
  start<I, R>(definition: JobDefinition<I, R>): JobSummary;
  /** Running and recently finished jobs, newest first. */
  list(): JobSummary[];
  /** One page of a job's items in index order; null when unknown or forgotten. */
  get(jobId: string, page?: { offset?: number; limit?: number }): JobDetail | null;
  /** Items not started are cancelled at once; items underway see their signal abort. */
  cancel(jobId: string): JobSummary;
  /** Resolves with the final summary once every item has settled. */
  finished(jobId: string): Promise<JobSummary>;
  /** Cancels every running job (as `cancel`) and resolves once each has settled. */
  stopAll(): Promise<void>;
}

export interface JobRunnerOptions {
  /** Finished jobs kept for windows that reopen (default 50). */
  readonly keepFinished?: number;
}
