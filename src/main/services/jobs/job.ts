import type {
  JobDetail,
  JobItemError,
  JobItemView,
  JobKind,
  JobState,
  JobSummary,
} from '../../../shared/ipc/channels/jobs';
import { ItemFeed } from './itemFeed';
import { JobItems } from './jobItems';
import type { SettledState } from './jobItems';
import type { JobDefinitionBase } from './jobTypes';

/** Longest wait before settled items are sent as a progress event. */
export const PROGRESS_EVERY_MS = 50;
/**
 * Most items one progress event carries: a burst of settled items goes out as several
 * events, so no single message of 100,000 items holds up IPC.
 */
export const MOST_ITEMS_PER_EVENT = 2048;
const NOT_STARTED: JobItemError = { kind: 'cancelled', message: 'Cancelled before it started.' };

export interface JobEvents {
  /** A progress event: the summary and the items settled since the last one. */
  readonly send: (summary: JobSummary, items: readonly JobItemView[]) => void;
  readonly now: () => string;
}

/** An item taken by a worker: its position in the job and its input. */
export interface TakenItem<I> {
  readonly index: number;
  readonly input: I;
}

/**
 * One job and everything it records: its items' states, the items read so far, what has
 * not been sent yet, whether it was cancelled and when it ended. Nothing else writes to it:
 * the workers take items and settle them through its methods.
 */
export class Job<I = unknown> {
  readonly kind: JobKind;
  readonly label: string;
  readonly accountId: string | null;
  readonly quiet: boolean;
  readonly startedAt: string;
  readonly done: Promise<JobSummary>;
  private readonly items: JobItems;
  private readonly feed: ItemFeed<I>;
  /** Index of the feed's first item (the items settled up front come before). */
  private readonly offset: number;
  /** Items from this index on have not been taken by a worker yet. */
  private nextIndex: number;
  private readonly controller = new AbortController();
  private finishedAt: string | null = null;
  private unsent: number[] = [];
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private lastFlushAt = Number.NEGATIVE_INFINITY;
  private resolveDone: (summary: JobSummary) => void = () => undefined;

