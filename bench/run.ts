// `npm run bench`: prints figures, with ratios against a baseline measured in the same run.
// `npm run bench:ci` (`--short`): smaller sizes, for CI, under a minute.
// Nothing here asserts a time: the machines are shared and noisy.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { encodingBench } from './encoding.bench';
import { pacingBench } from './pacing.bench';
import { portfolioBench } from './portfolio.bench';
import { renewalsBench } from './renewals.bench';
import { reportsBench } from './reports.bench';
import { searchBench } from './search.bench';
import { simulatorBench } from './simulator.bench';
import { startBench } from './start.bench';

const short = process.argv.includes('--short');

/** Runs `bench/<entry>` with `args` in a Node process of its own; a failure fails the run. */
function inOwnProcess(entry: string, ...args: (string | number)[]): void {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, entry), ...args.map(String)],
    { stdio: 'inherit' },
  );
  if (run.status !== 0) process.exitCode = 1;
}

console.log(`DomainDesk benchmarks${short ? ' (short run)' : ''}\n`);
if (!short) {
  console.log('— portfolio cache, 100,000 domains');
  await portfolioBench();
  await renewalsBench();
  await reportsBench();
  console.log('\n— a damaged 100,000-domain cache, salvaged at start');
  inOwnProcess('salvageMain.ts', 100_000);
  console.log('\n— form encoding');
  await encodingBench();
  console.log('\n— API client against the simulator over loopback');
  await simulatorBench();
}
console.log('\n— bulk search, 50 ms simulator latency, 8 in flight');
await searchBench(short ? 200 : 1000);
console.log('\n— adaptive pacing from a new account’s defaults, 50 ms latency');
await pacingBench(short ? 150 : 1000, 20);
console.log('\n— the services process never stalls (event-loop delay)');
// Each in a process of its own: see stallMain.ts.
const domains = short ? 20_000 : 100_000;
inOwnProcess('stallMain.ts', 'tagging', domains);
inOwnProcess('stallMain.ts', 'pending-start', 16_700);
inOwnProcess('stallMain.ts', 'bulk-action', domains, 500);
inOwnProcess('stallMain.ts', 'bulk-sync', domains, short ? 100 : 300);
inOwnProcess('stallMain.ts', 'pending-recheck', domains, short ? 100 : 300);
inOwnProcess('stallMain.ts', 'background-pass', domains, short ? 100 : 300);
console.log('\n— renderer bundle and the browser preview’s start');
await startBench(short ? 3 : 5);
if (!short) {
  // Minutes, not seconds: the demo's 100,000 domains are written to the cache first.
  console.log('\n— the portfolio at 100,000 domains in Chromium, through the preview');
  inOwnProcess('browserMain.ts', 100_000);
}
