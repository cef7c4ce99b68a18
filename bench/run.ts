// `npm run bench`: prints figures, with ratios against a baseline measured in the same run.
// Nothing here asserts a time: the machines are shared and noisy.
import { encodingBench } from './encoding.bench';
import { portfolioBench } from './portfolio.bench';
import { simulatorBench } from './simulator.bench';

console.log('DomainDesk benchmarks (median of repeated runs)\n');
console.log('— portfolio cache, 100,000 domains');
await portfolioBench();
console.log('\n— form encoding');
await encodingBench();
console.log('\n— API client against the simulator over loopback');
await simulatorBench();
