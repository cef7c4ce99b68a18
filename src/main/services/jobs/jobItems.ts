import type { JobItemError, JobItemState, JobItemView } from '../../../shared/ipc/channels/jobs';

// Item states as small numbers: a job of 100,000 items keeps one byte per item.
const STATES: readonly JobItemState[] = ['pending', 'running', 'succeeded', 'failed', 'cancelled'];
const PENDING = 0;
const RUNNING = 1;
const SUCCEEDED = 2;
const FAILED = 3;
const CANCELLED = 4;

export type SettledState = 'succeeded' | 'failed' | 'cancelled';

/**
 * A job's items: keys read from the caller's arrays, states in a byte array, results and
 * errors only for items that have them, and the settled counts kept as items settle so
 * progress never recounts every item.
 */
export class JobItems {
  /** Items of the job; one read from a source changes it as reading shows the real count. */
  total: number;
  succeeded = 0;
  failed = 0;
  cancelled = 0;
  private states: Uint8Array;
  // Made at the first item that has one: most items of most jobs have no error.
  private results: unknown[] | undefined;
  private errors: (JobItemError | undefined)[] | undefined;

  constructor(
    private readonly settledKeys: readonly { readonly key: string }[],
    private readonly itemKeys: readonly { readonly key: string }[],
    expected = itemKeys.length,
  ) {
    this.total = settledKeys.length + expected;
    this.states = new Uint8Array(this.total);
  }

  get done(): number {
    return this.succeeded + this.failed + this.cancelled;
  }

  key(index: number): string {
    const first = this.settledKeys.length;
    return (index < first ? this.settledKeys[index] : this.itemKeys[index - first])?.key ?? '';
  }

  /** Items past a new, smaller total were never read (and so are all pending). */
  resize(total: number): void {
    if (total > this.states.length) {
      const states = new Uint8Array(Math.max(total, this.states.length * 2));
      states.set(this.states);
      this.states = states;
    }
    this.total = total;
  }

  isPending(index: number): boolean {
    return this.states[index] === PENDING;
  }

  isUnsettled(index: number): boolean {
    const state = this.states[index];
    return state === PENDING || state === RUNNING;
  }

  markRunning(index: number): void {
    this.states[index] = RUNNING;
  }

  /** Settles an item once; its result and error are kept for `view`. */
  settle(index: number, state: SettledState, result?: unknown, error?: JobItemError): void {
    if (state === 'succeeded') {
      this.states[index] = SUCCEEDED;
      this.succeeded += 1;
    } else if (state === 'failed') {
      this.states[index] = FAILED;
      this.failed += 1;
    } else {
      this.states[index] = CANCELLED;
      this.cancelled += 1;
    }
    if (result !== undefined) (this.results ??= new Array<unknown>(this.total))[index] = result;
    if (error !== undefined) {
      (this.errors ??= new Array<JobItemError | undefined>(this.total))[index] = error;
    }
  }

  view(index: number): JobItemView {
    const key = this.key(index);
    const state = STATES[this.states[index] ?? PENDING] ?? 'pending';
    const result = this.results?.[index];
    const error = this.errors?.[index];
    return {
      index,
      key,
      state,
      ...(result !== undefined && { result }),
      ...(error !== undefined && { error }),
    };
  }

  views(indexes: readonly number[]): JobItemView[] {
    return indexes.map((index) => this.view(index));
  }
}
