import { randomUUID } from 'node:crypto';
import { AppFailure } from '../../../shared/ipc';
import type { JobSummary } from '../../../shared/ipc/channels/jobs';
import type { ServiceContext } from '../serviceContext';
import { Job } from './job';
import type { JobEvents } from './job';
import { toItemError } from './jobErrors';
import type { JobDefinition, JobRunner, JobRunnerOptions } from './jobTypes';
import { runBatches, runItems } from './runItems';

export type {
  BatchOutcome,
  ItemVerdict,
  JobContext,
  JobDefinition,
  JobItemInput,
  JobRunner,
  JobRunnerOptions,
  SettledItem,
} from './jobTypes';
export { MOST_ITEMS_PER_EVENT } from './job';
export { DEFAULT_JOB_CONCURRENCY } from './runItems';

const DEFAULT_PAGE = 200;

/**
 * Runs long work (bulk searches, batches of orders, bulk changes) in the main process, so it
 * carries on while no window is open; a window that opens later catches up with `list` and
 * `get`. Each job records itself (`Job`); the runner keeps the recent ones by id.
 */
export function createJobRunner(
  ctx: Pick<ServiceContext, 'events' | 'now'>,
  options: JobRunnerOptions = {},
): JobRunner {
  const keepFinished = options.keepFinished ?? 50;
  const jobs = new Map<string, Job>();
  const events: JobEvents = {
    send: (summary, items) => {
      ctx.events.emit('jobs:progress', { ...summary, items });
    },
    now: () => new Date(ctx.now()).toISOString(),
  };

  const forgetOldJobs = (): void => {
    const finished = [...jobs.values()].filter((job) => job.finished);
    for (const job of finished.slice(0, Math.max(0, finished.length - keepFinished))) {
      jobs.delete(job.id);
    }
  };

  const mustGet = (jobId: string): Job => {
    const job = jobs.get(jobId);
    if (!job) throw new AppFailure('not_found', 'This job is no longer known to DomainDesk.');
    return job;
  };

  const runner: JobRunner = {
    start<I, R>(definition: JobDefinition<I, R>): JobSummary {
      const job = new Job<I>(randomUUID(), definition, events);
      jobs.set(job.id, job);
      const running =
        'runBatch' in definition ? runBatches(job, definition) : runItems(job, definition);
      void running.then((failure) => {
        job.finish(failure === undefined ? undefined : toItemError(failure.thrown));
        forgetOldJobs();
      });
      return job.summary();
    },

    list() {
      return [...jobs.values()].reverse().map((job) => job.summary());
    },

    get(jobId, page = {}) {
      const job = jobs.get(jobId);
      if (!job) return null;
      return job.page(Math.max(0, page.offset ?? 0), Math.max(1, page.limit ?? DEFAULT_PAGE));
    },

    cancel(jobId) {
      const job = mustGet(jobId);
      job.cancel();
      return job.summary();
    },

    finished(jobId) {
      return mustGet(jobId).done;
    },

    async stopAll() {
      const running = [...jobs.values()].filter((job) => !job.finished);
      for (const job of running) job.cancel();
      await Promise.all(running.map((job) => job.done));
    },
  };
  return runner;
}
