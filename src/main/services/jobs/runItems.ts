import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Job } from './job';
import { fitTotal } from './job';
import type { ItemFeed } from './itemFeed';
import { toItemError } from './jobErrors';
import type { ItemVerdict, JobContext, JobDefinition } from './jobTypes';

export const DEFAULT_JOB_CONCURRENCY = 4;
/** Longest stretch a job's bookkeeping runs without letting the event loop turn. */
const YIELD_EVERY_MS = 10;
/** Most items settled between looks at the clock. */
const MOST_BETWEEN_LOOKS = 64;
/** A stretch between looks at the clock shorter than this lets the next one be twice as long. */
const SHORT_STRETCH_MS = 0.5;
const SUCCEEDED: ItemVerdict = { state: 'succeeded' };

/**
 * Items that settle at once would otherwise run back to back as microtasks and keep timers,
 * IPC and windows waiting until the whole job is done: every YIELD_EVERY_MS, all of a job's
 * workers wait for the same turn of the event loop.
 */
class Breather {
  private lastYield = performance.now();
  private lastLook = this.lastYield;
  private turn: Promise<void> | undefined;
  /** Items left until the next look at the clock, and how many the last stretch had. */
  private left = 1;
  private stretch = 1;

  /** A turn to wait for, or undefined to carry on. */
  pause(): Promise<void> | undefined {
    // Reading the clock costs as much as a no-op item: it is read after more items while
    // they come quickly, and after every item once they take their time.
    this.left -= 1;
    if (this.left > 0) return this.turn;
    const now = performance.now();
    this.stretch =
      now - this.lastLook < SHORT_STRETCH_MS
        ? Math.min(this.stretch * 2, MOST_BETWEEN_LOOKS)
        : Math.max(1, this.stretch >> 2);
    this.left = this.stretch;
    this.lastLook = now;
    if (this.turn === undefined && now - this.lastYield > YIELD_EVERY_MS) {
      this.turn = nextTurn().then(() => {
        this.turn = undefined;
        this.lastYield = performance.now();
        this.lastLook = this.lastYield;
      });
    }
    return this.turn;
  }
}

/** Runs the job's items with its concurrency until all are taken or the job is cancelled. */
export async function runItems<I, R>(
  job: Job,
  definition: JobDefinition<I, R>,
  feed: ItemFeed<I>,
  settled: (job: Job, index: number) => void,
): Promise<void> {
  const { signal } = job.controller;
  const { items } = job;
  // A field, not `signal.aborted` per item: Node's getter costs as much as a no-op item.
  // Read through a call: the job can be cancelled while an item is awaited.
  const wasCancelled = (): boolean => job.cancelled;
  const breather = new Breather();
  // One for all the job's items: an object per item costs more than a no-op item's run.
  const context: JobContext = { signal };
  const worker = async (): Promise<void> => {
    while (!wasCancelled()) {
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
        const result = await definition.run(item.input, context);
        const verdict = definition.judge?.(result) ?? SUCCEEDED;
        items.settle(index, verdict.state, result, verdict.error);
      } catch (thrown) {
        const error = toItemError(thrown);
        const byCancel = wasCancelled() && error.kind === 'cancelled';
        items.settle(index, byCancel ? 'cancelled' : 'failed', undefined, error);
      }
      settled(job, index);
      const pause = breather.pause();
      if (pause !== undefined) await pause;
    }
  };
  const workers = Math.max(1, Math.min(definition.concurrency ?? DEFAULT_JOB_CONCURRENCY, 64));
  // Every worker is let finish its item first, so none is settled twice.
  const ends = await Promise.allSettled(Array.from({ length: workers }, worker));
  for (const end of ends) if (end.status === 'rejected') throw end.reason;
}
