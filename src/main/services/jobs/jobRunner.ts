import { randomUUID } from 'node:crypto';
import { AppFailure } from '../../../shared/ipc';
import type { JobItemError, JobSummary } from '../../../shared/ipc/channels/jobs';
import type { ServiceContext } from '../serviceContext';
import { fitTotal, summarise } from './job';
import type { Job } from './job';
import { progressBatches, unsentBuffer } from './jobProgress';
import { ItemFeed } from './itemFeed';
import { toItemError } from './jobErrors';
import { JobItems } from './jobItems';
import type { SettledState } from './jobItems';
import type { JobDefinition, JobRunner, JobRunnerOptions } from './jobTypes';
import { runItems } from './runItems';

export type {
  ItemVerdict,
  JobContext,
  JobDefinition,
  JobItemInput,
  JobRunner,
  JobRunnerOptions,
  SettledItem,
} from './jobTypes';
export { DEFAULT_JOB_CONCURRENCY } from './runItems';

const DEFAULT_PAGE = 200;
/**
 * Most items one progress event carries. Items that settle in a burst go out as several
 * events: the views of a whole burst alive at once would be copied by every garbage
 * collection that meets them (they cost more than the items' bookkeeping), and one message
 * of 100,000 items holds up IPC for as long.
 */
export const MOST_ITEMS_PER_EVENT = 2048;
const CANCELLED: JobItemError = { kind: 'cancelled', message: 'Cancelled before it started.' };

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

  const emit = (job: Job, indexes: ArrayLike<number>, count = indexes.length): void => {
    const summary = summarise(job);
    let from = 0;
    do {
      const to = Math.min(count, from + MOST_ITEMS_PER_EVENT);
      ctx.events.emit('jobs:progress', { ...summary, items: job.items.views(indexes, from, to) });
      from = to;
    } while (from < count);
  };
  const progress = progressBatches(emit);
  const { flush } = progress;

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

  /** Settles every item not yet settled (pending, or left running by a failure) alike. */
  const settleRest = (job: Job, state: SettledState, error: JobItemError): void => {
    if (job.items.done === job.items.total) return;
    for (let index = 0; index < job.items.total; index += 1) {
      if (job.items.isUnsettled(index)) job.items.settle(index, state, undefined, error);
    }
  };

  const runner: JobRunner = {
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
        unsent: unsentBuffer(),
        unsentCount: 0,
        flushTimer: undefined,
        lastFlushAt: Number.NEGATIVE_INFINITY,
        nextIndex: settled.length,
        controller: new AbortController(),
        cancelled: false,
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

      void runItems(job, definition, feed, progress.settled).then((failure) => {
        feed.stop();
        fitTotal(job);
        if (failure === undefined) settleRest(job, 'cancelled', CANCELLED);
        // Not expected (items catch their own errors), but no item may stay "running".
        else settleRest(job, 'failed', toItemError(failure.thrown));
        flush(job);
        // A finished job is kept for windows that reopen; its buffer of settled items is not.
        job.unsent = new Int32Array(0);
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
      job.cancelled = true;
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

    async stopAll() {
      const running = [...jobs.values()].filter((job) => job.finishedAt === null);
      for (const job of running) runner.cancel(job.id);
      await Promise.all(running.map((job) => job.done));
    },
  };
  return runner;
}
