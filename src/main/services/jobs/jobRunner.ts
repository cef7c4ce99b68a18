import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { AppFailure } from '../../../shared/ipc';
import type {
  JobDetail,
  JobItemError,
  JobItemState,
  JobItemView,
  JobState,
  JobSummary,
} from '../../../shared/ipc/channels/jobs';
import type { ServiceContext } from '../serviceContext';
import { toItemError } from './jobErrors';

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
  readonly items: readonly JobItemInput<I>[];
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

interface ItemSlot {
  readonly index: number;
  readonly key: string;
  state: JobItemState;
  result?: unknown;
  error?: JobItemError;
}

/** Settled items by state, kept as items settle so progress never recounts every item. */
interface Tally {
  succeeded: number;
  failed: number;
  cancelled: number;
}

interface Job {
  readonly id: string;
  readonly kind: string;
  readonly label: string;
  readonly accountId: string | null;
  readonly slots: ItemSlot[];
  readonly tally: Tally;
  /** Items settled since the last progress event. */
  unsent: ItemSlot[];
  flushTimer: ReturnType<typeof setTimeout> | undefined;
  lastFlushAt: number;
  readonly controller: AbortController;
  readonly startedAt: string;
  finishedAt: string | null;
  readonly done: Promise<JobSummary>;
}

function view(slot: ItemSlot): JobItemView {
  return {
    index: slot.index,
    key: slot.key,
    state: slot.state,
    ...(slot.result !== undefined && { result: slot.result }),
    ...(slot.error !== undefined && { error: slot.error }),
  };
}

/** Moves an item to `state`, keeping the job's tally in step. */
function setState(job: Job, slot: ItemSlot, state: JobItemState): void {
  if (slot.state === 'succeeded' || slot.state === 'failed' || slot.state === 'cancelled') {
    job.tally[slot.state] -= 1;
  }
  slot.state = state;
  if (state === 'succeeded' || state === 'failed' || state === 'cancelled') job.tally[state] += 1;
}

function summarise(job: Job): JobSummary {
  const { succeeded, failed, cancelled } = job.tally;
  const total = job.slots.length;
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
    done: succeeded + failed + cancelled,
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

  const emit = (job: Job, items: readonly ItemSlot[]): void => {
    ctx.events.emit('jobs:progress', { ...summarise(job), items: items.map(view) });
  };

  /** Sends the items settled since the last progress event, if any. */
  const flush = (job: Job): void => {
    clearTimeout(job.flushTimer);
    job.flushTimer = undefined;
    if (job.unsent.length === 0) return;
    job.lastFlushAt = performance.now();
    const items = job.unsent;
    job.unsent = [];
    emit(job, items);
  };

  // One event per settled item would flood every window (and IPC) on a large job: an item
  // settling after a quiet spell is sent at once, those that follow in batches, at most one
  // event every PROGRESS_EVERY_MS.
  const settledItem = (job: Job, slot: ItemSlot): void => {
    job.unsent.push(slot);
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

  async function runItems<I, R>(
    job: Job,
    definition: JobDefinition<I, R>,
    offset: number,
  ): Promise<void> {
    const { signal } = job.controller;
    // Read through a call: the signal can abort while an item is awaited.
    const wasCancelled = (): boolean => signal.aborted;
    let next = 0;
    let lastYield = performance.now();
    const worker = async (): Promise<void> => {
      while (!signal.aborted && next < definition.items.length) {
        const position = next;
        next += 1;
        const item = definition.items[position];
        const slot = job.slots[offset + position];
        if (item === undefined || slot?.state !== 'pending') continue;
        setState(job, slot, 'running');
        try {
          const result = await definition.run(item.input, { signal, index: slot.index });
          const verdict = definition.judge?.(result) ?? { state: 'succeeded' };
          slot.result = result;
          setState(job, slot, verdict.state);
          if (verdict.error !== undefined) slot.error = verdict.error;
        } catch (thrown) {
          const error = toItemError(thrown);
          setState(
            job,
            slot,
            wasCancelled() && error.kind === 'cancelled' ? 'cancelled' : 'failed',
          );
          slot.error = error;
        }
        settledItem(job, slot);
        // Items that settle at once would otherwise run back to back as microtasks and keep
        // timers, IPC and windows waiting until the whole job is done.
        if (performance.now() - lastYield > YIELD_EVERY_MS) {
          await nextTurn();
          lastYield = performance.now();
        }
      }
    };
    const workers = Math.max(1, Math.min(definition.concurrency ?? DEFAULT_JOB_CONCURRENCY, 64));
    await Promise.all(Array.from({ length: workers }, worker));
  }

  return {
    start<I, R>(definition: JobDefinition<I, R>): JobSummary {
      const settled = definition.settled ?? [];
      const tally: Tally = { succeeded: 0, failed: 0, cancelled: 0 };
      for (const item of settled) tally[item.state] += 1;
      const slots: ItemSlot[] = [
        ...settled.map((item, index): ItemSlot => ({ index, ...item })),
        ...definition.items.map((item, position): ItemSlot => ({
          index: settled.length + position,
          key: item.key,
          state: 'pending',
        })),
      ];
      let resolveDone: (summary: JobSummary) => void = () => undefined;
      const job: Job = {
        id: randomUUID(),
        kind: definition.kind,
        label: definition.label,
        accountId: definition.accountId ?? null,
        slots,
        tally,
        unsent: [],
        flushTimer: undefined,
        lastFlushAt: Number.NEGATIVE_INFINITY,
        controller: new AbortController(),
        startedAt: iso(),
        finishedAt: null,
        done: new Promise<JobSummary>((resolve) => {
          resolveDone = resolve;
        }),
      };
      jobs.set(job.id, job);
      emit(job, slots.slice(0, settled.length));

      void runItems(job, definition, settled.length)
        .then(
          () => CANCELLED,
          // Not expected (items catch their own errors), but no item may stay "running".
          (thrown: unknown) => toItemError(thrown),
        )
        .then((leftover) => {
          for (const slot of job.slots) {
            if (slot.state === 'pending' || slot.state === 'running') {
              setState(job, slot, leftover === CANCELLED ? 'cancelled' : 'failed');
              slot.error = leftover;
            }
          }
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
      return {
        job: summarise(job),
        items: job.slots.slice(offset, offset + limit).map(view),
        offset,
        limit,
      };
    },

    cancel(jobId) {
      const job = mustGet(jobId);
      if (job.finishedAt !== null) return summarise(job);
      job.controller.abort();
      flush(job);
      const cancelled = job.slots.filter((slot) => slot.state === 'pending');
      for (const slot of cancelled) {
        setState(job, slot, 'cancelled');
        slot.error = CANCELLED;
      }
      emit(job, cancelled);
      return summarise(job);
    },

    finished(jobId) {
      return mustGet(jobId).done;
    },
  };
}
