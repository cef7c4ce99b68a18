import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { AppFailure } from '../../../shared/ipc';
import type {
  JobDetail,
  JobItemError,
  JobState,
  JobSummary,
} from '../../../shared/ipc/channels/jobs';
import type { ServiceContext } from '../serviceContext';
import { ItemFeed } from './itemFeed';
import type { JobItemSource } from './itemFeed';
import { toItemError } from './jobErrors';
import { JobItems } from './jobItems';
import type { SettledState } from './jobItems';

export interface JobContext {
  /** Aborted when the job is cancelled; pass it to every client call of the item. */
  readonly signal: AbortSignal;
  readonly index: number;
}

export interface JobItemInput<I> {
  readonly key: string;
  readonly input: I;
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
}

export interface JobRunnerOptions {
  /** Finished jobs kept for windows that reopen (default 50). */
  readonly keepFinished?: number;
}

export const DEFAULT_JOB_CONCURRENCY = 4;
/** Longest wait before settled items are sent as a progress event. */
export const PROGRESS_EVERY_MS = 50;
/** Longest stretch a job's bookkeeping runs without letting the event loop turn. */
const YIELD_EVERY_MS = 10;
const DEFAULT_PAGE = 200;
const CANCELLED: JobItemError = { kind: 'cancelled', message: 'Cancelled before it started.' };
const SUCCEEDED: ItemVerdict = { state: 'succeeded' };

interface Job {
  readonly id: string;
  readonly kind: string;
  readonly label: string;
  readonly accountId: string | null;
  readonly items: JobItems;
  readonly feed: ItemFeed<unknown>;
  /** Index of the feed's first item (the settled items come before). */
  readonly offset: number;
  /** Items settled since the last progress event. */
  unsent: number[];
  flushTimer: ReturnType<typeof setTimeout> | undefined;
  lastFlushAt: number;
  /** Items from this index on have not been taken by a worker yet. */
  nextIndex: number;
  readonly controller: AbortController;
  readonly startedAt: string;
  finishedAt: string | null;
  readonly done: Promise<JobSummary>;
}

