import { describe, expect, it, vi } from 'vitest';
import { Pacer, PacerCancelled } from './pacer';

describe('per-account pacing', () => {
  it('never lets more than the limit run at once and runs everything eventually', async () => {
    const pacer = new Pacer(2, 0);
    let running = 0;
    let maxRunning = 0;
    const task = async (): Promise<void> => {
      const release = await pacer.acquire();
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      release();
    };
    await Promise.all(Array.from({ length: 7 }, task));
    expect(maxRunning).toBe(2);
  });

  it('spaces request starts by the minimum interval', async () => {
    const pacer = new Pacer(10, 30);
    const starts: number[] = [];
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        const release = await pacer.acquire();
        starts.push(performance.now());
        release();
      }),
    );
    // Lower bounds only: a slow machine can only make the gaps longer.
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(29);
    expect(starts[2]! - starts[1]!).toBeGreaterThanOrEqual(29);
  });

  it('drops a waiter whose signal aborts before its turn', async () => {
    const pacer = new Pacer(1, 0);
    const release = await pacer.acquire();
    const controller = new AbortController();
    const waiting = pacer.acquire(controller.signal);
    controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(PacerCancelled);
    release();
    const next = await pacer.acquire();
    next();
  });

  it('waits no more than the setting allows for an account stored with a larger pause', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const warnings: string[] = [];
    const onWarning = (warning: Error): void => {
      warnings.push(warning.name);
    };
    process.on('warning', onWarning);
    try {
      const pacer = new Pacer(1, 3_000_000_000);
      (await pacer.acquire())();
      let granted = false;
      void pacer.acquire().then((release) => {
        granted = true;
        release();
      });
      await vi.advanceTimersByTimeAsync(59_999);
      expect(granted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(granted).toBe(true);
      expect(warnings).not.toContain('TimeoutOverflowWarning');
    } finally {
      process.off('warning', onWarning);
      vi.useRealTimers();
    }
  });
});
