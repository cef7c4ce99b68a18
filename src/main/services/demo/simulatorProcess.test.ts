import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTestCache, sampleAccount } from '../../cache/testing/testSupport';
import { startSimulatorProcess } from './simulatorProcess';
import type { SimulatorProcess } from './simulatorProcess';

let sim: SimulatorProcess | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the demo simulator in a process of its own', () => {
  it('serves the demo account on loopback from another process', async () => {
    sim = await startSimulatorProcess({ seed: 'demo' });
    expect(sim.pid).toBeGreaterThan(0);
    expect(sim.pid).not.toBe(process.pid);
    expect(sim.demo).toMatchObject({ currency: 'USD' });
    const demo = await fetch(`${sim.controlUrl}/accounts/${sim.demo?.email ?? ''}`);
    expect(await demo.json()).toMatchObject({ credit: '2500.00' });
  });

  it('writes the demo portfolio into a cache file the services have open', async () => {
    sim = await startSimulatorProcess({ seed: { demoDomains: 2_000 } });
    const { cache } = openTestCache();
    const account = cache.accounts.create(sampleAccount);
    const written = await sim.fillCache(cache.filePath, account.id, sim.demo?.email ?? '');
    expect(written).toBe(2_000);
    expect(cache.domains.count(account.id)).toBe(2_000);
    expect(cache.domains.list({ statuses: ['unknown'] })).toEqual([]);
  });

  it('answers a fill it cannot do with the reason', async () => {
    sim = await startSimulatorProcess({ seed: 'demo' });
    const { cache } = openTestCache();
    // No such account in the cache: the foreign key refuses every row.
    await expect(
      sim.fillCache(cache.filePath, 'no-such-account', sim.demo?.email ?? ''),
    ).rejects.toThrow(/FOREIGN KEY/);
  });

  it('fails what was asked of it when its process dies', async () => {
    sim = await startSimulatorProcess({ seed: 'demo' });
    process.kill(sim.pid ?? 0, 'SIGKILL');
    await vi.waitFor(() => {
      expect(isRunning(sim?.pid ?? 0)).toBe(false);
    });
    const { cache } = openTestCache();
    await expect(sim.fillCache(cache.filePath, 'demo', 'x')).rejects.toThrow(/ended/);
  });

  it('ends when the app that started it is killed', { timeout: 30_000 }, async () => {
    const parent = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'testing', 'simulatorParent.ts')],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const [line] = (await once(createInterface({ input: parent.stdout }), 'line')) as [string];
      const { pid, baseUrl } = JSON.parse(line) as { pid: number; baseUrl: string };
      expect(isRunning(pid)).toBe(true);
      await expect(fetch(baseUrl)).resolves.toBeInstanceOf(Response);
      parent.kill('SIGKILL');
      await vi.waitFor(
        () => {
          expect(isRunning(pid)).toBe(false);
        },
        { timeout: 10_000 },
      );
      await expect(fetch(baseUrl)).rejects.toThrow();
    } finally {
      parent.kill('SIGKILL');
    }
  });
});
