import type { Job } from './job';

/** Longest wait before settled items are sent as a progress event. */
export const PROGRESS_EVERY_MS = 50;

export interface JobProgressBatches {
  /** Notes a settled item, to be sent with the next progress event. */
  readonly settled: (job: Job, index: number) => void;
  /** Sends the items settled since the last progress event, if any. */
  readonly flush: (job: Job) => void;
}

/**
 * One event per settled item would flood every window (and IPC) on a large job: an item
 * settling after a quiet spell is sent at once, those that follow in batches, at most one
 * event every PROGRESS_EVERY_MS.
 */
export function progressBatches(
  send: (job: Job, indexes: readonly number[]) => void,
): JobProgressBatches {
  const flush = (job: Job): void => {
    clearTimeout(job.flushTimer);
    job.flushTimer = undefined;
    if (job.unsent.length === 0) return;
    job.lastFlushAt = performance.now();
    const indexes = job.unsent;
    job.unsent = [];
    send(job, indexes);
  };
  return {
    flush,
    settled: (job, index) => {
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
    },
  };
}