function summarise(job: Job): JobSummary {
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
 * Runs long work (bulk searches, batches of orders) in the main process, so it carries on
 * while no window is open; a window that opens later catches up with `list` and `get`.
 */
export function createJobRunner(
  ctx: Pick<ServiceContext, 'events' | 'now'>,
  options: JobRunnerOptions = {},
): JobRunner {
  const keepFinished = options.keepFinished ?? 50;
  const jobs = new Map<string, Job>();
  const iso = (): string => new Date(ctx.now()).toISOString();

  const emit = (job: Job, indexes: readonly number[]): void => {
    ctx.events.emit('jobs:progress', { ...summarise(job), items: job.items.views(indexes) });
  };

  /** Sends the items settled since the last progress event, if any. */
  const flush = (job: Job): void => {
    clearTimeout(job.flushTimer);
    job.flushTimer = undefined;
    if (job.unsent.length === 0) return;
    job.lastFlushAt = performance.now();
    const indexes = job.unsent;
    job.unsent = [];
    emit(job, indexes);
  };

  // One event per settled item would flood every window (and IPC) on a large job: an item
  // settling after a quiet spell is sent at once, those that follow in batches, at most one
  // event every PROGRESS_EVERY_MS.
  const settledItem = (job: Job, index: number): void => {
    job.unsent.push(index);
    if (job.flushTimer !== undefined) return;
    const wait = job.lastFlushAt + PROGRESS_EVERY_MS - performance.now();
    if (wait <= 0) {
      flush(job);
      return;
    }
    job.flushTimer = setTimeout(() => {
      flush(job);
    }, wait);
  };

  const forgetOldJobs = (): void => {
    const finished = [...jobs.values()].filter((job) => job.finishedAt !== null);
    for (const job of finished.slice(0, Math.max(0, finished.length - keepFinished))) {
      jobs.delete(job.id);
    }
  };

  const mustGet = (jobId: string): Job => {
    const job = jobs.get(jobId);
    if (!job) throw new AppFailure('not_found', 'This job is no longer known to DomainDesk.');
    return job;
  };

  /**
   * Matches the total to the items read once the source has ended or read past its count;
   * a source that failed keeps the count, the items it could not give failing with its error.
   */
  const fitTotal = (job: Job): void => {
    const read = job.offset + job.feed.items.length;
    // A cancelled job keeps the total the user started: what was not read was cancelled too.
    const keepCount = job.controller.signal.aborted || !job.feed.complete;
    if (keepCount ? read > job.items.total : read !== job.items.total) {
      job.items.resize(read);
    }
  };

  async function runItems<I, R>(
    job: Job,
    definition: JobDefinition<I, R>,
    feed: ItemFeed<I>,
  ): Promise<void> {
    const { signal } = job.controller;
    const { items } = job;
    // Read through a call: the signal can abort while an item is awaited.
    const wasCancelled = (): boolean => signal.aborted;
    let lastYield = performance.now();
    // All workers wait for the same turn of the event loop.
    let turn: Promise<void> | undefined;
    const breather = (): Promise<void> | undefined => {
      if (turn === undefined && performance.now() - lastYield > YIELD_EVERY_MS) {
        turn = nextTurn().then(() => {
          turn = undefined;
          lastYield = performance.now();
        });
      }
      return turn;
    };
    const worker = async (): Promise<void> => {
      while (!signal.aborted) {
        const index = job.nextIndex;
        if (index - job.offset >= feed.items.length) {
          if (feed.ended) break;
          await feed.more();
          fitTotal(job);
          continue;
        }
        job.nextIndex += 1;
        const item = feed.items[index - job.offset];
        if (item === undefined || !items.isPending(index)) continue;
        items.markRunning(index);
        try {
          const result = await definition.run(item.input, { signal, index });
          const verdict = definition.judge?.(result) ?? SUCCEEDED;
          items.settle(index, verdict.state, result, verdict.error);
        } catch (thrown) {
          const error = toItemError(thrown);
          const cancelled = wasCancelled() && error.kind === 'cancelled';
          items.settle(index, cancelled ? 'cancelled' : 'failed', undefined, error);
        }
        settledItem(job, index);
        // Items that settle at once would otherwise run back to back as microtasks and keep
        // timers, IPC and windows waiting until the whole job is done.
        const pause = breather();
        if (pause !== undefined) await pause;
      }
    };
    const workers = Math.max(1, Math.min(definition.concurrency ?? DEFAULT_JOB_CONCURRENCY, 64));
    // Every worker is let finish its item first, so none is settled twice.
    const ends = await Promise.allSettled(Array.from({ length: workers }, worker));
    for (const end of ends) if (end.status === 'rejected') throw end.reason;
  }

  /** Settles every item not yet settled (pending, or left running by a failure) alike. */
  const settleRest = (job: Job, state: SettledState, error: JobItemError): void => {
    for (let index = 0; index < job.items.total; index += 1) {
      if (job.items.isUnsettled(index)) job.items.settle(index, state, undefined, error);
    }
  };

  return {
    start<I, R>(definition: JobDefinition<I, R>): JobSummary {
      const settled = definition.settled ?? [];
      const feed = new ItemFeed(definition.items);
      const items = new JobItems(settled, feed.items, feed.expected);
      settled.forEach((item, index) => {
        items.settle(index, item.state, item.result, item.error);
      });
      let resolveDone: (summary: JobSummary) => void = () => undefined;
      const job: Job = {
        id: randomUUID(),
        kind: definition.kind,
        label: definition.label,
        accountId: definition.accountId ?? null,
        items,
        feed,
        offset: settled.length,
        unsent: [],
        flushTimer: undefined,
        lastFlushAt: Number.NEGATIVE_INFINITY,
        nextIndex: settled.length,
        controller: new AbortController(),
        startedAt: iso(),
        finishedAt: null,
        done: new Promise<JobSummary>((resolve) => {
          resolveDone = resolve;
        }),
      };
      jobs.set(job.id, job);
      emit(
        job,
        settled.map((_item, index) => index),
      );

      void runItems(job, definition, feed)
        .finally(() => {
          feed.stop();
          fitTotal(job);
        })
        .then(
          () => CANCELLED,
          // Not expected (items catch their own errors), but no item may stay "running".
          (thrown: unknown) => toItemError(thrown),
        )
        .then((leftover) => {
          settleRest(job, leftover === CANCELLED ? 'cancelled' : 'failed', leftover);
          flush(job);
          job.finishedAt = iso();
          const summary = summarise(job);
          ctx.events.emit('jobs:progress', { ...summary, items: [] });
          forgetOldJobs();
          resolveDone(summary);
        });
      return summarise(job);
    },

    list() {
      return [...jobs.values()].reverse().map(summarise);
    },

    get(jobId, page = {}) {
      const job = jobs.get(jobId);
      if (!job) return null;
      const offset = Math.max(0, page.offset ?? 0);
      const limit = Math.max(1, page.limit ?? DEFAULT_PAGE);
      const indexes: number[] = [];
      for (let index = offset; index < Math.min(job.items.total, offset + limit); index += 1) {
        indexes.push(index);
      }
      return { job: summarise(job), items: job.items.views(indexes), offset, limit };
    },

    cancel(jobId) {
      const job = mustGet(jobId);
      if (job.finishedAt !== null) return summarise(job);
      job.controller.abort();
      job.feed.stop();
      fitTotal(job);
      flush(job);
      // Items not taken yet are all pending: settle them without visiting the ones before.
      // Those never read are counted as cancelled but not listed: they have no key.
      const read = job.offset + job.feed.items.length;
      const cancelled: number[] = [];
      for (let index = job.nextIndex; index < job.items.total; index += 1) {
        if (!job.items.isPending(index)) continue;
        job.items.settle(index, 'cancelled', undefined, CANCELLED);
        if (index < read) cancelled.push(index);
      }
      emit(job, cancelled);
      return summarise(job);
    },

    finished(jobId) {
      return mustGet(jobId).done;
    },
  };
}
