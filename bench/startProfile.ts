// `npx tsx bench/startProfile.ts ["Heading text"]` ("Bulk search": with the demo started): where a start of the built preview spends
// its time. Builds nothing (run `npm run build` and `vite build -c vite.preview.config.ts`
// first), spawns the preview, loads the page three times in each of three fresh browser
// contexts under a Chromium trace, and prints per load: each request's start and end as the
// page saw them, and the main thread's long tasks (evaluation, React's render, layout).
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/e2e/harness/browser';
import { NOTE_HEADING, spawnPreview } from './start.bench';

const MAIN_THREAD_WORK = new Set([
  'v8.compileModule',
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MinorGC',
  'MajorGC',
]);

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly tid: number;
  readonly args?: { data?: { url?: string } };
}

interface Timing {
  readonly name: string;
  readonly startTime: number;
  readonly responseEnd: number;
  readonly transferSize: number;
}

function printMainThread(events: readonly TraceEvent[], timeOrigin: number): void {
  const main = events.find((event) => event.name === 'v8.evaluateModule')?.tid;
  const totals = new Map<string, number>();
  for (const event of events) {
    if (event.ph !== 'X' || event.tid !== main || !MAIN_THREAD_WORK.has(event.name)) continue;
    const ms = (event.dur ?? 0) / 1000;
    totals.set(event.name, (totals.get(event.name) ?? 0) + ms);
    if (ms < 8) continue;
    const at = (event.ts - timeOrigin) / 1000;
    const file = (event.args?.data?.url ?? '').replace(/^.*\//, '');
    console.log(
      `  ${at.toFixed(0).padStart(5)} ms +${ms.toFixed(0).padStart(4)} ms ${event.name} ${file}`,
    );
  }
  const summary = [...totals].map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ');
  console.log(`  main thread, ms: ${summary}`);
}

async function profileLoad(browser: Browser, context: BrowserContext, url: string, label: string) {
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'v8', 'loading', 'blink.user_timing'],
  });
  await page.goto(url);
  const noted = await page.waitForFunction(
    () => (globalThis as { firstScreenMs?: number }).firstScreenMs,
  );
  const firstScreen = Number(await noted.jsonValue());
  // Structural: the bench compiles without the DOM's types.
  const timings = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as unknown as Timing[]).map((entry) => ({
      name: entry.name.replace(/^.*\/\/[^/]+/, '').replace(/\?.*/, ''),
      startTime: entry.startTime,
      responseEnd: entry.responseEnd,
      transferSize: entry.transferSize,
    })),
  );
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: TraceEvent[];
  };
  console.log(`\n== ${label}: the heading shown at ${firstScreen.toFixed(0)} ms`);
  for (const timing of timings) {
    const span = `${timing.startTime.toFixed(0).padStart(5)}–${timing.responseEnd.toFixed(0).padStart(5)} ms`;
    console.log(`  ${span} ${String(timing.transferSize).padStart(7)} B  ${timing.name}`);
  }
  // The trace's clock is not the page's: anchor it at the navigation's commit.
  const commit = trace.traceEvents.find((event) => event.name === 'navigationStart');
  printMainThread(trace.traceEvents, commit?.ts ?? trace.traceEvents[0]?.ts ?? 0);
  await page.close();
}

const heading = process.argv[2] ?? 'Welcome to DomainDesk';
const preview = await spawnPreview(process.execPath, ['out/web/cli.js']);
const { url } = preview;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  if (heading === 'Bulk search') {
    // Search is where the app opens once an account exists: start the demo's first.
    const page = await browser.newPage();
    await page.goto(url);
    await page.getByRole('button', { name: 'Explore with a demo account' }).click();
    await page.getByRole('heading', { name: 'Bulk search' }).waitFor();
    await page.close();
  }
  for (let i = 1; i <= 3; i += 1) {
    const context = await browser.newContext({ viewport: { width: 1200, height: 820 } });
    await context.addInitScript(NOTE_HEADING(heading));
    for (const load of ['first start', 'second load', 'third load']) {
      await profileLoad(browser, context, url, `context ${i}, ${load}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await preview.stop();
}
