import { getEventListeners } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { createJobRunner } from './jobRunner';
import { startServiceHarness } from './testing/serviceHarness';
import type { ServiceHarness } from './testing/serviceHarness';

let h: ServiceHarness;

afterEach(async () => {
  await h.close();
});

describe('a batch of 100 items, each reading several things at once', () => {
  it('keeps one abort listener on the batch signal at most, none once done, and no leak warning', async () => {
    h = await startServiceHarness();
    const warnings: string[] = [];
    const onWarning = (warning: Error): void => {
      warnings.push(`${warning.name}: ${warning.message}`);
    };
    process.on('warning', onWarning);
    try {
      const jobs = createJobRunner(h.ctx);
      const client = await h.ctx.clients(h.accountId);
      let batchSignal: AbortSignal | undefined;
      let mostListeners = 0;
      const job = jobs.start({
        kind: 'sync',
        label: 'Reading 100 times',
        items: Array.from({ length: 100 }, (_, i) => ({ key: `item-${String(i)}`, input: i })),
        run: async (_input, { signal }) => {
          batchSignal = signal;
          const reads = Promise.all([
            client.version({ signal }),
            client.credits({ signal }),
            client.tlds({ signal }),
            client.tldPricing({ signal }),
            client.credits({ signal }),
            client.version({ signal }),
          ]);
          mostListeners = Math.max(mostListeners, getEventListeners(signal, 'abort').length);
          await reads;
          return 'read';
        },
      });
      const summary = await jobs.finished(job.jobId);
      // Process warnings are emitted on a later turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));

      expect(summary).toMatchObject({ total: 100, succeeded: 100 });
      expect(batchSignal).toBeDefined();
      if (batchSignal) expect(getEventListeners(batchSignal, 'abort')).toHaveLength(0);
      expect(mostListeners).toBeLessThanOrEqual(1);
      expect(warnings.filter((w) => w.includes('MaxListeners'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });
});
