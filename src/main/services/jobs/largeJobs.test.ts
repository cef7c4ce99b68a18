import { describe, expect, it } from 'vitest';
import { createJobRunner, MOST_ITEMS_PER_EVENT } from './jobRunner';
import { gate, recorder } from './testing/jobRecorder';

describe('a large job', () => {
  it('lets the event loop turn during a large job of items that settle at once, whatever its concurrency', async () => {
    const { ctx, progress } = recorder();
    const runner = createJobRunner(ctx);
    const total = 200_000;
    let ran = 0;
    let ranAtFirstTurn: number | undefined;
    const job = runner.start({
      kind: 'search',
      label: 'Instant',
      concurrency: 64,
      items: Array.from({ length: total }, (_, i) => ({ key: String(i), input: i })),
      run: (n) => {
        ran += 1;
        return Promise.resolve(n);
      },
    });
    setImmediate(() => {
      ranAtFirstTurn = ran;
    });
    const summary = await runner.finished(job.jobId);
    expect(summary).toMatchObject({ state: 'done', succeeded: total });
    expect(ranAtFirstTurn).toBeLessThan(total);
    // Every item is reported once.
    const reported = progress.flatMap((event) => event.items ?? []);
    expect(reported).toHaveLength(total);
    expect(new Set(reported.map((item) => item.index)).size).toBe(total);
  });

  it('sends a burst of settled items as several events of a bounded size, each item once', async () => {
    const { ctx, progress } = recorder();
    const runner = createJobRunner(ctx);
    const total = 10_000;
    const job = runner.start({
      kind: 'search',
      label: 'Burst',
      items: Array.from({ length: total }, (_, i) => ({ key: `item ${i}`, input: i })),
      run: (n) => Promise.resolve(n * 2),
    });
    await runner.finished(job.jobId);
    const carrying = progress.filter((event) => (event.items ?? []).length > 0);
    expect(carrying.length).toBeGreaterThan(Math.ceil(total / MOST_ITEMS_PER_EVENT) - 1);
    for (const event of carrying) {
      expect(event.items?.length).toBeLessThanOrEqual(MOST_ITEMS_PER_EVENT);
    }
    const reported = carrying.flatMap((event) => event.items ?? []);
    expect(reported.map((item) => item.index)).toEqual(Array.from({ length: total }, (_, i) => i));
    expect(reported[total - 1]).toEqual({
      index: total - 1,
      key: `item ${total - 1}`,
      state: 'succeeded',
      result: (total - 1) * 2,
    });
  });

  it('sends the items a cancel settles in events of a bounded size too', async () => {
    const { ctx, progress } = recorder();
    const runner = createJobRunner(ctx);
    const total = 5_000;
    const first = gate();
    const job = runner.start({
      kind: 'search',
      label: 'Cancelled early',
      concurrency: 1,
      items: Array.from({ length: total }, (_, i) => ({ key: `item ${i}`, input: i })),
      run: async () => {
        await first.opened;
        return 'done';
      },
    });
    runner.cancel(job.jobId);
    first.open();
    const summary = await runner.finished(job.jobId);
    expect(summary).toMatchObject({ state: 'cancelled', succeeded: 1, cancelled: total - 1 });
    const reported = progress.flatMap((event) => event.items ?? []);
    expect(reported.filter((item) => item.state === 'cancelled')).toHaveLength(total - 1);
    for (const event of progress) {
      expect(event.items?.length ?? 0).toBeLessThanOrEqual(MOST_ITEMS_PER_EVENT);
    }
  });

  it('keeps the event loop turning while each item holds the thread for a while', async () => {
    const { ctx } = recorder();
    const runner = createJobRunner(ctx);
    let turns = 0;
    let running = true;
    const countTurns = (): void => {
      turns += 1;
      if (running) setImmediate(countTurns);
    };
    setImmediate(countTurns);
    const job = runner.start({
      kind: 'search',
      label: 'Busy items',
      // Quick items first, then items that each keep the thread for 1 ms.
      items: Array.from({ length: 2_200 }, (_, i) => ({ key: String(i), input: i })),
      run: (n) => {
        const until = performance.now() + (n < 2_000 ? 0 : 1);
        while (performance.now() < until) {
          // Busy, as a synchronous write would be.
        }
        return Promise.resolve(n);
      },
    });
    await runner.finished(job.jobId);
    running = false;
    // 200 ms of busy items, with a turn at least every 10 ms of them and the quick ones before.
    expect(turns).toBeGreaterThanOrEqual(10);
  });
});
