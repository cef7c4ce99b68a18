// `npx tsx bench/startCompare.ts <before-dir> <after-dir> [rounds]`: navigation to the welcome
// screen and to Search, first and repeat starts, of two built copies of the app, taking turns
// in the same session so that both meet the same load. Each directory holds a built `out/`
// (`npm run build` and `vite build -c vite.preview.config.ts`), a `package.json` and a
// `node_modules` link, e.g. a copy of `out/` made before a change and this checkout after it.
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/e2e/harness/browser';
import { navigationToHeading, spawnPreview, startDemo } from './start.bench';

const [beforeDir, afterDir, roundsText] = process.argv.slice(2);
if (beforeDir === undefined || afterDir === undefined) {
  process.stderr.write('Usage: npx tsx bench/startCompare.ts <before-dir> <after-dir> [rounds]\n');
  process.exit(1);
}
const rounds = Number(roundsText ?? '7');

interface Sample {
  readonly first: number[];
  readonly repeat: number[];
}

function load(): string {
  return loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
}

function spread(values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return `median ${median.toFixed(0).padStart(4)} ms (${(sorted[0] ?? 0).toFixed(0)}–${(sorted.at(-1) ?? 0).toFixed(0)})`;
}

async function measure(browser: Browser, urls: readonly string[], heading: string) {
  const samples: Sample[] = urls.map(() => ({ first: [], repeat: [] }));
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const index of order) {
      const times = await navigationToHeading(browser, urls[index] ?? '', heading);
      samples[index]?.first.push(times.first);
      samples[index]?.repeat.push(times.repeat);
    }
  }
  for (const [index, name] of ['before', 'after'].entries()) {
    const sample = samples[index];
    if (sample === undefined) continue;
    console.log(
      `${heading}, ${name}: first ${spread(sample.first)}, repeat ${spread(sample.repeat)}`,
    );
  }
}

const previews = await Promise.all(
  [beforeDir, afterDir].map((dir) =>
    spawnPreview(process.execPath, [join(resolve(dir), 'out', 'web', 'cli.js')]),
  ),
);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const urls = previews.map((preview) => preview.url);
  console.log(`load average before: ${load()}`);
  await measure(browser, urls, 'Welcome to DomainDesk');
  for (const url of urls) await startDemo(browser, url);
  await measure(browser, urls, 'Bulk search');
  console.log(`load average after: ${load()}`);
} finally {
  await browser.close();
  await Promise.all(previews.map((preview) => preview.stop()));
}
