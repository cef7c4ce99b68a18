import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Job } from './job';
import { toItemError } from './jobErrors';
import type { BatchJobDefinition, ItemJobDefinition, JobContext } from './jobTypes';

export const DEFAULT_JOB_CONCURRENCY = 4;
/** Longest stretch a job runs without letting the event loop turn. */
const YIELD_EVERY_MS = 10;

/**
 * Items that settle at once would otherwise run back to back as microtasks and keep timers,
 * IPC and windows waiting until the whole job is done.
 */
function breather(): () => Promise<void> | undefined {
  let lastYield = performance.now();
  // One turn for all of a job's workers, so they resume together and the clock restarts once.
  let turn: Promise<void> | undefined;
  return () => {
    if (turn !== undefined || performance.now() - lastYield < YIELD_EVERY_MS) return turn;
    turn = nextTurn().then(() => {
      turn = undefined;
      lastYield = performance.now();
    });
    return turn;
  };
}

/**
 * Runs the job's items with its concurrency until all are taken or the job is cancelled.
 * Resolves once every worker has stopped, with what was thrown if one stopped on an
 * unexpected error (items catch their own errors; a source that fails to read does not).
 */
export async function runItems<I, R>(
  job: Job<I>,
  definition: ItemJobDefinition<I, R>,
): Promise<{ thrown: unknown } | undefined> {
  const context: JobContext = { signal: job.signal };
  const pause = breather();
  const count = Math.max(1, Math.min(definition.concurrency ?? DEFAULT_JOB_CONCURRENCY, 64));
  let failure: { thrown: unknown } | undefined;

  const runOne = async (index: number, input: I): Promise<void> => {
    try {
      const result = await definition.run(input, context);
      const verdict = definition.judge?.(result) ?? { state: 'succeeded' as const };
      job.settle(index, verdict.state, result, verdict.error);
    } catch (thrown) {
      const error = toItemError(thrown);
      const byCancel = job.cancelled && error.kind === 'cancelled';
      job.settle(index, byCancel ? 'cancelled' : 'failed', undefined, error);
    }
  };

  const worker = async (): Promise<void> => {
    try {
      while (failure === undefined) {
        const item = await job.take();
        if (item === undefined) return;
        await runOne(item.index, item.input);
        await pause();
      }
    } catch (thrown) {
      failure ??= { thrown };
    }
  };

  await Promise.all(Array.from({ length: count }, worker));
  return failure;
}

/**
 * Runs the job a batch at a time: up to `batchSize` items taken, applied by one call, each
 * settled with its outcome, then a turn of the event loop (where a cancel can arrive).
 */
export async function runBatches<I, R>(
  job: Job<I>,
  definition: BatchJobDefinition<I, R>,
): Promise<{ thrown: unknown } | undefined> {
  const context: JobContext = { signal: job.signal };
  const size = Math.max(1, definition.batchSize);
  try {
    for (;;) {
      const taken: { index: number; input: I }[] = [];
      while (taken.length < size) {
        const item = await job.take();
        if (item === undefined) break;
        taken.push(item);
      }
      if (taken.length === 0) return undefined;
      let outcomes;
      try {
        outcomes = definition.runBatch(
          taken.map((item) => item.input),
          context,
        );
      } catch (thrown) {
        const error = toItemError(thrown);
        for (const item of taken) job.settle(item.index, 'failed', undefined, error);
        await nextTurn();
        continue;
      }
      taken.forEach((item, at) => {
        const outcome = outcomes[at];
        if (outcome?.state === 'succeeded') job.settle(item.index, 'succeeded', outcome.result);
        else job.settle(item.index, 'failed', undefined, outcome?.error ?? toItemError(null));
      });
      await nextTurn();
    }
  } catch (thrown) {
    return { thrown };
  }
}
