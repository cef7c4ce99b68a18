// `npx tsx bench/keystrokeCompare.ts <renderer-dir>... [--rounds N] [--profile f] [--trace f]`: the
// filter keystroke (`z` typed into the empty Find box, 100,000 domains sorted by name descending) →
// "N domains match" and the first row painted, for one or more built renderers (`out/renderer`
// of a build, e.g. a copy made before a change and this checkout's after it), taking turns in the
// same session so that all meet the same load. Each keystroke is split in the page into: key →
// the page request leaving, the request, its answer → the rows painted. `--profile` and `--trace`
// save a CPU profile and a Chromium trace of one keystroke of the last renderer given.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { startPreview } from '../src/web/preview';
import { openBrowser } from '../test/e2e/harness/browser';
import { ARM_PROBE, rowNamed, textShown } from './browserProbes';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args.splice(at, 2)[1];
};
const rounds = Number(option('--rounds') ?? '7');
const profileFile = option('--profile');
const traceFile = option('--trace');
const dirs = args;
if (dirs.length === 0) {
  process.stderr.write('Usage: npx tsx bench/keystrokeCompare.ts <renderer-dir>... [--rounds N]\n');
  process.exit(1);
}
const DOMAINS = 100_000;
const LETTER = 'z';

/** Key → request start, request, answer → painted, total; from resource timing in the page. */
const SPLIT = `(() => {
  const entries = performance.getEntriesByType('resource').filter((e) => e.name.endsWith(encodeURIComponent('portfolio:list')));
  const last = entries.at(-1);
  performance.clearResourceTimings();
  return last ? [last.startTime, last.responseEnd] : null;
})()`;

interface Variant {
  readonly dir: string;
  readonly page: Page;
  readonly matchText: string;
  readonly firstName: string;
  readonly samples: number[][];
  close(): Promise<void>;
}

async function openVariant(dir: string): Promise<Variant> {
  const preview = await startPreview({
    port: 0,
    demo: true,
    demoDomains: DOMAINS,
    rendererDir: resolve(dir),
  });
  const session = await openBrowser();
  await preview.services.demo.start();
  const accountId = preview.services.portfolio.list({ limit: 1 }).rows[0]?.accountId ?? '';
  const narrowed = preview.services.portfolio.list({
    accountId,
    text: LETTER,
    sort: 'name',
    direction: 'desc',
    limit: 1,
  });
  const { page } = session;
  page.setDefaultTimeout(120_000);
  await page.addInitScript(ARM_PROBE);
  await page.goto(preview.server.url);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Portfolio', exact: true })
    .click();
  const header = page
    .getByRole('grid', { name: 'Portfolio' })
    .getByRole('columnheader', { name: /^Domain\b/ });
  while ((await header.getAttribute('aria-sort')) !== 'descending') {
    await header.getByRole('button').click();
  }
  await page.getByText(`${DOMAINS.toLocaleString('en')} domains`, { exact: true }).waitFor();
  return {
    dir,
    page,
    matchText: `${narrowed.total.toLocaleString('en')} domains match`,
    firstName: narrowed.rows[0]?.unicodeName ?? '',
    samples: [],
    close: async () => {
      await session.close();
      await preview.close();
    },
  };
}

/** One keystroke: [key → request, request, answer → painted, total] in ms. */
async function keystroke(variant: Variant): Promise<number[]> {
  const { page } = variant;
  const find = page.getByLabel('Find');
  await find.focus();
  await page.evaluate('performance.clearResourceTimings()');
  const check = `() => (${textShown(variant.matchText)})() && (${rowNamed(0, variant.firstName)})()`;
  await page.evaluate(
    `(() => { window.__ddKey = null; document.addEventListener('keydown', (e) => { window.__ddKey = e.timeStamp; }, { capture: true, once: true }); window.__ddArm(${check}); })()`,
  );
  await find.press(LETTER);
  const total = await page.evaluate<number>('window.__ddDone');
  const key = await page.evaluate<number>('window.__ddKey');
  const split = await page.evaluate<[number, number] | null>(SPLIT);
  if (split === null) return [Number.NaN, Number.NaN, Number.NaN, total];
  const [sent, answered] = split;
  return [sent - key, answered - sent, total - (answered - key), total];
}

/** Empties the Find box again and waits for every domain to be listed. */
async function clear(variant: Variant): Promise<void> {
  await variant.page.getByLabel('Find').fill('');
  await variant.page
    .getByText(`${DOMAINS.toLocaleString('en')} domains`, { exact: true })
    .waitFor();
}

function spread(values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return `${median.toFixed(1).padStart(5)} (${(sorted[0] ?? 0).toFixed(0)}–${(sorted.at(-1) ?? 0).toFixed(0)})`;
}

/** Saves a Chromium trace (the timeline: tasks, events, layout, paint) of one keystroke. */
async function traceKeystroke(variant: Variant, file: string): Promise<void> {
  const cdp = await variant.page.context().newCDPSession(variant.page);
  const events: unknown[] = [];
  cdp.on('Tracing.dataCollected', (data: { value: unknown[] }) => events.push(...data.value));
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute',
  });
  await keystroke(variant);
  await cdp.send('Tracing.end');
  await complete;
  writeFileSync(file, JSON.stringify(events));
  console.log(`Chromium trace of one keystroke: ${file}`);
  await clear(variant);
}

/** Saves a JavaScript CPU profile (sampled every 0.1 ms) of one keystroke. */
async function profileKeystroke(variant: Variant, file: string): Promise<void> {
  const cdp = await variant.page.context().newCDPSession(variant.page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await keystroke(variant);
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(file, JSON.stringify(profile));
  console.log(`CPU profile of one keystroke: ${file}`);
  await clear(variant);
}

const variants: Variant[] = [];
for (const dir of dirs) variants.push(await openVariant(dir));
try {
  console.log(
    `load average before: ${loadavg()
      .map((v) => v.toFixed(1))
      .join(', ')}`,
  );
  for (const variant of variants) {
    await keystroke(variant); // warm-up
    await clear(variant);
  }
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? variants : [...variants].reverse();
    for (const variant of order) {
      variant.samples.push(await keystroke(variant));
      await clear(variant);
    }
  }
  console.log(
    `load average after: ${loadavg()
      .map((v) => v.toFixed(1))
      .join(', ')}`,
  );
  console.log('median (min–max) ms: key → request | request | answer → painted | total');
  for (const variant of variants) {
    const column = (at: number) => spread(variant.samples.map((sample) => sample[at] ?? 0));
    console.log(
      `${variant.dir}: ${column(0)} | ${column(1)} | ${column(2)} | ${column(3)}  (${String(rounds)} keystrokes)`,
    );
  }
  const last = variants.at(-1);
  if (last !== undefined && traceFile !== undefined) await traceKeystroke(last, traceFile);
  if (last !== undefined && profileFile !== undefined) await profileKeystroke(last, profileFile);
} finally {
  for (const variant of variants) await variant.close();
}
