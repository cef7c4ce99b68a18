// A full background pass over a large portfolio: its pace at the default schedule (daily) and
// the services' event-loop delay while it reads. The pass runs on a virtual clock whose timers
// fire at once, so its waits cost no real time: the reads come back to back, the worst case
// for the event loop, and the virtual clock says how the pass spreads over the day.
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { BACKGROUND_SYNC_PERIOD_MS } from '../src/shared/ipc/channels/backgroundSync';
import { run } from '../src/main/cache/sqlite';
import { createBackgroundSync } from '../src/main/services/backgroundSync';
import type { TimerApi } from '../src/main/services/portfolio';
import type { ServiceContext } from '../src/main/services/serviceContext';
import { report } from './measure';
import { startBenchServices } from './serviceSetup';
import { withLoopDelay } from './stall.bench';

const plural = (n: number): string => n.toLocaleString('en');

/** Timers that move a virtual clock to their due time and fire on the next turn. */
function virtualTimers(clock: { ms: number }): TimerApi {
  let next = 1;
  const live = new Set<number>();
  return {
    setTimeout(callback, ms) {
      const id = next++;
      live.add(id);
      void nextTurn().then(() => {
        if (!live.delete(id)) return;
        clock.ms += ms;
        callback();
      });
      return id;
    },
    clearTimeout(handle) {
      live.delete(handle as number);
    },
  };
}

/**
 * A daily pass over a `count`-domain account of the simulator (in its own process) at the
 * default pacing (8 at once, 20 ms apart): `reads` domains read, then stopped. Prints the
 * spacing the pass chose, the requests per minute that makes, the projected time of the whole
 * pass, the real time a read takes, and the loop delay against an idle loop of the same length.
 */
export async function backgroundPassBench(count: number, reads: number): Promise<void> {
  const s = await startBenchServices({ demoDomains: count });
  try {
    const accountId = await s.addDemoAccount();
    const email = s.sim.demoCredentials?.email ?? '';
    s.cache.domains.upsertMany(
      accountId,
      (await s.sim.domainsOf(email)).map((name) => ({ name, status: 'active' })),
    );
    const clock = { ms: Date.now() };
    const ctx: ServiceContext = { ...s.ctx, now: () => clock.ms };
    const sync = createBackgroundSync(ctx, {
      schedule: () => 'daily',
      timers: virtualTimers(clock),
    });
    const start = clock.ms;
    const before = await s.sim.countRequests(email);
    let wall = 0;
    await withLoopDelay(
      `background pass over ${plural(count)}: ${plural(reads)} read back to back`,
      async () => {
        const began = performance.now();
        sync.start();
        while ((sync.status().accounts[0]?.current?.done ?? 0) < reads) await sleep(25);
        await sync.stop();
        wall = performance.now() - began;
      },
    );
    const pass = sync.status().accounts[0]?.current;
    const done = pass?.done ?? 0;
    const requests = (await s.sim.countRequests(email)) - before;
    const virtualMs = clock.ms - start;
    // The clock has moved on to the read after the last one (cancelled by the stop).
    const spacing = virtualMs / Math.max(done, 1);
    const perDomain = requests / Math.max(done, 1);
    console.log(
      `  ${plural(done)} read in ${(virtualMs / 60_000).toFixed(1)} virtual min: one every ${spacing.toFixed(0)} ms, ${perDomain.toFixed(1)} requests each → ${((60_000 / spacing) * perDomain).toFixed(0)} requests/min`,
    );
    const projected = (count * spacing) / 3_600_000;
    const day = BACKGROUND_SYNC_PERIOD_MS.daily / 3_600_000;
    console.log(
      `  whole pass of ${plural(count)}: ${projected.toFixed(1)} h at this spacing (period ${day} h); ${(wall / done).toFixed(0)} ms of real time per read, ${((wall / done / spacing) * 100).toFixed(0)}% of the spacing`,
    );
    // The pace the app keeps: real timers and clock, the pass begun again from its start.
    run(s.cache.db, 'DELETE FROM background_passes');
    const paced = createBackgroundSync(s.ctx, { schedule: () => 'daily' });
    const pacedReads = Math.max(1, Math.round(reads / 10));
    await withLoopDelay(
      `  at the daily pace: ${plural(pacedReads)} read, real timers`,
      async () => {
        paced.start();
        while ((paced.status().accounts[0]?.current?.done ?? 0) < pacedReads) await sleep(25);
        await paced.stop();
      },
    );
    // The baseline: the same process, services open, nothing to do, for as long.
    await withLoopDelay(`  baseline: idle services for ${(wall / 1000).toFixed(1)} s`, () =>
      sleep(wall),
    );
    report('  real time of the reads', wall);
  } finally {
    await s.close();
  }
}
