// One of the event-loop benchmarks of `npm run bench` in a process of its own, as the services
// process would meet the work: not behind the heaps that the benchmarks before it in `run.ts`
// built and left to the garbage collector (100,000-domain caches, each of them).
import { backgroundPassBench } from './backgroundSync.bench';
import { bulkActionBench, bulkSyncBench, pendingRecheckBench } from './bulkStall.bench';
import { pendingStartBench } from './stall.bench';
import { taggingBench } from './tagging.bench';

const [name, ...rest] = process.argv.slice(2);
const [a = NaN, b = NaN] = rest.map(Number);
const benches: Record<string, () => Promise<void>> = {
  tagging: () => taggingBench(a),
  'pending-start': () => pendingStartBench(a),
  'bulk-action': () => bulkActionBench(a, b),
  'bulk-sync': () => bulkSyncBench(a, b),
  'pending-recheck': () => pendingRecheckBench(a, b),
  'background-pass': () => backgroundPassBench(a, b),
};
const bench = benches[name ?? ''];
if (bench === undefined) throw new Error(`No event-loop benchmark called "${name ?? ''}"`);
const sizes = name === 'tagging' || name === 'pending-start' ? [a] : [a, b];
if (!sizes.every((size) => Number.isInteger(size) && size > 0)) {
  throw new Error(
    `"${name ?? ''}" needs ${String(sizes.length)} whole, positive sizes; got "${rest.join(' ')}"`,
  );
}
await bench();