  constructor(
    readonly id: string,
    definition: JobDefinitionBase<I, unknown>,
    private readonly events: JobEvents,
  ) {
    const settled = definition.settled ?? [];
    this.kind = definition.kind;
    this.label = definition.label;
    this.accountId = definition.accountId ?? null;
    this.quiet = definition.quiet === true;
    this.startedAt = events.now();
    this.feed = new ItemFeed(definition.items);
    this.items = new JobItems(settled, this.feed.items, this.feed.expected);
    this.offset = settled.length;
    this.nextIndex = settled.length;
    this.done = new Promise((resolve) => {
      this.resolveDone = resolve;
    });
    settled.forEach((item, index) => {
      this.items.settle(index, item.state, item.result, item.error);
    });
    this.send(settled.map((_item, index) => index));
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get cancelled(): boolean {
    return this.controller.signal.aborted;
  }

  get finished(): boolean {
    return this.finishedAt !== null;
  }

  summary(): JobSummary {
    const { total, succeeded, failed, cancelled, done } = this.items;
    let state: JobState = 'running';
    if (this.finishedAt !== null) {
      if (this.cancelled) state = 'cancelled';
      else if (total > 0 && succeeded === 0 && failed > 0) state = 'failed';
      else state = 'done';
    }
    return {
      jobId: this.id,
      kind: this.kind,
      label: this.label,
      accountId: this.accountId,
      state,
      total,
      done,
      succeeded,
      failed,
      cancelled,
      startedAt: this.startedAt,
      finishedAt: this.finishedAt,
      ...(this.quiet && { quiet: true as const }),
    };
  }

  /** One page of items in index order. */
  page(offset: number, limit: number): JobDetail {
    const indexes: number[] = [];
    for (let index = offset; index < Math.min(this.items.total, offset + limit); index += 1) {
      indexes.push(index);
    }
    return { job: this.summary(), items: this.items.views(indexes), offset, limit };
  }

  /**
   * The next item no worker has taken, reading the source further when needed; undefined
   * once there are no more or the job was cancelled. A source that fails to read throws.
   */
  async take(): Promise<TakenItem<I> | undefined> {
    while (!this.cancelled) {
      const at = this.nextIndex - this.offset;
      if (at >= this.feed.items.length) {
        if (this.feed.ended) return undefined;
        await this.feed.more();
        this.fitTotal();
        continue;
      }
      const index = this.nextIndex;
      this.nextIndex += 1;
      const item = this.feed.items[at];
      if (item === undefined || !this.items.isPending(index)) continue;
      this.items.markRunning(index);
      return { index, input: item.input };
    }
    return undefined;
  }

  /** Settles a taken item and queues it for the next progress event. */
  settle(index: number, state: SettledState, result?: unknown, error?: JobItemError): void {
    this.items.settle(index, state, result, error);
    this.unsent.push(index);
    if (this.flushTimer !== undefined) return;
    // An item settling after a quiet spell is sent at once, those that follow in batches.
    const wait = this.lastFlushAt + PROGRESS_EVERY_MS - performance.now();
    if (wait <= 0) this.flush();
    else {
      this.flushTimer = setTimeout(() => {
        this.flush();
      }, wait);
    }
  }

  /** Stops the job: items not taken are cancelled at once, items underway see the signal. */
  cancel(): void {
    if (this.finished || this.cancelled) return;
    // Nothing left to stop: the job is ending on its own (an empty job, say).
    if (this.feed.ended && this.items.done === this.items.total) return;
    this.controller.abort();
    this.feed.stop();
    this.fitTotal();
    this.flush();
    // Items never read count as cancelled but are not listed: they have no key.
    const read = this.offset + this.feed.items.length;
    const listed: number[] = [];
    for (let index = this.nextIndex; index < this.items.total; index += 1) {
      if (!this.items.isPending(index)) continue;
      this.items.settle(index, 'cancelled', undefined, NOT_STARTED);
      if (index < read) listed.push(index);
    }
    this.send(listed);
  }

  /**
   * Ends the job once its workers have stopped. Items left unsettled are cancelled, or fail
   * with `failure` when a worker stopped on an unexpected error (no item stays "running").
   */
  finish(failure?: JobItemError): JobSummary {
    this.feed.stop();
    this.fitTotal();
    const read = this.offset + this.feed.items.length;
    for (let index = 0; index < this.items.total; index += 1) {
      if (!this.items.isUnsettled(index)) continue;
      if (failure === undefined) this.items.settle(index, 'cancelled', undefined, NOT_STARTED);
      else this.items.settle(index, 'failed', undefined, failure);
      // Items never read have no key to list them by; the counts include them.
      if (index < read) this.unsent.push(index);
    }
    this.flush();
    this.finishedAt = this.events.now();
    const summary = this.summary();
    this.events.send(summary, []);
    this.resolveDone(summary);
    return summary;
  }

  private flush(): void {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    if (this.unsent.length === 0) return;
    this.lastFlushAt = performance.now();
    const indexes = this.unsent;
    this.unsent = [];
    this.send(indexes);
  }

  private send(indexes: readonly number[]): void {
    const summary = this.summary();
    let from = 0;
    do {
      const to = Math.min(indexes.length, from + MOST_ITEMS_PER_EVENT);
      this.events.send(summary, this.items.views(indexes.slice(from, to)));
      from = to;
    } while (from < indexes.length);
  }

  /**
   * Matches the total to the items read once the source has ended or read past its count;
   * a cancelled job, or one whose source failed, keeps the count it started with.
   */
  private fitTotal(): void {
    const read = this.offset + this.feed.items.length;
    const keepCount = this.cancelled || !this.feed.complete;
    if (keepCount ? read > this.items.total : read !== this.items.total) {
      this.items.resize(read);
    }
  }
}
