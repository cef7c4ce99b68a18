import type {
  JobDetail,
  JobItemError,
  JobKind,
  JobSummary,
} from '../../../shared/ipc/channels/jobs';

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

/** How one item of a batch ended. */
export type BatchOutcome<R> =
  | { readonly state: 'succeeded'; readonly result: R }
  | { readonly state: 'failed'; readonly error: JobItemError };

export interface JobDefinitionBase<I, R> {
  readonly kind: JobKind;
  readonly label: string;
  readonly accountId?: string | null;
  /**
   * What started the job tells the user how it went (an ordered domain's preset): no
   * notification of its own when it ends (see `JobSummary.quiet`).
   */
  readonly quiet?: boolean;
  /** Given at once, or read as the job runs (see `JobItemSource`). */
  readonly items: readonly JobItemInput<I>[] | JobItemSource<I>;
  /** Listed before `items`, in this order. */
  readonly settled?: readonly SettledItem<R>[];
}

/** A job whose items run one by one (an API call each), a few at once. */
export interface ItemJobDefinition<I, R> extends JobDefinitionBase<I, R> {
  /** Items run at once (default 4). */
  readonly concurrency?: number;
  /** Resolves with the item's result (plain JSON) or throws its error. */
  readonly run: (input: I, context: JobContext) => Promise<R>;
  /** For results that can themselves report a failure (an order that was refused). */
  readonly judge?: (result: R) => ItemVerdict;
}

/**
 * A job whose items are applied a batch at a time (one SQL transaction over thousands of
 * domains), with a turn of the event loop between batches. A batch that throws fails all its
 * items; a cancel lets the batch underway finish, so only whole batches are applied.
 */
export interface BatchJobDefinition<I, R> extends JobDefinitionBase<I, R> {
  /** Most items per batch. */
  readonly batchSize: number;
  /** One outcome per input, in the same order. */
  readonly runBatch: (inputs: readonly I[], context: JobContext) => readonly BatchOutcome<R>[];
}

export type JobDefinition<I, R> = ItemJobDefinition<I, R> | BatchJobDefinition<I, R>;

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
