import type { Job } from './job';

/** Longest wait before settled items are sent as a progress event. */
export const PROGRESS_EVERY_MS = 50;
/** Items a settled-items buffer holds at first; it doubles as needed. */
const FIRST_CAPACITY = 1024;

export interface JobProgressBatches {
  /** Notes a settled item, to be sent with the next progress event. */
  readonly settled: (job: Job, index: number) => void;
  /** Sends the items settled since the last progress event, if any. */
  readonly flush: (job: Job) => void;
}

/** An empty buffer of settled items, for a new job. */
export function unsentBuffer(): Int32Array {
  return new Int32Array(FIRST_CAPACITY);
}

/**
 * One event per settled item would flood every window (and IPC) on a large job: an item
 * settling after a quiet spell is sent at once, those that follow in batches, at most one
 * event every PROGRESS_EVERY_MS. The items waiting are kept in a typed array, reused from one
 * event to the next: an array of numbers grown item by item costs a no-op item's worth.
 */
export function progressBatches(
  send: (job: Job, indexes: Int32Array, count: number) => void,
): JobProgressBatches {
  const flush = (job: Job): void => {
    clearTimeout(job.flushTimer);
    job.flushTimer = undefined;
    if (job.unsentCount === 0) return;
    job.lastFlushAt = performance.now();
    const count = job.unsentCount;
    job.unsentCount = 0;
    send(job, job.unsent, count);
  };
  return {
    flush,
    settled: (job, index) => {
      if (job.unsentCount === job.unsent.length) {
        const grown = new Int32Array(Math.max(FIRST_CAPACITY, job.unsent.length * 2));
        grown.set(job.unsent);
        job.unsent = grown;
      }
      job.unsent[job.unsentCount] = index;
      job.unsentCount += 1;
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
