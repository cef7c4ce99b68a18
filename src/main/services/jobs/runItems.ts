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

/** A worker's callbacks, made once: a closure per item costs more than a no-op item's run. */
interface Worker<R> {
  /** The item it runs. */
  index: number;
  readonly fulfilled: (result: R) => void;
  readonly rejected: (thrown: unknown) => void;
  readonly next: () => void;
}

/**
 * Runs the job's items with its concurrency until all are taken or the job is cancelled.
 * Each worker goes on from the callbacks of its item's own promise rather than awaiting it:
 * an `await` per item costs more than the whole of a no-op item's bookkeeping. Resolves once
 * every worker has stopped, with what was thrown if one stopped on an unexpected error.
 */
export function runItems<I, R>(
  job: Job,
  definition: JobDefinition<I, R>,
  feed: ItemFeed<I>,
  settled: (job: Job, index: number) => void,
): Promise<{ thrown: unknown } | undefined> {
  const { items } = job;
  // One for all the job's items: an object per item costs more than a no-op item's run.
  const context: JobContext = { signal: job.controller.signal };
  const breather = new Breather();
  const count = Math.max(1, Math.min(definition.concurrency ?? DEFAULT_JOB_CONCURRENCY, 64));
  let working = count;
  let failure: { thrown: unknown } | undefined;
  let finish: () => void = () => undefined;
  const finished = new Promise<{ thrown: unknown } | undefined>((resolve) => {
    // Every worker is let finish its item first, so none is settled twice.
    finish = () => {
      working -= 1;
      if (working === 0) resolve(failure);
    };
  });
  // Not expected (items catch their own errors): the worker stops, and the job once all have.
  const fail = (thrown: unknown): void => {
    failure ??= { thrown };
    finish();
  };

  /** Takes items until one is underway, the items run out or the job is cancelled. */
  const next = (worker: Worker<R>): void => {
    // A field, not `signal.aborted` per item: Node's getter costs as much as a no-op item.
    while (!job.cancelled) {
      const index = job.nextIndex;
      if (index - job.offset >= feed.items.length) {
        if (feed.ended) break;
        feed.more().then(() => {
          fitTotal(job);
          worker.next();
        }, fail);
        return;
      }
      job.nextIndex += 1;
      const item = feed.items[index - job.offset];
      if (item === undefined || !items.isPending(index)) continue;
      items.markRunning(index);
      worker.index = index;
      try {
        void definition.run(item.input, context).then(worker.fulfilled, worker.rejected);
      } catch (thrown) {
        // Settled from a callback like any other, so a run of such items never deepens the stack.
        queueMicrotask(() => {
          worker.rejected(thrown);
        });
      }
      return;
    }
    finish();
  };

  const goOn = (worker: Worker<R>): void => {
    settled(job, worker.index);
    const pause = breather.pause();
    if (pause === undefined) next(worker);
    else pause.then(worker.next, fail);
  };

  const newWorker = (): Worker<R> => {
    const worker: Worker<R> = {
      index: -1,
      fulfilled: (result) => {
        try {
          const verdict = definition.judge?.(result) ?? SUCCEEDED;
          items.settle(worker.index, verdict.state, result, verdict.error);
        } catch (thrown) {
          worker.rejected(thrown);
          return;
        }
        try {
          goOn(worker);
        } catch (thrown) {
          fail(thrown);
        }
      },
      rejected: (thrown) => {
        try {
          const error = toItemError(thrown);
          const byCancel = job.cancelled && error.kind === 'cancelled';
          items.settle(worker.index, byCancel ? 'cancelled' : 'failed', undefined, error);
          goOn(worker);
        } catch (unexpected) {
          fail(unexpected);
        }
      },
      next: () => {
        try {
          next(worker);
        } catch (thrown) {
          fail(thrown);
        }
      },
    };
    return worker;
  };

  for (let i = 0; i < count; i += 1) newWorker().next();
  return finished;
}
