// The browser part of `npm run bench` in a process of its own: the services' RSS it prints is
// then the preview's alone, not grown by the benchmarks that ran before it in `run.ts`.
import { browserBench } from './browser.bench';

await browserBench(Number(process.argv[2] ?? 100_000));
