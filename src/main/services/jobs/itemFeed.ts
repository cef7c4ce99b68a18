import type { JobItemInput, JobItemSource } from './jobTypes';

/** A job's items as read so far: all of them at once for an array, chunk by chunk for a source. */
export class ItemFeed<I> {
  readonly items: readonly JobItemInput<I>[];
  /** What the job's total starts as. */
  readonly expected: number;
  private iterator: AsyncIterator<readonly JobItemInput<I>[]> | undefined;
  private reading: Promise<void> | undefined;
  private broken = false;
  private readonly read: JobItemInput<I>[] = [];

  constructor(items: readonly JobItemInput<I>[] | JobItemSource<I>) {
    if (isSource(items)) {
      this.items = this.read;
      this.expected = items.count;
      this.iterator = items.chunks[Symbol.asyncIterator]();
    } else {
      this.items = items;
      this.expected = items.length;
    }
  }

  /** True once no more items will be read: all were, reading stopped, or it failed. */
  get ended(): boolean {
    return this.iterator === undefined;
  }

  /** Whether the items read are all the job has (not so when reading failed). */
  get complete(): boolean {
    return this.ended && !this.broken;
  }

  /** Reads the next chunk; workers waiting at once share one read. */
  more(): Promise<void> {
    this.reading ??= this.readChunk().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  /** Reads no more; a chunk still being read is dropped. */
  stop(): void {
    const iterator = this.iterator;
    this.iterator = undefined;
    // Closes the source's generator (and whatever it holds) once its current read is over.
    void iterator?.return?.().catch(() => undefined);
  }

  private async readChunk(): Promise<void> {
    const iterator = this.iterator;
    if (iterator === undefined) return;
    let next: IteratorResult<readonly JobItemInput<I>[]>;
    try {
      next = await iterator.next();
    } catch (thrown) {
      this.iterator = undefined;
      this.broken = true;
      throw thrown;
    }
    if (this.iterator !== iterator) return;
    if (next.done === true) {
      this.iterator = undefined;
      return;
    }
    for (const item of next.value) this.read.push(item);
  }
}

function isSource<I>(
  items: readonly JobItemInput<I>[] | JobItemSource<I>,
): items is JobItemSource<I> {
  return !Array.isArray(items);
}
