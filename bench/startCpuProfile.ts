// `npx tsx bench/startCpuProfile.ts [dir] ["Heading"]`: where the page's main thread spends a
// start, by function and by React component. Builds nothing: `dir` holds a built `out/` (this
// checkout by default; build with `minify: false` for readable names). Spawns that preview,
// starts the demo, then takes a V8 CPU profile of a first and a repeat load of Search (or of
// the screen with the given heading). Both loads run in the same renderer process (a page on
// the preview's origin navigated again), so the process's own start is not in the profile.
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/e2e/harness/browser';
import { NOTE_HEADING, spawnPreview, startDemo } from './start.bench';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { functionName: string; url: string; lineNumber: number };
  readonly children?: number[];
}

interface Profile {
  readonly nodes: ProfileNode[];
  readonly samples: number[];
  readonly timeDeltas: number[];
}

// React calls a component's function from renderWithHooks and an effect's from
// commitHookEffectListMount: the frame just below is the component or the effect.
const REACT_CALLERS = new Set(['renderWithHooks', 'commitHookEffectListMount', 'safelyAttachRef']);

function frameName(node: ProfileNode): string {
  const file = node.callFrame.url.replace(/^.*\//, '');
  return `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber + 1}`;
}

function add(into: Map<string, number>, key: string, ms: number): void {
  into.set(key, (into.get(key) ?? 0) + ms);
}

function printTop(title: string, totals: Map<string, number>, count: number): void {
  console.log(title);
  for (const [name, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`);
  }
}

function summarise(profile: Profile): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  const self = new Map<string, number>();
  const components = new Map<string, number>();
  let reactMs = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const node = byId.get(id);
    if (node === undefined) return;
    add(self, frameName(node), ms);
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      if (byId.get(at)?.callFrame.functionName === 'performWorkOnRoot') {
        reactMs += ms;
        break;
      }
    }
    let below: ProfileNode | undefined;
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const frame = byId.get(at);
      if (frame === undefined) break;
      if (below !== undefined && REACT_CALLERS.has(frame.callFrame.functionName)) {
        add(components, `${frame.callFrame.functionName} > ${frameName(below)}`, ms);
        break;
      }
      below = frame;
    }
  });
  console.log(`React's render and commit (performWorkOnRoot): ${reactMs.toFixed(0)} ms`);
  printTop('self time by function:', self, 25);
  printTop('React components (render) and effects (commit):', components, 40);
}

async function profiledLoad(page: Page, url: string, label: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  const noted = await page.waitForFunction(
    () => (globalThis as { firstScreenMs?: number }).firstScreenMs,
  );
  const shownMs = Number(await noted.jsonValue());
  const { profile } = await cdp.send('Profiler.stop');
  console.log(`\n== ${label}: the heading shown at ${shownMs.toFixed(0)} ms (profiling)`);
  summarise(profile as unknown as Profile);
}

const dir = resolve(process.argv[2] ?? '.');
const heading = process.argv[3] ?? 'Bulk search';
const preview = await spawnPreview(process.execPath, [resolve(dir, 'out/web/cli.js')]);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  if (heading === 'Bulk search') await startDemo(browser, preview.url);
  const context = await browser.newContext({ viewport: { width: 1200, height: 820 } });
  await context.addInitScript(NOTE_HEADING(heading));
  const page = await context.newPage();
  // A page of the same origin first, so that the profiled loads keep its renderer.
  await page.goto(new URL('/favicon.svg', preview.url).toString());
  await profiledLoad(page, preview.url, 'first start');
  await page.goto(preview.url);
  await profiledLoad(page, preview.url, 'repeat start');
  await context.close();
} finally {
  await browser.close();
  await preview.stop();
}
