import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../shared/api';
import { INTERNAL_ITEM_MESSAGE } from './jobErrors';
import { createJobRunner } from './jobRunner';
import { gate, recorder } from './testing/jobRecorder';

describe('a job', () => {
  it('never runs more items at once than its concurrency', async () => {
    const { ctx } = recorder();
    const runner = createJobRunner(ctx);
    let running = 0;
    let most = 0;
    const job = runner.start({
      kind: 'search',
      label: 'Counting',
      concurrency: 3,
      items: Array.from({ length: 12 }, (_, i) => ({ key: `item ${i}`, input: i })),
      run: async (n) => {
        running += 1;
        most = Math.max(most, running);
        await Promise.resolve();
        running -= 1;
        return n * 2;
      },
    });
    const summary = await runner.finished(job.jobId);
    expect(most).toBe(3);
    expect(summary).toMatchObject({ state: 'done', total: 12, done: 12, succeeded: 12 });
    expect(runner.get(job.jobId, { offset: 10 })?.items.map((i) => i.result)).toEqual([20, 22]);
  });

  it('reports items that failed with their reason, and judges results that carry a failure', async () => {
    const { ctx, progress } = recorder();
    const runner = createJobRunner(ctx);
    const job = runner.start({
      kind: 'search',
      label: 'Mixed',
      settled: [
        { key: 'bad entry', state: 'failed', error: { kind: 'invalid_input', message: 'No.' } },
      ],
      items: [
        { key: 'a', input: 'ok' },
        { key: 'b', input: 'refused' },
        { key: 'c', input: 'throws' },
      ],
      run: (input) => {
        if (input === 'throws') {
          return Promise.reject(new ApiCallError({ kind: 'network', message: 'Offline.' }));
        }
        return Promise.resolve({ outcome: input });
      },
      judge: (result) =>
        result.outcome === 'refused'
          ? { state: 'failed', error: { kind: 'validation', message: 'Refused.' } }
          : { state: 'succeeded' },
    });
    const summary = await runner.finished(job.jobId);
    const items = runner.get(job.jobId)?.items ?? [];
    expect(items.map((i) => [i.key, i.state, i.error?.kind])).toEqual([
      ['bad entry', 'failed', 'invalid_input'],
      ['a', 'succeeded', undefined],
      ['b', 'failed', 'validation'],
      ['c', 'failed', 'network'],
    ]);
    expect(summary).toMatchObject({ state: 'done', succeeded: 1, failed: 3 });
    expect(progress[0]?.items?.map((i) => i.key)).toEqual(['bad entry']);
    expect(progress.at(-1)).toMatchObject({ state: 'done', done: 4, total: 4 });
  });

  it('when cancelled, marks the items not started as cancelled and aborts those underway', async () => {
    const { ctx, progress } = recorder();
    const runner = createJobRunner(ctx);
    const started = gate();
    const seenAbort: boolean[] = [];
    const job = runner.start({
      kind: 'search',
      label: 'Slow',
      concurrency: 1,
      items: Array.from({ length: 5 }, (_, i) => ({ key: String(i), input: i })),
      run: (_n, { signal }) =>
        new Promise<number>((_resolve, reject) => {
          started.open();
          signal.addEventListener('abort', () => {
            seenAbort.push(true);
            reject(new ApiCallError({ kind: 'cancelled', message: 'The request was cancelled.' }));
          });
        }),
    });
    await started.opened;
    const afterCancel = runner.cancel(job.jobId);
    const summary = await runner.finished(job.jobId);

    expect(afterCancel.cancelled).toBe(4);
    expect(seenAbort).toEqual([true]);
    expect(summary).toMatchObject({ state: 'cancelled', cancelled: 5, succeeded: 0 });
    expect(progress.at(-1)?.state).toBe('cancelled');
  });

  it('stops every running job when the app closes, and lets an item underway finish', async () => {
    const { ctx } = recorder();
    const runner = createJobRunner(ctx);
    const started = gate();
    const release = gate();
    const finishedItems: number[] = [];
    const slow = runner.start({
      kind: 'search',
      label: 'Orders',
      concurrency: 1,
      items: Array.from({ length: 4 }, (_, i) => ({ key: String(i), input: i })),
      // Like an order already sent: it ignores the abort and waits for its answer.
      run: async (n) => {
        started.open();
        await release.opened;
        finishedItems.push(n);
        return n;
      },
    });
    const done = runner.start({
      kind: 'search',
      label: 'Done',
      items: [],
      run: () => Promise.resolve(0),
    });
    await started.opened;
    let stopped = false;
    const stopping = runner.stopAll().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    release.open();
    await stopping;

    expect(finishedItems).toEqual([0]);
    expect(runner.get(slow.jobId)?.job).toMatchObject({ succeeded: 1, cancelled: 3 });
    expect(runner.get(done.jobId)?.job.state).toBe('done');
  });

  it('is kept after it finishes, up to the most recent ones', async () => {
    const { ctx } = recorder();
    const runner = createJobRunner(ctx, { keepFinished: 2 });
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const job = runner.start({
        kind: 'search',
        label: `Job ${i}`,
        items: [{ key: 'x', input: i }],
        run: (n) => Promise.resolve(n),
      });
      await runner.finished(job.jobId);
      ids.push(job.jobId);
    }
    expect(runner.list().map((j) => j.label)).toEqual(['Job 2', 'Job 1']);
    expect(runner.get(ids[0] ?? '')).toBeNull();
    expect(() => runner.cancel(ids[0] ?? '')).toThrow(/no longer known/);
  });

  it('lists the items not yet started as pending, by their keys, while it runs', async () => {
    const { ctx } = recorder();
    const runner = createJobRunner(ctx);
    const started = gate();
    const release = gate();
    const job = runner.start({
      kind: 'search',
      label: 'Waiting',
      concurrency: 1,
      settled: [{ key: 'typo', state: 'failed', error: { kind: 'invalid_input', message: 'No.' } }],
      items: ['a', 'b', 'c'].map((key) => ({ key, input: key })),
      run: async (input) => {
        started.open();
        await release.opened;
        return input.toUpperCase();
      },
    });
    await started.opened;
    expect(runner.get(job.jobId)?.items.map((i) => [i.index, i.key, i.state])).toEqual([
      [0, 'typo', 'failed'],
      [1, 'a', 'running'],
      [2, 'b', 'pending'],
      [3, 'c', 'pending'],
    ]);
    release.open();
    await runner.finished(job.jobId);
    expect(runner.get(job.jobId, { offset: 2, limit: 5 })?.items).toEqual([
      { index: 2, key: 'b', state: 'succeeded', result: 'B' },
      { index: 3, key: 'c', state: 'succeeded', result: 'C' },
    ]);
  });

  it('fails an item whose run throws at once or whose result cannot be judged, and goes on', async () => {
    const { ctx } = recorder();
    const runner = createJobRunner(ctx);
    const total = 20_000;
    const job = runner.start({
      kind: 'search',
      label: 'Throwing',
      items: Array.from({ length: total }, (_, i) => ({ key: String(i), input: i })),
      run: (n) => {
        if (n % 2 === 0) throw new ApiCallError({ kind: 'validation', message: `No ${n}.` });
        return Promise.resolve(n);
      },
      judge: (n) => {
        if (n === 1) throw new Error('Unreadable.');
        return { state: 'succeeded' };
      },
    });
    const summary = await runner.finished(job.jobId);
    expect(summary).toMatchObject({ total, succeeded: total / 2 - 1, failed: total / 2 + 1 });
    expect(runner.get(job.jobId, { offset: 0, limit: 3 })?.items).toMatchObject([
      { key: '0', state: 'failed', error: { kind: 'validation', message: 'No 0.' } },
      { key: '1', state: 'failed', error: { kind: 'internal', message: INTERNAL_ITEM_MESSAGE } },
      { key: '2', state: 'failed', error: { kind: 'validation', message: 'No 2.' } },
    ]);
  });

  it('reads items from a source as it goes, and ends with as many as the source held', async () => {
    const { ctx, progress } = recorder();
    const runner = createJobRunner(ctx);
    const source = (held: number) => ({
      count: 10,
      chunks: (async function* () {
        for (let start = 0; start < held; start += 4) {
          await Promise.resolve();
          const size = Math.min(4, held - start);
          yield Array.from({ length: size }, (_, i) => ({
            key: `n${start + i}`,
            input: start + i,
          }));
        }
      })(),
    });
    for (const held of [6, 13]) {
      const ran: number[] = [];
      const job = runner.start({
        kind: 'search',
        label: 'Streamed',
        settled: [
          { key: 'bad', state: 'failed', error: { kind: 'invalid_input', message: 'No.' } },
        ],
        items: source(held),
        run: (n: number) => {
          ran.push(n);
          return Promise.resolve(n);
        },
      });
      expect(job).toMatchObject({ total: 11, done: 1 });
      const summary = await runner.finished(job.jobId);
      expect(summary).toMatchObject({ state: 'done', total: held + 1, succeeded: held, failed: 1 });
      expect(ran.sort((a, b) => a - b)).toEqual(Array.from({ length: held }, (_, i) => i));
      const keys = runner.get(job.jobId)?.items.map((item) => item.key);
      expect(keys).toEqual(['bad', ...Array.from({ length: held }, (_, i) => `n${i}`)]);
      expect(progress.at(-1)).toMatchObject({ jobId: job.jobId, total: held + 1 });
    }
  });

  it('fails the items a source could not give when reading it fails, each item settled once', async () => {
    const { ctx } = recorder();
    const runner = createJobRunner(ctx);
    const job = runner.start({
      kind: 'search',
      label: 'Broken source',
      items: {
        count: 10,
        chunks: (async function* () {
          yield Array.from({ length: 4 }, (_, i) => ({ key: `n${i}`, input: i }));
          await Promise.resolve();
          throw new Error('The cache could not be read.');
        })(),
      },
      run: async (n: number) => {
        await new Promise((resolve) => setImmediate(resolve));
        return n;
      },
    });
    const summary = await runner.finished(job.jobId);
    expect(summary).toMatchObject({ total: 10, done: 10, succeeded: 4, failed: 6 });
    const items = runner.get(job.jobId)?.items ?? [];
    expect(items.filter((item) => item.state === 'succeeded').map((item) => item.key)).toEqual([
      'n0',
      'n1',
      'n2',
      'n3',
    ]);
    expect(items.at(-1)?.error?.message ?? '').not.toBe('');
  });
});
